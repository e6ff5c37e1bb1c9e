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
    let marks: MarkTable
    let configuration: ChartConfiguration
    let palette: [Color]
    let axisColor: Color
    /// The series of `foregroundStyle(by:)`, in order of first appearance.
    let series: [ChartName]
    let seriesIndex: [ChartName: Int]
    /// The categories of `symbol(by:)`, in order of first appearance.
    let symbolIndex: [ChartName: Int]
    /// Whether some mark has a symbol, or a line name from `LineMark(x:y:series:)`: most long
    /// lines have neither, and their drawing skips looking.
    let hasSymbols: Bool, hasLineNames: Bool
    /// The scales of the marks' values, before the axes round them to their ticks.
    let xScale: ChartScale, yScale: ChartScale

    init(marks: MarkTable, configuration: ChartConfiguration, palette: [Color], axisColor: Color) {
        self.configuration = configuration
        self.palette = palette.isEmpty ? [.blue] : palette
        self.axisColor = axisColor
        var series: [ChartName] = [], seriesIndex: [ChartName: Int] = [:], symbolIndex: [ChartName: Int] = [:]
        var hasSymbols = false, hasLineNames = false
        // Names and symbols are details: a chart whose marks have none skips looking.
        for index in marks.hasDetails ? marks.indices : 0..<0 {
            guard let details = marks.details(at: index) else { continue }
            if let name = details.series, seriesIndex[name] == nil {
                seriesIndex[name] = series.count
                series.append(name)
            }
            if let key = details.symbolKey, symbolIndex[key] == nil { symbolIndex[key] = symbolIndex.count }
            if details.symbol != nil || details.symbolKey != nil { hasSymbols = true }
            if details.line != nil { hasLineNames = true }
        }
        self.hasSymbols = hasSymbols
        self.hasLineNames = hasLineNames
        self.series = series
        self.seriesIndex = seriesIndex
        self.symbolIndex = symbolIndex
        // One pass over the rows for both scales; stacking, which only bars and areas have,
        // changes values, so a chart with some takes a second after it.
        var extents = marks.extents()
        if extents.stacks {
            self.marks = Self.stacked(marks)
            extents = self.marks.extents()
        } else {
            self.marks = marks
        }
        xScale = ChartScale(marks: self.marks, channel: .x, rows: extents.x, domain: configuration.x.domain)
        yScale = ChartScale(marks: self.marks, channel: .y, rows: extents.y, domain: configuration.y.domain, startsAtFarEnd: true)
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
    static func stacked(_ marks: MarkTable) -> MarkTable {
        struct Key: Hashable {
            let position: PlotValue?
            let group: ChartName?
            let kind: PlottedMark.Kind
            let horizontal: Bool
        }
        var positive: [Key: Double] = [:], negative: [Key: Double] = [:]
        var result = marks
        var normalized: [(index: Int, key: Key)] = []
        for index in result.indices where result.rows[index].kind == .bar || result.rows[index].kind == .area {
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

    /// The series number of the mark at `index`, without copying the mark.
    func seriesNumber(at index: Int) -> Int { marks.details(at: index)?.series.flatMap { seriesIndex[$0] } ?? 0 }

    func color(_ mark: PlottedMark) -> Color {
        mark.color ?? palette[seriesNumber(mark) % palette.count]
    }

    /// The color of the mark at `index`, without copying the mark.
    func color(at index: Int) -> Color {
        marks.details(at: index)?.color ?? palette[seriesNumber(at: index) % palette.count]
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
    func sample(for name: ChartName) -> String {
        let index = seriesIndex[name] ?? 0
        guard let first = marks.indices.first(where: { marks.details(at: $0)?.series == name }) else { return "■" }
        let mark = marks[first]
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
    @MainActor
    func render(width: Int, height: Int) -> Painting {
        guard width > 0, height > 0 else { return Painting() }
        var grid = ChartGrid(width: width, height: height)

        // The legend: rows of "sample name" items at the bottom, as many as fit whole.
        var legend: [[(sample: String, name: String, color: Color)]] = []
        if configuration.legend != .hidden, !series.isEmpty, height >= 3 {
            var row: [(sample: String, name: String, color: Color)] = [], used = 0
            for (index, series) in series.enumerated() {
                let name = marks.string(series)
                let item = (sample: sample(for: series), name: name, color: palette[index % palette.count])
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

        var xScale = self.xScale, yScale = self.yScale
        let hasX = !xScale.isEmpty, hasY = !yScale.isEmpty
        let xSets = configuration.x.marks, ySets = configuration.y.marks
        let xPosition = xSets.lazy.map(\.position).first { $0 != .automatic } ?? .automatic
        let yPosition = ySets.lazy.map(\.position).first { $0 != .automatic } ?? .automatic
        let xMaxCount = { (plotWidth: Int) in max(2, plotWidth / 6) }
        let showsX = configuration.x.visibility != .hidden && hasX && height - legend.count >= 4
            && Self.drawsAxisLine(xSets, scale: xScale, maxCount: xMaxCount(width))
        let plotHeight = height - legend.count - (showsX ? 2 : 0)
        let xOnTop = showsX && xPosition == .top
        let plotTop = xOnTop ? 2 : 0

        // The y axis: values on distinct rows, with a row between number labels; a value whose
        // label would touch the one above is left out.
        var yEntries: [AxisEntry] = []
        if configuration.y.visibility != .hidden && hasY && plotHeight >= 1 {
            let placed = Self.entries(ySets, scale: &yScale, maxCount: max(2, (plotHeight + 1) / 2), widening: true) { yScale, value, fraction in
                if let band = yScale.band(of: value) { return Self.bandCenter(band, count: yScale.categories.count, length: plotHeight) }
                return Self.row(fraction, height: plotHeight)
            }
            // Numbers keep a row between labels; categories, each on its own row, may touch.
            let gap = yScale.kind == .category ? 1 : 2
            var lastLabel = Int.min
            for entry in placed {
                if entry.label != nil {
                    guard entry.position >= lastLabel + gap else { continue }
                    lastLabel = entry.position
                }
                yEntries.append(entry)
            }
        }
        let labelWidth = yEntries.compactMap { $0.label?.count }.max() ?? 0
        let showsYLine = yEntries.contains { $0.tick || $0.label != nil }
        let yLeading = yPosition == .leading
        let yAxisWidth = showsYLine && width - labelWidth - 2 >= 2 ? labelWidth + 2 : 0
        let plotWidth = width - yAxisWidth
        let plotLeft = yLeading ? yAxisWidth : 0
        guard plotWidth > 0, plotHeight > 0 else { return drawLegend(legend, into: &grid) }

        var xEntries: [AxisEntry] = []
        if configuration.x.visibility != .hidden && hasX {
            xEntries = Self.entries(xSets, scale: &xScale, maxCount: xMaxCount(plotWidth), widening: false) { xScale, value, fraction in
                xScale.band(of: value).map { Self.bandCenter($0, count: xScale.categories.count, length: plotWidth) }
                    ?? Self.column(fraction, width: plotWidth)
            }
        }

        // The marks, on the y scale as its axis rounded it.
        let plot = Plot(left: plotLeft, top: plotTop, width: plotWidth, height: plotHeight, xScale: xScale, yScale: yScale)
        for index in marks.indices where marks.rows[index].kind != .line && marks.rows[index].kind != .area { draw(marks[index], in: plot, into: &grid) }
        drawLines(in: plot, into: &grid)


        // Grid lines behind the marks: only in cells the marks left empty.
        for entry in yEntries where entry.grid {
            for column in plotLeft..<(plotLeft + plotWidth) where grid.isEmpty(column: column, row: plotTop + entry.position) {
                grid.put("┈", column: column, row: plotTop + entry.position, color: axisColor)
            }
        }
        for entry in xEntries where entry.grid {
            for row in plotTop..<(plotTop + plotHeight) where grid.isEmpty(column: plotLeft + entry.position, row: row) {
                grid.put("┊", column: plotLeft + entry.position, row: row, color: axisColor)
            }
        }

        // Axis lines, ticks and labels, drawn over the plot's edge.
        if yAxisWidth > 0 {
            let column = yLeading ? yAxisWidth - 1 : plotWidth
            for row in 0..<plotHeight { grid.put("│", column: column, row: plotTop + row, color: axisColor) }
            for entry in yEntries {
                if entry.tick || entry.label != nil {
                    grid.put(yLeading ? "┤" : "├", column: column, row: plotTop + entry.position, color: axisColor)
                }
                guard let label = entry.label else { continue }
                let labelColumn = yLeading ? labelWidth - label.count : column + 2
                grid.write(label, column: labelColumn, row: plotTop + entry.position, color: nil)
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
            let band = xScale.kind == .category ? Double(plotWidth) / Double(max(1, xScale.categories.count)) : 0
            // A label that would touch the one before it is left out; its tick stays.
            var end = -1
            for entry in xEntries {
                let column = plotLeft + entry.position
                if entry.tick || entry.label != nil { grid.put(xOnTop ? "┴" : "┬", column: column, row: lineRow, color: axisColor) }
                guard var label = entry.label else { continue }
                if band >= 4, label.count > Int(band) - 1 { label = String(label.prefix(Int(band) - 2)) + "…" }
                let start = min(max(0, column - (label.count - 1) / 2), width - label.count)
                guard start > end, start >= 0 else { continue }
                grid.write(label, column: start, row: labelRow, color: nil)
                end = start + label.count
            }
        }
        return drawLegend(legend, into: &grid)
    }

    func drawLegend(_ legend: [[(sample: String, name: String, color: Color)]], into grid: inout ChartGrid) -> Painting {
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
        return grid.painting()
    }

    /// What an axis draws at one value: at a row (y) or column (x) of the plot.
    struct AxisEntry {
        var position: Int
        var label: String?
        var tick = false
        var grid = false
    }

    /// The entries of an axis's mark sets, in order of position: the values each set marks
    /// within the scale and what its content draws at them. `place` gives the row or column of
    /// a value and its fraction of the scale.
    @MainActor
    static func entries(_ sets: [AxisMarkSet], scale: inout ChartScale, maxCount: Int, widening: Bool,
                        place: (ChartScale, PlotValue, Double) -> Int) -> [AxisEntry] {
        var entries: [AxisEntry] = []
        for set in sets {
            let values = scale.ticks(maxCount: maxCount, values: set.values, widening: widening)
            let step = step(of: values)
            for (index, value) in values.enumerated() {
                guard let fraction = scale.fraction(value), fraction >= -1e-9, fraction <= 1 + 1e-9 else { continue }
                var entry = AxisEntry(position: place(scale, value, fraction))
                for element in set.elements(at: AxisValue(value: value, index: index, count: values.count)) {
                    switch element {
                    case .gridLine: entry.grid = true
                    case .tick: entry.tick = true
                    case .label(let text):
                        let automatic = scale.label(for: value, step: step)
                        switch text {
                        case .automatic: entry.label = automatic
                        case .format(let format): entry.label = format(value) ?? automatic
                        case .fixed(let fixed): entry.label = fixed
                        }
                    }
                }
                entries.append(entry)
            }
        }
        // Stable, so entries of one position keep the order of their sets.
        return entries.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
    }

    /// Whether an axis draws its line: some value of its sets has a tick or a label.
    @MainActor
    static func drawsAxisLine(_ sets: [AxisMarkSet], scale: ChartScale, maxCount: Int) -> Bool {
        for set in sets {
            if set.content == nil { return true }
            var scale = scale
            let values = scale.ticks(maxCount: maxCount, values: set.values, widening: false)
            for (index, value) in values.enumerated() {
                let elements = set.elements(at: AxisValue(value: value, index: index, count: values.count))
                if elements.contains(where: { if case .gridLine = $0 { false } else { true } }) { return true }
            }
        }
        return false
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
