@_spi(CursesUICore) import CursesUICore
/// The cells a path covers in a frame of whole cells, and the character each shows.
///
/// The policy, for cells about twice as tall as wide: a fill samples each cell at the middle
/// of its top and bottom halves, which makes square "pixels", and shows `█`, `▀` or `▄`.
/// A stroke draws rectangles and rounded rectangles with box-drawing characters along their
/// edge cells, and any other outline with braille dots (2 × 4 per cell, about square too).
struct ShapeRaster: Equatable {
    /// Side by side cells of one row of the raster showing the same one-cell glyph, and whether
    /// it covers the whole cell (which then takes the fill color as its background too, so text
    /// drawn over it keeps the color). A shape that fills the screen is a few marks per row, not
    /// one per cell.
    struct Mark: Equatable {
        /// The first cell's column and the row.
        var x: Int, y: Int
        /// How many cells, from `x` on.
        var count: Int
        var grapheme: Grapheme
        var coversCell: Bool

        /// The glyph each cell shows.
        var glyph: Glyph { Glyph(grapheme: grapheme, width: 1) }
        /// The columns the mark covers.
        var columns: Range<Int> { x..<(x + count) }
    }

    private(set) var marks: [Mark] = []

    /// Adds a one-cell glyph at (x, y), joining the last mark when it ends just before it in the
    /// same glyph; marks are drawn in the order they were added.
    mutating func append(x: Int, y: Int, grapheme: Grapheme, coversCell: Bool) {
        if let last = marks.last, last.y == y, last.x + last.count == x, last.grapheme == grapheme,
           last.coversCell == coversCell {
            marks[marks.count - 1].count += 1
        } else {
            marks.append(Mark(x: x, y: y, count: 1, grapheme: grapheme, coversCell: coversCell))
        }
    }

    /// The cells inside `path` in a `width` × `height` frame, sampled two half cells at a time
    /// (a row of coverage each), so no grid of the whole frame is built.
    static func fill(_ path: Path, width: Int, height: Int, eoFill: Bool) -> ShapeRaster {
        let polygons = path.polygons()
        let width = max(0, width)
        var raster = ShapeRaster()
        for y in 0..<max(0, height) {
            let top = coverage(polygons, width: width, atY: Double(y) + 0.25, eoFill: eoFill)
            let bottom = coverage(polygons, width: width, atY: Double(y) + 0.75, eoFill: eoFill)
            raster.appendHalfBlocks(top: top, bottom: bottom, y: y)
        }
        return raster
    }

    private static let fullBlock = Grapheme("█"), upperHalf = Grapheme("▀"), lowerHalf = Grapheme("▄")

    /// Half blocks for one row of cells from its two rows of half cells: `█`, `▀` or `▄`.
    private mutating func appendHalfBlocks(top: [Bool], bottom: [Bool], y: Int) {
        for x in top.indices {
            switch (top[x], bottom[x]) {
            case (true, true): append(x: x, y: y, grapheme: Self.fullBlock, coversCell: true)
            case (true, false): append(x: x, y: y, grapheme: Self.upperHalf, coversCell: false)
            case (false, true): append(x: x, y: y, grapheme: Self.lowerHalf, coversCell: false)
            case (false, false): break
            }
        }
    }

    /// Half blocks for a grid of half cells: `█`, `▀` or `▄`.
    private static func halfBlocks(_ halves: [[Bool]], width: Int, height: Int) -> ShapeRaster {
        var raster = ShapeRaster()
        for y in 0..<max(0, height) { raster.appendHalfBlocks(top: halves[2 * y], bottom: halves[2 * y + 1], y: y) }
        return raster
    }

    /// Whether the middle of each cell lies inside `path`, row by row: what a clip keeps.
    static func cellCoverage(_ path: Path, width: Int, height: Int, eoFill: Bool = false) -> [[Bool]] {
        coverage(path, width: width, rows: (0..<max(0, height)).map { Double($0) + 0.5 }, eoFill: eoFill)
    }

    /// Whether the middles of the top and bottom halves of each cell lie inside `path`.
    private static func halfCellCoverage(_ path: Path, width: Int, height: Int, eoFill: Bool) -> [[Bool]] {
        coverage(path, width: width, rows: (0..<max(0, 2 * height)).map { Double($0) / 2 + 0.25 }, eoFill: eoFill)
    }

    /// One scanline per sample row: the crossings sorted left to right, summed up to each
    /// column's middle.
    private static func coverage(_ path: Path, width: Int, rows: [Double], eoFill: Bool) -> [[Bool]] {
        let polygons = path.polygons()
        let width = max(0, width)
        return rows.map { y in coverage(polygons, width: width, atY: y, eoFill: eoFill) }
    }

    /// Whether the middle of each column lies inside `polygons` on the scanline at `y`.
    private static func coverage(_ polygons: [Path.Polygon], width: Int, atY y: Double, eoFill: Bool) -> [Bool] {
        let crossings = Path.crossings(of: polygons, atY: y)
        var row = [Bool](repeating: false, count: width)
        var next = 0, winding = 0
        for x in 0..<width {
            let middle = Double(x) + 0.5
            while next < crossings.count, crossings[next].x < middle {
                winding += crossings[next].direction
                next += 1
            }
            row[x] = eoFill ? winding % 2 != 0 : winding != 0
        }
        return row
    }

    /// The outline of `path` in a `width` × `height` frame, drawn as `style` says (see
    /// <doc:DrawingShapes#Strokes>): below 1.5 cells wide, light box drawing and one-dot braille;
    /// below 3, heavy box drawing and braille as many dots thick; from 3 on, a band of half
    /// blocks that wide inside each closed outline.
    static func stroke(_ path: Path, width: Int, height: Int, style: StrokeStyle = StrokeStyle()) -> ShapeRaster {
        guard width > 0, height > 0 else { return ShapeRaster() }
        let polygons = path.polygons()
        let lineWidth = style.lineWidth
        if lineWidth >= 3, !polygons.isEmpty, polygons.allSatisfy(\.closed) {
            return band(path, width: width, height: height, lineWidth: lineWidth)
        }
        var raster = ShapeRaster()
        let weight: BoxWeight = lineWidth < 1.5 ? .light : .heavy
        let pattern = style.dash.contains { $0 > 0 } ? style.dash.map { max(0, $0) } : []
        var dots = BrailleDots(width: width, height: height, thickness: max(1, Int(lineWidth.rounded())))
        for polygon in polygons {
            if let box = polygon.box {
                raster.drawBox(box.rect, radii: box.radii, width: width, height: height, weight: weight, dashed: !pattern.isEmpty)
            } else {
                dots.trace(polygon, dash: pattern, phase: style.dashPhase)
            }
        }
        for mark in dots.marks { raster.append(x: mark.x, y: mark.y, grapheme: mark.grapheme, coversCell: false) }
        return raster
    }

    /// The half cells inside `path` that lie less than `lineWidth` columns (a half cell is as
    /// tall as a column is wide) from a half cell outside it or from the frame's edge.
    private static func band(_ path: Path, width: Int, height: Int, lineWidth: CGFloat) -> ShapeRaster {
        let inside = halfCellCoverage(path, width: width, height: height, eoFill: false)
        let reach = Int(lineWidth.rounded(.up)) - 1
        let limit = Double(lineWidth) * Double(lineWidth)
        var band = inside
        for y in inside.indices {
            for x in 0..<width where inside[y][x] {
                var nearEdge = false
                search: for dy in -reach...reach {
                    for dx in -reach...reach where Double(dx * dx + dy * dy) < limit {
                        let (nx, ny) = (x + dx, y + dy)
                        if ny < 0 || ny >= inside.count || nx < 0 || nx >= width || !inside[ny][nx] {
                            nearEdge = true
                            break search
                        }
                    }
                }
                band[y][x] = nearEdge
            }
        }
        return halfBlocks(band, width: width, height: height)
    }

    /// How heavy a box's lines are.
    enum BoxWeight { case light, heavy }

    /// A rectangle's edge cells in box-drawing characters, rounded corners where the radius is
    /// at least half a cell (heavy lines have no rounded corners), dashed sides if asked.
    private mutating func drawBox(_ rect: CGRect, radii: RectangleCornerRadii, width: Int, height: Int, weight: BoxWeight, dashed: Bool) {
        let epsilon = 1e-6
        let x0 = max(0, Int((rect.minX + epsilon).rounded(.down))), x1 = min(width, Int((rect.maxX - epsilon).rounded(.up)))
        let y0 = max(0, Int((rect.minY + epsilon).rounded(.down))), y1 = min(height, Int((rect.maxY - epsilon).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        let limit = min(rect.width, rect.height * 2) / 2
        func rounded(_ radius: CGFloat) -> Bool { weight == .light && min(radius, limit) >= 0.5 }
        let isRounded = [radii.topLeading, radii.topTrailing, radii.bottomLeading, radii.bottomTrailing].contains { min($0, limit) >= 0.5 }
        let isHeavy = weight == .heavy
        let horizontal = dashed ? (isHeavy ? "╍" : "╌") : (isHeavy ? "━" : "─")
        let vertical = dashed ? (isHeavy ? "╏" : "╎") : (isHeavy ? "┃" : "│")
        func put(_ text: String, _ x: Int, _ y: Int) {
            append(x: x, y: y, grapheme: Grapheme(text), coversCell: false)
        }
        switch (x1 - x0, y1 - y0) {
        case (1, 1):
            put(isRounded ? "○" : "□", x0, y0)
        case (_, 1):
            for x in x0..<x1 { put(horizontal, x, y0) }
            if isRounded {
                put("(", x0, y0)
                put(")", x1 - 1, y0)
            }
        case (1, _):
            for y in y0..<y1 { put(vertical, x0, y) }
        default:
            for x in (x0 + 1)..<(x1 - 1) {
                put(horizontal, x, y0)
                put(horizontal, x, y1 - 1)
            }
            for y in (y0 + 1)..<(y1 - 1) {
                put(vertical, x0, y)
                put(vertical, x1 - 1, y)
            }
            put(rounded(radii.topLeading) ? "╭" : isHeavy ? "┏" : "┌", x0, y0)
            put(rounded(radii.topTrailing) ? "╮" : isHeavy ? "┓" : "┐", x1 - 1, y0)
            put(rounded(radii.bottomLeading) ? "╰" : isHeavy ? "┗" : "└", x0, y1 - 1)
            put(rounded(radii.bottomTrailing) ? "╯" : isHeavy ? "┛" : "┘", x1 - 1, y1 - 1)
        }
    }
}

/// A grid of braille dots, two columns by four rows per cell.
private struct BrailleDots {
    let width: Int, height: Int
    /// How many dots across a line is.
    let thickness: Int
    private var bits: [UInt8]

    init(width: Int, height: Int, thickness: Int = 1) {
        self.width = width
        self.height = height
        self.thickness = thickness
        bits = [UInt8](repeating: 0, count: width * height)
    }

    /// Sets the dots along each segment of the outline, stepping less than half a dot at a time;
    /// with a dash pattern (lengths in columns, a row counting two), only along its dashes.
    mutating func trace(_ polygon: Path.Polygon, dash: [CGFloat] = [], phase: CGFloat = 0) {
        let points = polygon.points
        guard let first = points.first else { return }
        if points.count == 1 { return set(first) }
        // An odd pattern repeats once more so that dashes and gaps alternate, as in Core Graphics.
        let pattern = dash.count % 2 == 1 ? dash + dash : dash
        let period = pattern.reduce(0, +)
        func isDash(at distance: Double) -> Bool {
            guard period > 0 else { return true }
            var position = (distance + phase).truncatingRemainder(dividingBy: period)
            if position < 0 { position += period }
            for (index, length) in pattern.enumerated() {
                if position < length { return index % 2 == 0 }
                position -= length
            }
            return true
        }
        var travelled = 0.0
        let segments = polygon.closed ? points.count : points.count - 1
        for index in 0..<segments {
            let a = points[index], b = points[(index + 1) % points.count]
            let length = hypot(b.x - a.x, (b.y - a.y) * 2)
            let steps = max(1, Int((max(abs(b.x - a.x) * 2, abs(b.y - a.y) * 4) * 2).rounded(.up)))
            for step in 0...steps {
                let t = Double(step) / Double(steps)
                guard isDash(at: travelled + length * t) else { continue }
                set(CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
            travelled += length
        }
    }

    /// Sets the dots under `point`, `thickness` across; a point on the frame's far edge sets the
    /// last dot, one farther out sets nothing.
    private mutating func set(_ point: CGPoint) {
        let column = Int((point.x * 2).rounded(.down)), row = Int((point.y * 4).rounded(.down))
        guard column >= -1, row >= -1, column <= 2 * width, row <= 4 * height else { return }
        let low = -(thickness - 1) / 2, high = thickness / 2
        for dy in low...high {
            for dx in low...high {
                let x = min(max(column + dx, 0), 2 * width - 1), y = min(max(row + dy, 0), 4 * height - 1)
                // Braille dot numbering: 1-3 and 7 down the left column, 4-6 and 8 down the right.
                bits[(y / 4) * width + x / 2] |= Self.bit[x % 2][y % 4]
            }
        }
    }

    private static let bit: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// The cells with dots, in rows from the top, each its braille character.
    var marks: [(x: Int, y: Int, grapheme: Grapheme)] {
        bits.indices.compactMap { index in
            guard bits[index] != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(bits[index])) else { return nil }
            return (index % width, index / width, Grapheme(scalar))
        }
    }
}
