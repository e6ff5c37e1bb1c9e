import CursesUI

/// Lines and areas: marks drawn as braille dots along paths.
extension ChartRenderer {
    /// Each path's marks in order, by index, for lines and areas: one path per series, and per
    /// `LineMark(x:y:series:)` value within it, as indices into the marks' rows.
    func paths(of kind: PlottedMark.Kind) -> [(marks: [Int], series: Int)] {
        struct Key: Hashable {
            let series: Int
            let line: ChartName?
        }
        if seriesIndex.isEmpty, !hasLineNames {
            // One path of every mark of the kind, written straight into its storage.
            let path = [Int](unsafeUninitializedCapacity: marks.count) { path, count in
                marks.rows.withUnsafeBufferPointer { rows in
                    for index in rows.indices where rows[index].kind == kind {
                        path[count] = index
                        count += 1
                    }
                }
            }
            return path.isEmpty ? [] : [(path, 0)]
        }
        var paths: [[Int]] = [], keys: [Key] = [], position: [Key: Int] = [:]
        // The path being added to, out of `paths` while it grows: marks of a path mostly come
        // in a row, so only a change of path is looked up, and a local array grows in place.
        var current: (key: Key, position: Int)?, path: [Int] = []
        let hasSeries = !seriesIndex.isEmpty
        for index in marks.indices where marks.rows[index].kind == kind {
            let key = Key(series: hasSeries ? seriesNumber(at: index) : 0, line: marks.details(at: index)?.line)
            if let current, current.key == key {
                path.append(index)
                continue
            }
            if let current { swap(&path, &paths[current.position]) }
            let found = position[key] ?? paths.count
            if found == paths.count {
                position[key] = found
                keys.append(key)
                // Most charts have one path: room for all the marks left, once.
                if paths.isEmpty { path.reserveCapacity(marks.count - index) }
                paths.append([])
            } else {
                swap(&path, &paths[found])
            }
            path.append(index)
            current = (key, found)
        }
        if let current { swap(&path, &paths[current.position]) }
        return zip(paths, keys).map { ($0, $1.series) }
    }

    func drawLines(in plot: Plot, into grid: inout ChartGrid) {
        for (path, series) in paths(of: .area) { drawArea(path, series: series, in: plot, into: &grid) }
        for (path, series) in paths(of: .line) {
            let first = path[0]
            let color = color(at: first)
            let interpolation = marks.details(at: first)?.interpolationMethod ?? .linear
            let points = plot.dots(of: path, in: marks)
            var pen = DashedPen(pattern: Self.dashes[series % Self.dashes.count], color: grid.colorIndex(color))
            if interpolation == .linear, points.count > plot.width * 4 {
                Self.drawDense(points, with: &pen, into: &grid)
            } else {
                for segment in Self.interpolated(points, method: interpolation) {
                    pen.line(from: segment.0, to: segment.1, into: &grid)
                }
            }
            if points.count == 1 { pen.line(from: points[0], to: points[0], into: &grid) }
            guard hasSymbols else { continue }
            for index in path where marks.details(at: index).map({ $0.symbol != nil || $0.symbolKey != nil }) == true {
                let mark = marks[index]
                guard let x = plot.dotX(mark.x), let y = plot.dotY(mark.y) else { continue }
                grid.put(Character(symbol(mark).glyph), column: Int(x.rounded()) / 2, row: Int(y.rounded()) / 4, color: color)
            }
        }
    }

    /// A line of many more points than dot columns: the points of each dot column become one
    /// vertical stroke from their lowest to their highest, joined to the next column, which
    /// draws the same dots as every segment would at a fraction of the cost.
    ///
    /// With a solid pen, a join between neighbouring dot columns is worked out rather than
    /// stepped: Bresenham's line from (x, y0) to (x ± 1, y1) sets the dots from y0 to `split`
    /// in the first column and the rest in the second (see `split(from:to:)`). Each column's
    /// dots (its own stroke and its halves of both joins) are then one run, set at once.
    static func drawDense(_ points: [(Double, Double)], with pen: inout DashedPen, into grid: inout ChartGrid) {
        var column = roundedInt(points[0].0), low = points[0].1, high = points[0].1, lastY = points[0].1
        var previous: (Double, Double)?
        // A solid pen's column before this one, not set yet: the join to this one adds to it.
        var stroke: (x: Int, top: Int, bottom: Int)?
        // The column's stroke, joined to the one before; a function of its arguments, so the
        // loop's variables stay in registers.
        func flush(column: Int, low: Double, high: Double, lastY: Double, previous: inout (Double, Double)?,
                   stroke: inout (x: Int, top: Int, bottom: Int)?, pen: inout DashedPen, grid: inout ChartGrid) {
            let x = Double(column)
            defer { previous = (x, lastY) }
            guard pen.isSolid else {
                if let previous { pen.line(from: previous, to: (x, low), into: &grid) }
                pen.vertical(x: column, from: Int(low.rounded()), to: Int(high.rounded()), into: &grid)
                return
            }
            var next = (x: column, top: roundedInt(low), bottom: roundedInt(high))
            if var held = stroke, let previous {
                if abs(column - held.x) == 1 {
                    let from = roundedInt(previous.1), to = next.top
                    if from != to {
                        let split = split(from: from, to: to), direction = to < from ? -1 : 1
                        (held.top, held.bottom) = (min(held.top, split), max(held.bottom, split))
                        (next.top, next.bottom) = (min(next.top, split + direction), max(next.bottom, split + direction))
                    }
                } else {
                    pen.line(from: previous, to: (x, low), into: &grid)
                }
                grid.column(x: held.x, from: held.top, to: held.bottom, color: pen.color)
            }
            stroke = next
        }
        points.withUnsafeBufferPointer { points in
            for index in 1..<points.count {
                let (pointX, pointY) = points[index]
                let x = roundedInt(pointX)
                if x != column {
                    flush(column: column, low: low, high: high, lastY: lastY, previous: &previous, stroke: &stroke, pen: &pen, grid: &grid)
                    (column, low, high) = (x, pointY, pointY)
                } else {
                    low = min(low, pointY)
                    high = max(high, pointY)
                }
                lastY = pointY
            }
        }
        flush(column: column, low: low, high: high, lastY: lastY, previous: &previous, stroke: &stroke, pen: &pen, grid: &grid)
        if let stroke { grid.column(x: stroke.x, from: stroke.top, to: stroke.bottom, color: pen.color) }
    }

    /// The last dot row that Bresenham's line from dot row `from` to `to` (not equal) sets in
    /// its first column when it ends in the next column: with a step of one across and `d`
    /// down, its error term lets x move after `(d - 1) / 2` steps down, on a diagonal step.
    @inline(__always)
    static func split(from: Int, to: Int) -> Int {
        let distance = abs(to - from)
        return from + (distance - 1) / 2 * (to < from ? -1 : 1)
    }

    /// `Int(value.rounded())` (half away from zero) without a call into the C library: taking
    /// the whole part off is exact, so the remainder decides as `rounded()` would.
    @inline(__always)
    static func roundedInt(_ value: Double) -> Int {
        let whole = Int(value), rest = value - Double(whole)
        return rest >= 0.5 ? whole + 1 : rest <= -0.5 ? whole - 1 : whole
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

    func drawArea(_ path: [Int], series: Int, in plot: Plot, into grid: inout ChartGrid) {
        let color = grid.colorIndex(color(at: path[0]))
        let baseline = plot.dotY(.number(0)) ?? Double(plot.top * 4 + plot.height * 4 - 1)
        let points: [(x: Double, top: Double, bottom: Double)] = path.compactMap { index in
            let mark = marks[index]
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
