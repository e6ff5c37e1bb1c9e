/// A grid of cells that views draw into; a terminal presents it.
///
/// Drawing is clipped to the grid and to a clip rectangle, and a wide character is never split:
/// one that does not fit whole is drawn as a blank, and overwriting half of a wide character
/// blanks its other half.
struct Canvas: Equatable, Sendable {
    private(set) var width: Int
    private(set) var height: Int
    private(set) var cells: [Cell]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < width, y < height else { return .blank }
        return cells[y * width + x]
    }

    /// Blanks every cell.
    mutating func clear() {
        cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
    }

    /// Blanks the cells of `rect`.
    mutating func clear(_ rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        cells.withUnsafeMutableBufferPointer { buffer in
            for y in area.y..<area.maxY {
                let start = y * width + area.x
                buffer[start..<(start + area.width)].update(repeating: .blank)
            }
        }
    }

    /// Copies whole rows, those `rows` spans except those `skipping` spans, from a canvas of
    /// the same size.
    mutating func copyRows(_ rows: Rect, skipping skipped: Rect, from other: Canvas) {
        guard other.width == width, other.height == height else { return }
        func copy(_ top: Int, _ bottom: Int) {
            let top = max(0, top), bottom = min(height, bottom)
            guard top < bottom else { return }
            cells.replaceSubrange((top * width)..<(bottom * width), with: other.cells[(top * width)..<(bottom * width)])
        }
        guard !skipped.isEmpty else { return copy(rows.y, rows.maxY) }
        copy(rows.y, min(rows.maxY, skipped.y))
        copy(max(rows.y, skipped.maxY), rows.maxY)
    }

    /// Draws a string on one row, each character as its sanitized glyph (as `Text` shows it, but
    /// without wrapping); returns the width drawn.
    @discardableResult
    mutating func draw(_ text: String, x: Int, y: Int, style: CellStyle, clip: Rect) -> Int {
        var column = x
        for character in text {
            if column >= clip.maxX { break }
            column += draw(DisplayWidth.glyph(for: character), x: column, y: y, style: style, clip: clip)
        }
        return column - x
    }

    /// Makes this a blank canvas of the given size, reusing its storage when the size is the same.
    mutating func reset(width: Int, height: Int) {
        if width == self.width, height == self.height {
            clear()
        } else {
            self = Canvas(width: width, height: height)
        }
    }

    /// Draws one glyph with its top-left cell at (x, y), within `clip`.
    /// Returns the number of cells the glyph advances.
    @discardableResult
    mutating func draw(_ glyph: Glyph, x: Int, y: Int, style: CellStyle, clip: Rect) -> Int {
        let area = clip.intersection(bounds)
        let pen = Pen(style)
        let width = width
        return cells.withUnsafeMutableBufferPointer { cells in
            Self.draw(glyph, x: x, y: y, pen: pen, area: area, into: cells, width: width)
        }
    }

    /// Draws a string of already-sanitized glyphs on one row; returns the width drawn.
    @discardableResult
    mutating func draw(_ glyphs: [Glyph], x: Int, y: Int, style: CellStyle, clip: Rect) -> Int {
        let area = clip.intersection(bounds)
        let pen = Pen(style)
        let width = width
        var column = x
        cells.withUnsafeMutableBufferPointer { cells in
            for glyph in glyphs {
                if column >= clip.maxX { break }
                column += Self.draw(glyph, x: column, y: y, pen: pen, area: area, into: cells, width: width)
            }
        }
        return column - x
    }

    /// A style as it is written into cells: the terminal's default foreground is `nil`, and a
    /// clear background keeps the one below.
    private struct Pen {
        var foreground: Color?
        var background: Color?
        var isBold: Bool
        var isUnderlined: Bool
        var isReversed: Bool

        init(_ style: CellStyle) {
            foreground = style.foreground == .primary ? nil : style.foreground
            background = style.background == .clear ? nil : style.background
            isBold = style.isBold
            isUnderlined = style.isUnderlined
            isReversed = style.isReversed
        }
    }

    /// Draws one glyph within `area`, which lies inside the canvas, into the cells of a canvas
    /// `width` wide; returns the number of cells the glyph advances. Works on the buffer, so a
    /// run of glyphs checks the canvas's storage for uniqueness once.
    private static func draw(
        _ glyph: Glyph, x: Int, y: Int, pen: Pen, area: Rect,
        into cells: UnsafeMutableBufferPointer<Cell>, width: Int
    ) -> Int {
        guard glyph.width > 0 else { return 0 }
        guard area.contains(x: x, y: y) else { return glyph.width }
        if glyph.width == 2 && !area.contains(x: x + 1, y: y) {
            write(.space, isWide: false, at: y * width + x, x: x, pen: pen, into: cells, width: width)
            return 2
        }
        write(glyph.grapheme, isWide: glyph.width == 2, at: y * width + x, x: x, pen: pen, into: cells, width: width)
        return glyph.width
    }

    /// Writes a grapheme, and the continuation cell of a wide one, at `index` (column `x`).
    private static func write(
        _ grapheme: Grapheme, isWide: Bool, at index: Int, x: Int, pen: Pen,
        into cells: UnsafeMutableBufferPointer<Cell>, width: Int
    ) {
        breakWideCharacter(at: index, x: x, in: cells, width: width)
        if isWide { breakWideCharacter(at: index + 1, x: x + 1, in: cells, width: width) }
        cells[index].grapheme = grapheme
        cells[index].foreground = pen.foreground
        if let background = pen.background { cells[index].background = background }
        cells[index].isBold = pen.isBold
        cells[index].isUnderlined = pen.isUnderlined
        cells[index].isReversed = pen.isReversed
        if isWide {
            cells[index + 1] = cells[index]
            cells[index + 1].grapheme = .empty
        }
    }

    /// Before the cell at `index` (column `x`) is overwritten, blanks the other half of a wide
    /// character it belongs to.
    private static func breakWideCharacter(
        at index: Int, x: Int, in cells: UnsafeMutableBufferPointer<Cell>, width: Int
    ) {
        if cells[index].isContinuation, x > 0 {
            cells[index - 1].grapheme = .space
        } else if x + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1].grapheme = .space
        }
    }

    /// Draws a single-line box along the edges of `rect`.
    mutating func drawBox(_ rect: Rect, style: CellStyle, clip: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        func put(_ text: String, _ x: Int, _ y: Int) {
            draw(Glyph(text: text, width: 1), x: x, y: y, style: style, clip: clip)
        }
        for x in rect.x..<rect.maxX {
            put("─", x, rect.y)
            put("─", x, rect.maxY - 1)
        }
        for y in rect.y..<rect.maxY {
            put("│", rect.x, y)
            put("│", rect.maxX - 1, y)
        }
        put("┌", rect.x, rect.y)
        put("┐", rect.maxX - 1, rect.y)
        put("└", rect.x, rect.maxY - 1)
        put("┘", rect.maxX - 1, rect.maxY - 1)
    }

    /// Paints the background of every cell in `rect` and keeps their characters.
    mutating func fill(_ rect: Rect, background: Color) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        guard background != .clear else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { cells[y * width + x].background = background }
        }
    }

    /// Applies `change` to the attributes of every cell in `rect`.
    mutating func modify(_ rect: Rect, _ change: (inout Cell) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX { change(&cells[y * width + x]) }
        }
    }

    /// Each row with trailing blanks removed, rows joined by "\n", trailing blank rows dropped.
    /// A wide character appears once.
    var text: String {
        var rows: [String] = []
        for y in 0..<height {
            var row = ""
            for x in 0..<width { row += cells[y * width + x].character }
            while row.last == " " { row.removeLast() }
            rows.append(row)
        }
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows.joined(separator: "\n")
    }
}
