import CursesUI

/// Bars, points, rules and rectangles: marks drawn as glyphs in cells.
extension ChartRenderer {
    /// Where the plot lies in the grid and how values map to it.
    struct Plot {
        let left: Int, top: Int, width: Int, height: Int
        let xScale: ChartScale, yScale: ChartScale

        /// The dot column (from the grid's left) of an x value.
        @inline(__always)
        func dotX(_ value: PlotValue?) -> Double? {
            guard let value, let fraction = xScale.fraction(value) else { return nil }
            return Double(left * 2) + fraction * Double(width * 2 - 1)
        }

        /// The dot row (from the grid's top) of a y value.
        @inline(__always)
        func dotY(_ value: PlotValue?) -> Double? {
            guard let value, let fraction = yScale.fraction(value) else { return nil }
            return Double(top * 4) + (1 - fraction) * Double(height * 4 - 1)
        }

        /// The dots of the marks at `path` that have both an x and a y, in order: a number or a
        /// date on a continuous scale maps straight to its dot, anything else as `dotX`/`dotY`
        /// place it.
        func dots(of path: [Int], in marks: MarkTable) -> [(Double, Double)] {
            // The maps as plain numbers, so the loop copies no scale.
            let (xMap, yMap) = (xScale.linearMap, yScale.linearMap)
            let (xLow, xSpan) = (Double(left * 2), Double(width * 2 - 1))
            let (yLow, ySpan) = (Double(top * 4), Double(height * 4 - 1))
            return [(Double, Double)](unsafeUninitializedCapacity: path.count) { points, count in
                marks.rows.withUnsafeBufferPointer { rows in
                    for index in path {
                        let row = rows[index]
                        if let xMap, let yMap, let x = xMap.fraction(row.x), let y = yMap.fraction(row.y) {
                            points[count] = (xLow + x * xSpan, yLow + (1 - y) * ySpan)
                        } else if let x = dotX(marks.value(row.x)), let y = dotY(marks.value(row.y)) {
                            points[count] = (x, y)
                        } else {
                            continue
                        }
                        count += 1
                    }
                }
            }
        }
    }

    func draw(_ mark: PlottedMark, in plot: Plot, into grid: inout ChartGrid) {
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
    static func span(band: Int?, count: Int, length: Int, fraction: Double?, widthShare: Double) -> Range<Int>? {
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

    func groups(at position: PlotValue?, horizontal: Bool) -> [ChartName] {
        var names: [ChartName] = []
        for mark in marks where mark.kind == .bar && Self.isHorizontal(mark) == horizontal && (horizontal ? mark.y : mark.x) == position {
            if let group = mark.group, !names.contains(group) { names.append(group) }
        }
        return names
    }

    func drawBar(_ mark: PlottedMark, in plot: Plot, color: Color, into grid: inout ChartGrid) {
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

    func drawRule(_ mark: PlottedMark, in plot: Plot, color: Color, into grid: inout ChartGrid) {
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

    func drawRectangle(_ mark: PlottedMark, in plot: Plot, color: Color, into grid: inout ChartGrid) {
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
}
