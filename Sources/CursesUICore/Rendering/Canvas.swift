/// A grid of cells that views draw into; a terminal presents it.
///
/// Drawing is clipped to the grid and to a clip rectangle, and a wide character is never split:
/// one that does not fit whole is drawn as a blank, and overwriting half of a wide character
/// blanks its other half.
///
/// Each row is its own copy-on-write buffer, so copies of a canvas (the frame a terminal shows,
/// the next one the graph draws) share every row neither has changed since: drawing a row copies
/// that row only, and every blank row of a canvas is one shared buffer. A huge screen thus costs
/// about one frame's cells plus the rows a frame changes, and a row that is the same buffer in two
/// frames is known equal without looking at its cells.
@_spi(CursesUICore) public struct Canvas: Equatable, Sendable {
    package private(set) var width: Int
    package private(set) var height: Int
    /// The rows, top to bottom, each `width` cells.
    package private(set) var rows: [[Cell]]
    /// The buffer every row cleared to blank shares.
    private let blankRow: [Cell]

    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        blankRow = Array(repeating: .blank, count: self.width)
        rows = Array(repeating: blankRow, count: self.height)
    }

    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.rows == rhs.rows
    }

    package var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    package subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < width, y < height else { return .blank }
        return rows[y][x]
    }

    /// Blanks every cell.
    package mutating func clear() {
        for y in 0..<height { rows[y] = blankRow }
    }

    /// Blanks the cells of `rect`.
    package mutating func clear(_ rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY { blank(area.x..<area.maxX, ofRow: y) }
    }

    /// Blanks whole rows, those of `range` inside the canvas.
    package mutating func clearRows(_ range: Range<Int>) {
        for y in range.clamped(to: 0..<height) { blank(0..<width, ofRow: y) }
    }

    /// Blanks `columns` (inside the canvas) of row `y`.
    @inline(__always)
    private mutating func blank(_ columns: Range<Int>, ofRow y: Int) {
        // A row that is the blank buffer is blank already. Another is blanked in its own
        // buffer, reused when no other frame holds it (as the frame before the last holds the
        // rows it drew) rather than freed and allocated again for what is drawn next.
        if columns.count == width, isRow(y, the: blankRow) { return }
        // Copied from the blank row as memory (cells are plain integers): a cell at a time
        // costs a few instructions a cell, a whole frame's worth when every row is damaged.
        blankRow.withUnsafeBufferPointer { blank in
            rows[y].withUnsafeMutableBufferPointer { row in
                (row.baseAddress! + columns.lowerBound).update(from: blank.baseAddress! + columns.lowerBound, count: columns.count)
            }
        }
    }

    /// Takes whole rows, those `taken` spans except those `skipped` spans, from a canvas of the
    /// same size; the two canvases then share them.
    package mutating func copyRows(_ taken: Range<Int>, skipping skipped: Range<Int>, from other: Canvas) {
        guard other.width == width, other.height == height else { return }
        for y in taken.clamped(to: 0..<height) where !skipped.contains(y) { rows[y] = other.rows[y] }
    }

    /// Copies the cells of `columns` of row `y` from a canvas of the same size.
    package mutating func copy(_ columns: Range<Int>, ofRow y: Int, from other: Canvas) {
        guard other.width == width, other.height == height, y >= 0, y < height else { return }
        let columns = columns.clamped(to: 0..<width)
        guard columns != 0..<width else { return rows[y] = other.rows[y] }
        other.rows[y].withUnsafeBufferPointer { source in
            rows[y].withUnsafeMutableBufferPointer { row in
                for x in columns { row[x] = source[x] }
            }
        }
    }

    /// Makes row `y` the same buffer as row `y` of `other` when their cells are equal, so that the
    /// two canvases share it; a canvas of another width is left alone.
    package mutating func shareRow(_ y: Int, ifEqualTo other: Canvas) {
        guard other.width == width, (0..<height).contains(y), (0..<other.height).contains(y),
              !isSameRow(y, as: y, of: other), row(y, equals: y, of: other) else { return }
        rows[y] = other.rows[y]
    }

    /// Whether row `y` of this canvas is the very buffer of row `otherY` of `other`, which makes
    /// them equal without comparing a cell.
    @inline(__always)
    package func isSameRow(_ y: Int, as otherY: Int, of other: Canvas) -> Bool {
        isRow(y, the: other.rows[otherY])
    }

    /// Whether row `y` is the buffer `buffer`.
    @inline(__always)
    private func isRow(_ y: Int, the buffer: [Cell]) -> Bool {
        rows[y].withUnsafeBufferPointer { row in
            buffer.withUnsafeBufferPointer { otherRow in row.baseAddress == otherRow.baseAddress }
        }
    }

    /// Whether row `y` of this canvas equals row `otherY` of `other`, a canvas of the same width.
    package func row(_ y: Int, equals otherY: Int, of other: Canvas) -> Bool {
        precondition(other.width == width && (0..<height).contains(y) && (0..<other.height).contains(otherY))
        guard width > 0 else { return true }
        return rows[y].withUnsafeBufferPointer { row in
            other.rows[otherY].withUnsafeBufferPointer { otherRow in
                row.baseAddress == otherRow.baseAddress
                    || Cell.equalCells(row.baseAddress!, otherRow.baseAddress!, count: width)
            }
        }
    }

    /// Moves rows `rows` up by `shift` rows (down when negative), as a terminal scrolls them: rows
    /// leaving the range are lost and those uncovered become blank. Rows move as buffers.
    package mutating func scroll(rows range: Range<Int>, by shift: Int) {
        let range = range.clamped(to: 0..<height)
        guard shift != 0, !range.isEmpty else { return }
        let order = shift > 0 ? Array(range) : range.reversed()
        for y in order {
            let source = y + shift
            rows[y] = range.contains(source) ? rows[source] : blankRow
        }
    }

    /// Draws a string on one row, each character as its sanitized glyph (as `Text` shows it, but
    /// without wrapping); returns the width drawn.
    @discardableResult
    package mutating func draw(_ text: String, x: Int, y: Int, style: CellStyle, clip: Rect) -> Int {
        drawRun(text.lazy.map(DisplayWidth.glyph(for:)), x: x, y: y, pen: Pen(style), clip: clip)
    }

    /// Makes this a blank canvas of the given size, every row the shared blank one.
    package mutating func reset(width: Int, height: Int) {
        if width == self.width, height == self.height {
            clear()
        } else {
            self = Canvas(width: width, height: height)
        }
    }

    /// Draws one glyph with its top-left cell at (x, y), within `clip`.
    /// Returns the number of cells the glyph advances.
    @discardableResult
    package mutating func draw(_ glyph: Glyph, x: Int, y: Int, style: CellStyle, clip: Rect) -> Int {
        drawRun(CollectionOfOne(glyph), x: x, y: y, pen: Pen(style), clip: clip)
        return glyph.width
    }

    /// Draws a string of already-sanitized glyphs on one row; returns the width drawn.
    @discardableResult
    package mutating func draw(_ glyphs: [Glyph], x: Int, y: Int, style: CellStyle, clip: Rect) -> Int {
        drawRun(glyphs, x: x, y: y, pen: Pen(style), clip: clip)
    }

    /// Draws part of a line of a text's laid-out glyphs on one row, all with `pen`; returns the
    /// width drawn.
    @discardableResult
    package mutating func draw(_ glyphs: ArraySlice<StyledGlyph>, x: Int, y: Int, pen: Pen, clip: Rect) -> Int {
        // Through a buffer pointer: a slice's iterator checks each index against both its ends.
        glyphs.withUnsafeBufferPointer { drawRun($0, x: x, y: y, pen: pen, clip: clip) }
    }

    /// Draws glyphs side by side from (x, y) until `clip.maxX`; returns the width they advance.
    ///
    /// A glyph is drawn when it lies inside the clip and the canvas. A wide glyph whose second
    /// half is cut off by the right edge is drawn as a blank; one whose first half is cut off by
    /// the left edge is not drawn. The cells written form one span of the row, so only a wide
    /// character straddling either end of the span can lose its other half (which is blanked);
    /// inside the span every cell is overwritten whole.
    @discardableResult
    private mutating func drawRun<Glyphs: Sequence>(
        _ glyphs: Glyphs, x: Int, y: Int, pen: Pen, clip: Rect
    ) -> Int where Glyphs.Element: TextLayoutElement {
        let area = clip.intersection(bounds)
        var column = x
        var iterator = glyphs.makeIterator()
        if !area.isEmpty, y >= area.y, y < area.maxY {
            // Left of the area (area.x < clip.maxX): glyphs only advance, and a wide one cut by
            // the edge is not drawn.
            while column < area.x, let element = iterator.next() { column += element.glyph.width }
            if column < area.maxX {
                drawSpan(&iterator, from: &column, row: y, upTo: area.maxX, pen: pen)
            }
        }
        // Right of the area, up to the clip's edge: glyphs only advance.
        while column < clip.maxX, let element = iterator.next() { column += element.glyph.width }
        return column - x
    }

    /// Draws glyphs from `column` of `row` until `maxX`, all inside the canvas, advancing
    /// `column`; a wide glyph cut by `maxX` is drawn as a blank.
    private mutating func drawSpan<Glyphs: IteratorProtocol>(
        _ glyphs: inout Glyphs, from column: inout Int, row y: Int, upTo maxX: Int, pen: Pen
    ) where Glyphs.Element: TextLayoutElement {
        // Translucent colors blend with each cell's background (rare): the glyphs are written
        // first keeping each cell's background, then blended in a pass of their own, so that the
        // loop over the glyphs stays a few instructions a glyph.
        let keepsBackground = pen.keepsBackground
        let width = width
        rows[y].withUnsafeMutableBufferPointer { buffer in
            // Locals rather than the inout parameters and buffer: a store to a cell could alias
            // those, so the loop would load and store them again for every glyph.
            let cells = buffer
            let start = column
            var x = column
            var iterator = glyphs
            defer { column = x; glyphs = iterator }
            var wrote = false
            while x < maxX, let element = iterator.next() {
                let glyph = element.glyph
                guard glyph.width > 0 else { continue }
                // Wrapping arithmetic: the span lies inside the canvas, and the checks cost as much
                // as the stores.
                let index = x
                if !wrote {
                    wrote = true
                    // The span's left end cuts a wide character whose first half lies before it.
                    if x > 0, cells[index].isContinuation { cells[index &- 1].grapheme = .space }
                }
                var cell = pen.cell
                if keepsBackground { cell.backgroundCode = cells[index].backgroundCode }
                if glyph.width == 1 {
                    cell.grapheme = glyph.grapheme
                    cells[index] = cell
                } else if x &+ 1 < maxX {
                    cell.grapheme = glyph.grapheme
                    cells[index] = cell
                    cell.grapheme = .empty
                    cells[index &+ 1] = cell
                } else {
                    // A wide glyph cut by the right edge shows as a blank.
                    cell.grapheme = .space
                    cells[index] = cell
                }
                x &+= glyph.width
            }
            guard wrote else { return }
            // The span's right end cuts a wide character whose first half was overwritten.
            let end = min(x, maxX)
            if end < width, cells[end].isContinuation { cells[end].grapheme = .space }
            // Both halves of a wide character kept the background of its first cell, so they
            // blend alike.
            if pen.blendedBackground != nil || pen.blendedForeground != nil {
                for index in start..<end {
                    if let background = pen.blendedBackground { cells[index].background = background.blended(over: cells[index].background) }
                    if let foreground = pen.blendedForeground { cells[index].foreground = foreground.blended(over: cells[index].background) }
                }
            }
        }
    }

    /// Draws a single-line box along the edges of `rect`, with rounded corners (`╭╮╰╯`) when
    /// `rounded`.
    package mutating func drawBox(_ rect: Rect, style: CellStyle, rounded: Bool = false, clip: Rect) {
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
        put(rounded ? "╭" : "┌", rect.x, rect.y)
        put(rounded ? "╮" : "┐", rect.maxX - 1, rect.y)
        put(rounded ? "╰" : "└", rect.x, rect.maxY - 1)
        put(rounded ? "╯" : "┘", rect.maxX - 1, rect.maxY - 1)
    }

    /// Paints the background of every cell in `rect` and keeps their characters; a translucent
    /// color is blended with each cell's background.
    package mutating func fill(_ rect: Rect, background: Color) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        guard background != .clear else { return }
        guard background.isTranslucent else {
            let code = background.packed
            return modify(area) { $0.backgroundCode = code }
        }
        modify(area) { $0.background = background.blended(over: $0.background) }
    }

    /// Applies `change` to the attributes of every cell in `rect`.
    package mutating func modify(_ rect: Rect, _ change: (inout Cell) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            rows[y].withUnsafeMutableBufferPointer { cells in
                for x in area.x..<area.maxX { change(&cells[x]) }
            }
        }
    }

    /// Each row with trailing blanks removed, rows joined by "\n", trailing blank rows dropped.
    /// A wide character appears once.
    package var text: String {
        var rows: [String] = []
        for y in 0..<height {
            var row = ""
            for cell in self.rows[y] { row += cell.character }
            while row.last == " " { row.removeLast() }
            rows.append(row)
        }
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows.joined(separator: "\n")
    }
}
