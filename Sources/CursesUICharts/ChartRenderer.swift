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
    let marks: [PlottedMark]
    let configuration: ChartConfiguration
    let palette: [Color]
    let axisColor: Color
    /// The series of `foregroundStyle(by:)`, in order of first appearance.
    let series: [String]
    let seriesIndex: [String: Int]
    /// The categories of `symbol(by:)`, in order of first appearance.
    let symbolIndex: [String: Int]

    init(marks: [PlottedMark], configuration: ChartConfiguration, palette: [Color], axisColor: Color) {
        self.configuration = configuration
        self.palette = palette.isEmpty ? [.blue] : palette
        self.axisColor = axisColor
        var series: [String] = [], seriesIndex: [String: Int] = [:], symbolIndex: [String: Int] = [:]
        // By index: iterating would copy every (large) mark.
        for index in marks.indices {
            if let name = marks[index].series, seriesIndex[name] == nil {
                seriesIndex[name] = series.count
                series.append(name)
            }
            if let key = marks[index].symbolKey, symbolIndex[key] == nil { symbolIndex[key] = symbolIndex.count }
        }
        self.series = series
        self.seriesIndex = seriesIndex
        self.symbolIndex = symbolIndex
        self.marks = Self.stacked(marks)
    }

    // MARK: Stacking

    /// Whether a bar lies along x (its category or position is on y).
    static func isHorizontal(_ mark: PlottedMark) -> Bool {
        if mark.xEnd != nil { return true }
        if mark.yEnd != nil { return false }
        if case .category = mark.y, mark.x?.position != nil { return true }
        return false
    }

    /// Gives every bar and area a start and an end on its value axis: from zero, or stacked on
    /// the marks before it at the same position (and group).
    static func stacked(_ marks: [PlottedMark]) -> [PlottedMark] {
        struct Key: Hashable {
            let position: PlotValue?
            let group: String?
            let kind: PlottedMark.Kind
            let horizontal: Bool
        }
        var positive: [Key: Double] = [:], negative: [Key: Double] = [:]
        var result = marks
        var normalized: [(index: Int, key: Key)] = []
        for index in result.indices where result[index].kind == .bar || result[index].kind == .area {
            var mark = result[index]
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

    func seriesNumber(_ mark: PlottedMark) -> Int { mark.series.flatMap { seriesIndex[$0] } ?? 0 }

    func color(_ mark: PlottedMark) -> Color {
        mark.color ?? palette[seriesNumber(mark) % palette.count]
    }

    /// Bar and rectangle bodies per series, so stacked series differ without color.
    static let fills: [Character] = ["█", "▓", "▒", "░"]
    /// Dash patterns of lines per series: which dots along the line are drawn.
    static let dashes: [[Bool]] = [[true], [true, true, true, false, false], [true, false], [true, true, true, true, false, true, false]]
    /// Legend samples of the dash patterns.
    static let dashSamples = ["──", "╌╌", "┄┄", "─·"]
    static let symbols = BasicChartSymbolShape.allCases

    /// Whether an area of a series fills the dot at (x, y): every dot for the first series, a
    /// pattern for the others.
    static func fills(series: Int, x: Int, y: Int) -> Bool {
        switch series % 4 {
        case 0: true
        case 1: (x + y) % 2 == 0
        case 2: y % 2 == 0
        default: x % 2 == 0
        }
    }

    func symbol(_ mark: PlottedMark) -> BasicChartSymbolShape {
        if let symbol = mark.symbol { return symbol }
        if let key = mark.symbolKey, let index = symbolIndex[key] { return Self.symbols[index % Self.symbols.count] }
        return Self.symbols[seriesNumber(mark) % Self.symbols.count]
    }

    /// What the legend shows for a series: the look of its first mark.
    func sample(for name: String) -> String {
        let index = seriesIndex[name] ?? 0
        guard let mark = marks.first(where: { $0.series == name }) else { return "■" }
        switch mark.kind {
        case .bar, .rectangle: return String(Self.fills[index % Self.fills.count])
        case .line, .rule: return Self.dashSamples[index % Self.dashSamples.count]
        case .point: return symbol(mark).glyph
        case .area:
            var dots: UInt8 = 0
            for y in 0..<4 { for x in 0..<2 where Self.fills(series: index, x: x, y: y) { dots |= ChartGrid.bit(x: x, y: y) } }
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
        for index in marks.indices {
            if let value = marks[index].x { xValues.append(value) }
            if let value = marks[index].xEnd { xValues.append(value) }
            if let value = marks[index].y { yValues.append(value) }
            if let value = marks[index].yEnd { yValues.append(value) }
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
        for index in marks.indices where marks[index].kind != .line && marks[index].kind != .area { draw(marks[index], in: plot, into: &grid) }
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

    func drawLegend(_ legend: [[(sample: String, name: String, color: Color)]], into grid: inout ChartGrid) -> [PaintedRun] {
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
    static func step(of values: [PlotValue]) -> Double {
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
}
