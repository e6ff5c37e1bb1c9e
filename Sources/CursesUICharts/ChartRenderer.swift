import CursesUI
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Lays out and draws a chart's marks, axes and legend into a grid of a given size.
///
/// Made once per `Chart` body from the marks and the configuration; `render(width:height:)`
/// runs for every draw, in time linear in the number of marks.
struct ChartRenderer {
    private let marks: [PlottedMark]
    private let configuration: ChartConfiguration
    private let palette: [Color]
    private let axisColor: Color
    /// The series of `foregroundStyle(by:)`, in order of first appearance.
    private let series: [String]
    private let seriesIndex: [String: Int]
    /// The categories of `symbol(by:)`, in order of first appearance.
    private let symbolIndex: [String: Int]

    init(marks: [PlottedMark], configuration: ChartConfiguration, palette: [Color], axisColor: Color) {
        self.configuration = configuration
        self.palette = palette.isEmpty ? [.blue] : palette
        self.axisColor = axisColor
        var series: [String] = [], seriesIndex: [String: Int] = [:], symbolIndex: [String: Int] = [:]
        for mark in marks {
            if let name = mark.series, seriesIndex[name] == nil {
                seriesIndex[name] = series.count
                series.append(name)
            }
            if let key = mark.symbolKey, symbolIndex[key] == nil { symbolIndex[key] = symbolIndex.count }
        }
        self.series = series
        self.seriesIndex = seriesIndex
        self.symbolIndex = symbolIndex
        self.marks = Self.stacked(marks)
    }

    // MARK: Stacking

    /// Whether a bar lies along x (its category or position is on y).
    private static func isHorizontal(_ mark: PlottedMark) -> Bool {
        if mark.xEnd != nil { return true }
        if mark.yEnd != nil { return false }
        if case .category = mark.y, mark.x?.position != nil { return true }
        return false
    }

    /// Gives every bar and area a start and an end on its value axis: from zero, or stacked on
    /// the marks before it at the same position (and group).
    private static func stacked(_ marks: [PlottedMark]) -> [PlottedMark] {
        struct Key: Hashable {
            let position: PlotValue?
            let group: String?
            let kind: PlottedMark.Kind
            let horizontal: Bool
        }
        var positive: [Key: Double] = [:], negative: [Key: Double] = [:]
        var result = marks
        var normalized: [(index: Int, key: Key)] = []
        for index in result.indices {
            var mark = result[index]
            guard mark.kind == .bar || mark.kind == .area else { continue }
            let horizontal = mark.kind == .bar && isHorizontal(mark)
            if horizontal ? mark.xEnd != nil : mark.yEnd != nil { continue }
            guard let value = (horizontal ? mark.x : mark.y)?.position else { continue }
            let key = Key(position: horizontal ? mark.y : mark.x, group: mark.group, kind: mark.kind, horizontal: horizontal)
            var start = 0.0
            if mark.stacking != .unstacked {
                start = value >= 0 ? positive[key, default: 0] : negative[key, default: 0]
                if value >= 0 { positive[key] = start + value } else { negative[key] = start + value }
            }
            if horizontal {
                (mark.x, mark.xEnd) = (.number(start), .number(start + value))
            } else {
                (mark.y, mark.yEnd) = (.number(start), .number(start + value))
            }
            if mark.stacking == .normalized { normalized.append((index, key)) }
            result[index] = mark
        }
        for (index, key) in normalized {
            let total = positive[key, default: 0] - negative[key, default: 0]
            guard total > 0 else { continue }
            func scale(_ value: PlotValue?) -> PlotValue? { value?.position.map { .number($0 / total) } }
            if key.horizontal {
                (result[index].x, result[index].xEnd) = (scale(result[index].x), scale(result[index].xEnd))
            } else {
                (result[index].y, result[index].yEnd) = (scale(result[index].y), scale(result[index].yEnd))
            }
        }
        return result
    }

    // MARK: Series styles

    private func seriesNumber(_ mark: PlottedMark) -> Int { mark.series.flatMap { seriesIndex[$0] } ?? 0 }

    private func color(_ mark: PlottedMark) -> Color {
        mark.color ?? palette[seriesNumber(mark) % palette.count]
    }

    /// Bar and rectangle bodies per series, so stacked series differ without color.
    private static let fills: [Character] = ["█", "▓", "▒", "░"]
    /// Dash patterns of lines per series: which dots along the line are drawn.
    private static let dashes: [[Bool]] = [[true], [true, true, true, false, false], [true, false], [true, true, true, true, false, true, false]]
    /// Legend samples of the dash patterns.
    private static let dashSamples = ["──", "╌╌", "┄┄", "─·"]
    private static let symbols = BasicChartSymbolShape.allCases

    /// Whether an area of a series fills the dot at (x, y): every dot for the first series, a
    /// pattern for the others.
    private static func fills(series: Int, x: Int, y: Int) -> Bool {
        switch series % 4 {
        case 0: true
        case 1: (x + y) % 2 == 0
        case 2: y % 2 == 0
        default: x % 2 == 0
        }
    }

    private func symbol(_ mark: PlottedMark) -> BasicChartSymbolShape {
        if let symbol = mark.symbol { return symbol }
        if let key = mark.symbolKey, let index = symbolIndex[key] { return Self.symbols[index % Self.symbols.count] }
        return Self.symbols[seriesNumber(mark) % Self.symbols.count]
    }

    /// What the legend shows for a series: the look of its first mark.
    private func sample(for name: String) -> String {
        let index = seriesIndex[name] ?? 0
        guard let mark = marks.first(where: { $0.series == name }) else { return "■" }
        switch mark.kind {
        case .bar, .rectangle: return String(Self.fills[index % Self.fills.count])
        case .line, .rule: return Self.dashSamples[index % Self.dashSamples.count]
        case .point: return symbol(mark).glyph
        case .area:
            var dots: UInt8 = 0
            for y in 0..<4 { for x in 0..<2 where Self.fills(series: index, x: x, y: y) { dots |= [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]][y][x] } }
            return String(ChartGrid.braille(dots))
        }
    }

    // MARK: Rendering

    /// The chart drawn in `width` × `height` cells, as runs of colored text.
    func render(width: Int, height: Int) -> [PaintedRun] {
        guard width > 0, height > 0 else { return [] }
        var grid = ChartGrid(width: width, height: height)

        // The legend: rows of "sample name" items at the bottom, as many as fit whole.
        var legend: [[(sample: String, name: String, color: Color)]] = []
        if configuration.legend != .hidden, !series.isEmpty, height >= 3 {
            var row: [(sample: String, name: String, color: Color)] = [], used = 0
            for (index, name) in series.enumerated() {
                let item = (sample: sample(for: name), name: name, color: palette[index % palette.count])
                let itemWidth = item.sample.count + 1 + name.count
                if !row.isEmpty, used + 2 + itemWidth > width {
                    legend.append(row)
                    (row, used) = ([], 0)
                }
                used += (row.isEmpty ? 0 : 2) + itemWidth
                row.append(item)
            }
            legend.append(row)
            legend = Array(legend.prefix(max(1, height / 4)))
        }

        var xValues: [PlotValue] = [], yValues: [PlotValue] = []
        xValues.reserveCapacity(marks.count)
        yValues.reserveCapacity(marks.count)
        for mark in marks {
            if let value = mark.x { xValues.append(value) }
            if let value = mark.xEnd { xValues.append(value) }
            if let value = mark.y { yValues.append(value) }
            if let value = mark.yEnd { yValues.append(value) }
        }
        var xScale = ChartScale(values: xValues, domain: configuration.x.domain)
        var yScale = ChartScale(values: yValues, domain: configuration.y.domain, startsAtFarEnd: true)
        let hasX = !xValues.isEmpty, hasY = !yValues.isEmpty
        let showsX = configuration.x.visibility != .hidden && hasX && height - legend.count >= 4
        let plotHeight = height - legend.count - (showsX ? 2 : 0)
        let xOnTop = showsX && configuration.x.marks.position == .top
        let plotTop = xOnTop ? 2 : 0

        // The y axis: ticks on distinct rows with a row between labels.
        var yTicks: [(row: Int, label: String)] = []
        let showsY = configuration.y.visibility != .hidden && hasY && plotHeight >= 1
        if showsY {
            let values = yScale.ticks(maxCount: max(2, (plotHeight + 1) / 2), values: configuration.y.marks.values)
            let step = Self.step(of: values)
            let placed = values.compactMap { value -> (row: Int, label: String)? in
                if let band = yScale.band(of: value) {
                    return (Self.bandCenter(band, count: yScale.categories.count, length: plotHeight), value.category)
                }
                guard let fraction = yScale.fraction(value), fraction >= -1e-9, fraction <= 1 + 1e-9 else { return nil }
                return (Self.row(fraction, height: plotHeight), yScale.label(for: value, step: step))
            }
            // Numbers keep a row between labels; categories, each on its own row, may touch.
            let gap = yScale.kind == .category ? 1 : 2
            for tick in placed.sorted(by: { $0.row < $1.row }) where yTicks.last.map({ tick.row >= $0.row + gap }) ?? true {
                yTicks.append(tick)
            }
        }
        let labelWidth = yTicks.map(\.label.count).max() ?? 0
        let yLeading = configuration.y.marks.position == .leading
        let yAxisWidth = showsY && width - labelWidth - 2 >= 2 ? labelWidth + 2 : 0
        let plotWidth = width - yAxisWidth
        let plotLeft = yLeading ? yAxisWidth : 0
        guard plotWidth > 0, plotHeight > 0 else { return drawLegend(legend, into: &grid) }

        let plot = Plot(left: plotLeft, top: plotTop, width: plotWidth, height: plotHeight, xScale: xScale, yScale: yScale)
        for mark in marks where mark.kind != .line { draw(mark, in: plot, into: &grid) }
        drawLines(in: plot, into: &grid)

        // Axis lines, ticks and labels, drawn over the plot's edge.
        if yAxisWidth > 0 {
            let column = yLeading ? yAxisWidth - 1 : plotWidth
            for row in 0..<plotHeight { grid.put("│", column: column, row: plotTop + row, color: axisColor) }
            for tick in yTicks {
                grid.put(yLeading ? "┤" : "├", column: column, row: plotTop + tick.row, color: axisColor)
                let labelColumn = yLeading ? labelWidth - tick.label.count : column + 2
                grid.write(tick.label, column: labelColumn, row: plotTop + tick.row, color: nil)
            }
        }
        if showsX {
            let lineRow = xOnTop ? 1 : plotTop + plotHeight
            let labelRow = xOnTop ? 0 : lineRow + 1
            for column in 0..<plotWidth { grid.put("─", column: plotLeft + column, row: lineRow, color: axisColor) }
            if yAxisWidth > 0 {
                let corner: Character = switch (yLeading, xOnTop) {
                case (true, false): "└"
                case (false, false): "┘"
                case (true, true): "┌"
                case (false, true): "┐"
                }
                grid.put(corner, column: yLeading ? yAxisWidth - 1 : plotWidth, row: lineRow, color: axisColor)
            }
            let values = xScale.ticks(maxCount: max(2, plotWidth / 6), values: configuration.x.marks.values)
            let step = Self.step(of: values)
            let band = xScale.kind == .category ? Double(plotWidth) / Double(max(1, xScale.categories.count)) : 0
            var end = -1
            for value in values {
                guard let fraction = xScale.fraction(value), fraction >= -1e-9, fraction <= 1 + 1e-9 else { continue }
                let column = plotLeft + (xScale.band(of: value).map { Self.bandCenter($0, count: xScale.categories.count, length: plotWidth) }
                    ?? Self.column(fraction, width: plotWidth))
                var label = xScale.label(for: value, step: step)
                if band >= 4, label.count > Int(band) - 1 { label = String(label.prefix(Int(band) - 2)) + "…" }
                let start = min(max(0, column - (label.count - 1) / 2), width - label.count)
                grid.put(xOnTop ? "┴" : "┬", column: column, row: lineRow, color: axisColor)
                guard start > end, start >= 0 else { continue }
                grid.write(label, column: start, row: labelRow, color: nil)
                end = start + label.count
            }
        }
        return drawLegend(legend, into: &grid)
    }

    private func drawLegend(_ legend: [[(sample: String, name: String, color: Color)]], into grid: inout ChartGrid) -> [PaintedRun] {
        for (offset, row) in legend.enumerated() {
            var column = 0
            let line = grid.height - legend.count + offset
            for item in row {
                grid.write(item.sample, column: column, row: line, color: item.color)
                column += item.sample.count + 1
                grid.write(item.name, column: column, row: line, color: nil)
                column += item.name.count + 2
            }
        }
        return grid.runs()
    }

    /// The distance between the first two ticks, for their labels' precision.
    private static func step(of values: [PlotValue]) -> Double {
        guard values.count > 1, let first = values[0].position, let second = values[1].position else { return 0 }
        return second - first
    }

    /// The plot row (from the top) of a fraction of its height.
    static func row(_ fraction: Double, height: Int) -> Int {
        min(height - 1, max(0, Int(((1 - fraction) * Double(height * 4 - 1)).rounded()) / 4))
    }

    /// The plot column of a fraction of its width.
    static func column(_ fraction: Double, width: Int) -> Int {
        min(width - 1, max(0, Int((fraction * Double(width * 2 - 1)).rounded()) / 2))
    }

    // MARK: Marks

    /// Where the plot lies in the grid and how values map to it.
    struct Plot {
        let left: Int, top: Int, width: Int, height: Int
        let xScale: ChartScale, yScale: ChartScale

        /// The dot column (from the grid's left) of an x value.
        func dotX(_ value: PlotValue?) -> Double? {
            guard let value, let fraction = xScale.fraction(value) else { return nil }
            return Double(left * 2) + fraction * Double(width * 2 - 1)
        }

        /// The dot row (from the grid's top) of a y value.
        func dotY(_ value: PlotValue?) -> Double? {
            guard let value, let fraction = yScale.fraction(value) else { return nil }
            return Double(top * 4) + (1 - fraction) * Double(height * 4 - 1)
        }
    }

    private func draw(_ mark: PlottedMark, in plot: Plot, into grid: inout ChartGrid) {
        let color = color(mark)
        switch mark.kind {
        case .bar: drawBar(mark, in: plot, color: color, into: &grid)
        case .point:
            guard let x = plot.dotX(mark.x), let y = plot.dotY(mark.y) else { return }
            grid.put(Character(symbol(mark).glyph), column: Int(x.rounded()) / 2, row: Int(y.rounded()) / 4, color: color)
        case .rule: drawRule(mark, in: plot, color: color, into: &grid)
        case .rectangle: drawRectangle(mark, in: plot, color: color, into: &grid)
        case .area, .line: break
        }
    }

    /// The cells of a category's band: the bands tile the length.
    static func tile(_ band: Int, count: Int, length: Int) -> Range<Int> {
        let size = Double(length) / Double(max(1, count))
        let lower = Int((Double(band) * size).rounded())
        return lower..<max(lower + 1, Int((Double(band + 1) * size).rounded()))
    }

    /// The middle cell of a category's band, where its tick and its bar's middle are.
    static func bandCenter(_ band: Int, count: Int, length: Int) -> Int {
        let cells = tile(band, count: count, length: length)
        return min(length - 1, cells.lowerBound + (cells.count - 1) / 2)
    }

    /// Cells of the band of a category along a length (`widthShare` of it, centered), or the cell
    /// of a position.
    private static func span(band: Int?, count: Int, length: Int, fraction: Double?, widthShare: Double) -> Range<Int>? {
        if let band {
            let cells = tile(band, count: count, length: length)
            var extent = max(1, Int((Double(cells.count) * widthShare).rounded()))
            // As many cells on either side, so the bar's middle is the band's.
            if (cells.count - extent) % 2 == 1 { extent += extent < cells.count ? 1 : -1 }
            let start = cells.lowerBound + (cells.count - extent) / 2
            return start..<min(length, start + max(1, extent))
        }
        guard let fraction, fraction >= -1e-9, fraction <= 1 + 1e-9 else { return nil }
        let cell = Int((fraction * Double(length * 2 - 1)).rounded()) / 2
        return cell..<(cell + 1)
    }

    private func groups(at position: PlotValue?, horizontal: Bool) -> [String] {
        var names: [String] = []
        for mark in marks where mark.kind == .bar && Self.isHorizontal(mark) == horizontal && (horizontal ? mark.y : mark.x) == position {
            if let group = mark.group, !names.contains(group) { names.append(group) }
        }
        return names
    }

    private func drawBar(_ mark: PlottedMark, in plot: Plot, color: Color, into grid: inout ChartGrid) {
        let horizontal = Self.isHorizontal(mark)
        let fill = Self.fills[seriesNumber(mark) % Self.fills.count]
        let (positionScale, valueScale) = horizontal ? (plot.yScale, plot.xScale) : (plot.xScale, plot.yScale)
        let (positionLength, valueLength) = horizontal ? (plot.height, plot.width) : (plot.width, plot.height)
        let position = horizontal ? mark.y : mark.x
        guard let position, var cells = Self.span(band: positionScale.band(of: position), count: positionScale.categories.count,
                                                   length: positionLength, fraction: positionScale.fraction(position), widthShare: 0.6),
              let start = (horizontal ? mark.x : mark.y).flatMap(valueScale.fraction),
              let end = (horizontal ? mark.xEnd : mark.yEnd).flatMap(valueScale.fraction) else { return }
        if let group = mark.group {
            let names = groups(at: position, horizontal: horizontal)
            let share = max(1, cells.count / max(1, names.count))
            let first = cells.lowerBound + (names.firstIndex(of: group) ?? 0) * share
            cells = first..<min(cells.upperBound, first + share)
            if cells.isEmpty { return }
        }
        // Eighths of a cell from the plot's bottom (or left): the far end is exact, the near end
        // whole cells, so stacked segments meet without a gap.
        let low = Int((min(start, end) * Double(valueLength)).rounded()) * 8
        let high = Int((max(start, end) * Double(valueLength * 8)).rounded())
        let partials: [Character] = horizontal ? ["▏", "▎", "▍", "▌", "▋", "▊", "▉"] : ["▁", "▂", "▃", "▄", "▅", "▆", "▇"]
        var step = max(0, low / 8)
        while step * 8 < high, step < valueLength {
            let filled = min(8, high - step * 8)
            let glyph = filled == 8 ? fill : partials[filled - 1]
            for cell in cells {
                if horizontal {
                    grid.put(glyph, column: plot.left + step, row: plot.top + cell, color: color)
                } else {
                    grid.put(glyph, column: plot.left + cell, row: plot.top + plot.height - 1 - step, color: color)
                }
            }
            step += 1
        }
    }

    private func drawRule(_ mark: PlottedMark, in plot: Plot, color: Color, into grid: inout ChartGrid) {
        if let y = plot.dotY(mark.y), mark.yEnd == nil {
            let row = Int(y.rounded()) / 4
            let from = plot.dotX(mark.x).map { Int($0.rounded()) / 2 } ?? plot.left
            let to = plot.dotX(mark.xEnd).map { Int($0.rounded()) / 2 } ?? (plot.left + plot.width - 1)
            for column in min(from, to)...max(from, to) { grid.put("─", column: column, row: row, color: color) }
        } else if let x = plot.dotX(mark.x) {
            let column = Int(x.rounded()) / 2
            let from = plot.dotY(mark.y).map { Int($0.rounded()) / 4 } ?? plot.top
            let to = plot.dotY(mark.yEnd).map { Int($0.rounded()) / 4 } ?? (plot.top + plot.height - 1)
            for row in min(from, to)...max(from, to) { grid.put("│", column: column, row: row, color: color) }
        }
    }

    private func drawRectangle(_ mark: PlottedMark, in plot: Plot, color: Color, into grid: inout ChartGrid) {
        func cells(_ scale: ChartScale, _ start: PlotValue?, _ end: PlotValue?, length: Int, flipped: Bool) -> Range<Int>? {
            guard let start else { return nil }
            if let end, let a = scale.fraction(start), let b = scale.fraction(end) {
                let low = Self.column(min(a, b), width: length), high = Self.column(max(a, b), width: length)
                return flipped ? (length - 1 - high)..<(length - low) : low..<(high + 1)
            }
            let range = Self.span(band: scale.band(of: start), count: scale.categories.count, length: length,
                                  fraction: scale.fraction(start), widthShare: 1)
            guard let range, flipped else { return range }
            return scale.kind == .category ? range : (length - range.upperBound)..<(length - range.lowerBound)
        }
        guard let columns = cells(plot.xScale, mark.x, mark.xEnd, length: plot.width, flipped: false),
              let rows = cells(plot.yScale, mark.y, mark.yEnd, length: plot.height, flipped: true) else { return }
        let fill = Self.fills[seriesNumber(mark) % Self.fills.count]
        for row in rows {
            for column in columns { grid.put(fill, column: plot.left + column, row: plot.top + row, color: color) }
        }
    }

    // MARK: Lines and areas

    /// Each series' points in order, for lines and areas.
    /// Each path's points in order, for lines and areas: one path per series, and per
    /// `LineMark(x:y:series:)` value within it.
    private func paths(of kind: PlottedMark.Kind) -> [(marks: [PlottedMark], series: Int)] {
        struct Key: Hashable {
            let series: Int
            let line: String?
        }
        var paths: [Key: [PlottedMark]] = [:], order: [Key] = []
        for mark in marks where mark.kind == kind {
            let key = Key(series: seriesNumber(mark), line: mark.line)
            if paths[key] == nil { order.append(key) }
            paths[key, default: []].append(mark)
        }
        return order.map { (paths[$0]!, $0.series) }
    }

    private func drawLines(in plot: Plot, into grid: inout ChartGrid) {
        for (path, series) in paths(of: .area) { drawArea(path, series: series, in: plot, into: &grid) }
        for (path, series) in paths(of: .line) {
            let color = color(path[0])
            let points = path.compactMap { mark in plot.dotX(mark.x).flatMap { x in plot.dotY(mark.y).map { (x, $0) } } }
            var pen = DashedPen(pattern: Self.dashes[series % Self.dashes.count], color: color)
            for segment in Self.interpolated(points, method: path[0].interpolation) {
                pen.line(from: segment.0, to: segment.1, into: &grid)
            }
            if points.count == 1 { pen.line(from: points[0], to: points[0], into: &grid) }
            for mark in path where mark.symbol != nil || mark.symbolKey != nil {
                guard let x = plot.dotX(mark.x), let y = plot.dotY(mark.y) else { continue }
                grid.put(Character(symbol(mark).glyph), column: Int(x.rounded()) / 2, row: Int(y.rounded()) / 4, color: color)
            }
        }
    }

    /// The straight segments that draw a path with an interpolation method.
    static func interpolated(_ points: [(Double, Double)], method: InterpolationMethod) -> [((Double, Double), (Double, Double))] {
        var segments: [((Double, Double), (Double, Double))] = []
        segments.reserveCapacity(points.count)
        for index in points.indices.dropLast() {
            let (a, b) = (points[index], points[index + 1])
            switch method.kind {
            case .linear:
                segments.append((a, b))
            case .stepStart:
                segments.append((a, (a.0, b.1)))
                segments.append(((a.0, b.1), b))
            case .stepEnd:
                segments.append((a, (b.0, a.1)))
                segments.append(((b.0, a.1), b))
            case .stepCenter:
                let middle = (a.0 + b.0) / 2
                segments.append((a, (middle, a.1)))
                segments.append(((middle, a.1), (middle, b.1)))
                segments.append(((middle, b.1), b))
            case .curve:
                // A Catmull-Rom spline, sampled about once per dot along the segment.
                let p0 = index > 0 ? points[index - 1] : a, p3 = index + 2 < points.count ? points[index + 2] : b
                let samples = max(1, Int(max(abs(b.0 - a.0), abs(b.1 - a.1)).rounded(.up)))
                var previous = a
                for sample in 1...samples {
                    let t = Double(sample) / Double(samples)
                    func spline(_ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double) -> Double {
                        0.5 * (2 * v1 + (-v0 + v2) * t + (2 * v0 - 5 * v1 + 4 * v2 - v3) * t * t + (-v0 + 3 * v1 - 3 * v2 + v3) * t * t * t)
                    }
                    let next = (spline(p0.0, a.0, b.0, p3.0), spline(p0.1, a.1, b.1, p3.1))
                    segments.append((previous, next))
                    previous = next
                }
            }
        }
        return segments
    }

    private func drawArea(_ path: [PlottedMark], series: Int, in plot: Plot, into grid: inout ChartGrid) {
        let color = color(path[0])
        let baseline = plot.dotY(.number(0)) ?? Double(plot.top * 4 + plot.height * 4 - 1)
        let points: [(x: Double, top: Double, bottom: Double)] = path.compactMap { mark in
            guard let x = plot.dotX(mark.x), let top = plot.dotY(mark.yEnd ?? mark.y) else { return nil }
            let bottom = mark.yEnd == nil ? baseline : plot.dotY(mark.y) ?? baseline
            return (x, top, bottom)
        }
        let maxRow = plot.top * 4 + plot.height * 4 - 1
        func fillColumn(_ x: Int, top: Double, bottom: Double) {
            let high = max(plot.top * 4, Int(min(top, bottom).rounded())), low = min(maxRow, Int(max(top, bottom).rounded()))
            guard high <= low else { return }
            grid.dot(x: x, y: Int(top.rounded()), color: color)
            for y in high...low where Self.fills(series: series, x: x, y: y) { grid.dot(x: x, y: y, color: color) }
        }
        if points.count == 1 { fillColumn(Int(points[0].x.rounded()), top: points[0].top, bottom: points[0].bottom) }
        for (a, b) in zip(points, points.dropFirst()) {
            let from = Int(a.x.rounded()), to = Int(b.x.rounded())
            guard from != to else { fillColumn(from, top: a.top, bottom: a.bottom); continue }
            for x in min(from, to)...max(from, to) {
                let t = Double(x - from) / Double(to - from)
                fillColumn(x, top: a.top + (b.top - a.top) * t, bottom: a.bottom + (b.bottom - a.bottom) * t)
            }
        }
        var pen = DashedPen(pattern: [true], color: color)
        for (a, b) in zip(points, points.dropFirst()) { pen.line(from: (a.x, a.top), to: (b.x, b.top), into: &grid) }
    }
}

/// Draws dotted lines in a dash pattern that continues from one segment to the next.
struct DashedPen {
    let pattern: [Bool]
    let color: Color
    private var step = 0
    /// The last dot drawn, so joined segments do not count it twice.
    private var last: (Int, Int)?

    init(pattern: [Bool], color: Color) {
        self.pattern = pattern
        self.color = color
    }

    /// A line from one dot position to another (Bresenham's).
    mutating func line(from: (Double, Double), to: (Double, Double), into grid: inout ChartGrid) {
        var x = Int(from.0.rounded()), y = Int(from.1.rounded())
        let x1 = Int(to.0.rounded()), y1 = Int(to.1.rounded())
        let dx = abs(x1 - x), dy = -abs(y1 - y), sx = x < x1 ? 1 : -1, sy = y < y1 ? 1 : -1
        var error = dx + dy
        while true {
            if last.map({ $0 != (x, y) }) ?? true {
                if pattern[step % pattern.count] { grid.dot(x: x, y: y, color: color) }
                step += 1
                last = (x, y)
            }
            if x == x1, y == y1 { break }
            let doubled = 2 * error
            if doubled >= dy { error += dy; x += sx }
            if doubled <= dx { error += dx; y += sy }
        }
    }
}
