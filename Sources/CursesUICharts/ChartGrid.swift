import CursesUI

/// The cells of a chart being drawn: braille dots (2×4 per cell) under glyphs (bars, symbols,
/// rules, axis text), each with its color. A glyph hides the dots of its cell.
///
/// Kept as flat arrays of small numbers (colors as indices into a short table), since a chart
/// of a whole screen sets tens of thousands of dots per frame.
struct ChartGrid {
    let width: Int, height: Int
    /// The braille dots of each cell.
    private var dots: [UInt8]
    /// The glyph of each cell as a scalar, 0 for none, `Self.wide` for one in `wideGlyphs`.
    private var glyphs: [UInt32]
    /// The color indices of each cell's dots and glyph.
    private var dotColors: [UInt8], glyphColors: [UInt8]
    /// Glyphs of more than one scalar, by cell.
    private var wideGlyphs: [Int: Character] = [:]
    /// The colors used, by index; index 0 is the text color.
    private var colors: [Color?] = [nil]

    private static let wide: UInt32 = 0x11_0000

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        dots = Array(repeating: 0, count: count)
        glyphs = Array(repeating: 0, count: count)
        dotColors = Array(repeating: 0, count: count)
        glyphColors = Array(repeating: 0, count: count)
    }

    /// The index of a color in this grid's table, added if new.
    mutating func colorIndex(_ color: Color?) -> UInt8 {
        if let index = colors.firstIndex(of: color) { return UInt8(index) }
        guard colors.count < 255 else { return 0 }
        colors.append(color)
        return UInt8(colors.count - 1)
    }

    /// Sets the dot at (x, y), counted in dots from the top left of the grid, in the color of
    /// index `color`.
    @inline(__always)
    mutating func dot(x: Int, y: Int, color: UInt8) {
        guard x >= 0, y >= 0, x < width &* 2, y < height &* 4 else { return }
        let index = (y >> 2) &* width &+ (x >> 1)
        dots[index] |= Self.bit(x: x & 1, y: y & 3)
        dotColors[index] = color
    }

    /// Sets the dot at (x, y) in a color.
    mutating func dot(x: Int, y: Int, color: Color?) {
        dot(x: x, y: y, color: colorIndex(color))
    }

    /// Puts a glyph in the cell at (column, row).
    mutating func put(_ glyph: Character, column: Int, row: Int, color: Color?) {
        guard column >= 0, row >= 0, column < width, row < height else { return }
        let index = row * width + column
        let scalars = glyph.unicodeScalars
        if scalars.count == 1 {
            glyphs[index] = scalars.first!.value
        } else {
            glyphs[index] = Self.wide
            wideGlyphs[index] = glyph
        }
        glyphColors[index] = colorIndex(color)
    }

    /// Writes text from (column, row), one character per cell.
    mutating func write(_ text: String, column: Int, row: Int, color: Color?) {
        for (offset, character) in text.enumerated() { put(character, column: column + offset, row: row, color: color) }
    }

    /// The glyph in a cell, for joining axis lines.
    func glyph(column: Int, row: Int) -> Character? {
        guard column >= 0, row >= 0, column < width, row < height else { return nil }
        let value = glyphs[row * width + column]
        if value == 0 { return nil }
        if value == Self.wide { return wideGlyphs[row * width + column] }
        return Unicode.Scalar(value).map(Character.init)
    }

    /// Whether the cell at (column, row) has neither a glyph nor dots.
    func isEmpty(column: Int, row: Int) -> Bool {
        guard column >= 0, row >= 0, column < width, row < height else { return true }
        return glyphs[row * width + column] == 0 && dots[row * width + column] == 0
    }

    /// The bit of the dot at column `x` (0 or 1) and row `y` (0 to 3) of a braille cell: the
    /// dots are numbered 1-2-3 down the left, 4-5-6 down the right, then 7 and 8 below.
    @inline(__always)
    static func bit(x: Int, y: Int) -> UInt8 {
        y == 3 ? (x == 0 ? 0x40 : 0x80) : 1 << UInt8(y + x * 3)
    }

    /// The braille character for a set of dots.
    static func braille(_ dots: UInt8) -> Character {
        Character(Unicode.Scalar(0x2800 + UInt32(dots))!)
    }

    /// Sets the dots of dot column `x` from dot row `from` to `to` (inclusive, either order) in
    /// the color of index `color`: a solid vertical stroke, set a cell (up to four dots) at a
    /// time, without a bounds or uniqueness check per dot.
    mutating func column(x: Int, from: Int, to: Int, color: UInt8) {
        guard x >= 0, x < width * 2 else { return }
        let top = max(0, min(from, to)), bottom = min(height * 4 - 1, max(from, to))
        guard top <= bottom else { return }
        let width = width, side = x & 1, cellColumn = x >> 1
        dots.withUnsafeMutableBufferPointer { dots in
            dotColors.withUnsafeMutableBufferPointer { colors in
                for row in (top >> 2)...(bottom >> 2) {
                    // The dot rows of this cell within the stroke.
                    let first = row == top >> 2 ? top & 3 : 0, last = row == bottom >> 2 ? bottom & 3 : 3
                    let index = row &* width &+ cellColumn
                    dots[index] |= Self.sideDots(side: side, from: first, to: last)
                    colors[index] = color
                }
            }
        }
    }

    /// The dots of one side (0 left, 1 right) of a braille cell from dot row `from` to `to`
    /// (0 to 3, `from <= to`).
    @inline(__always)
    static func sideDots(side: Int, from: Int, to: Int) -> UInt8 {
        // The side's dots from row `from` down: rows 0-2 are bits 0-2 (left) or 3-5 (right), row
        // 3 is bit 6 or 7.
        let upper = UInt8(truncatingIfNeeded: (0b111 >> from) << from & (0b1111 >> (3 - to)) & 0b111) << (side * 3)
        let lowest: UInt8 = to == 3 ? (side == 0 ? 0x40 : 0x80) : 0
        return upper | lowest
    }

    /// The drawn cells as runs of one color, left to right on each row; empty cells are skipped.
    ///
    /// Glyphs go to the painting as the canvas takes them: a braille cell is one scalar and
    /// one cell wide, so it needs no check; other glyphs (axis labels, legend names, symbols)
    /// are sanitized as text is, once per run of one glyph (an axis line, a grid line).
    func painting() -> Painting {
        var glyphs: [Glyph] = [], runs: [Painting.Run] = []
        // The runs' colors as indices until the end, and each run's count set when it ends.
        var runColors: [UInt8] = []
        var lastScalar: UInt32 = 0, lastGlyph = Glyph(grapheme: Grapheme(" "), width: 1)
        let width = width
        self.glyphs.withUnsafeBufferPointer { cellGlyphs in
            dots.withUnsafeBufferPointer { dots in
                for row in 0..<height {
                    var inRun = false, runColor: UInt8 = 0, column = 0
                    while column < width {
                        let index = row &* width &+ column
                        // Most cells of a chart are empty: eight at a time are skipped when
                        // their dots (one word) and their glyphs (four words) are all zero.
                        if column &+ 8 <= width, Self.areEmpty(dots: dots, glyphs: cellGlyphs, from: index) {
                            inRun = false
                            column &+= 8
                            continue
                        }
                        column &+= 1
                        let glyph = cellGlyphs[index], color: UInt8
                        if glyph != 0 {
                            color = glyphColors[index]
                        } else if dots[index] != 0 {
                            color = dotColors[index]
                        } else {
                            inRun = false
                            continue
                        }
                        if !inRun || color != runColor {
                            runs.append(Painting.Run(x: column &- 1, y: row, count: glyphs.count, foreground: nil))
                            runColors.append(color)
                            (inRun, runColor) = (true, color)
                        }
                        if glyph == 0 {
                            glyphs.append(Glyph(grapheme: Grapheme(Unicode.Scalar(0x2800 &+ UInt32(dots[index]))!), width: 1))
                        } else if glyph == Self.wide {
                            glyphs.append(DisplayWidth.glyph(for: wideGlyphs[index]!))
                        } else {
                            if glyph != lastScalar {
                                (lastScalar, lastGlyph) = (glyph, DisplayWidth.glyph(forScalar: Unicode.Scalar(glyph)!))
                            }
                            glyphs.append(lastGlyph)
                        }
                    }
                }
            }
        }
        // Each run's count is where the next starts, less where it starts.
        for index in runs.indices {
            let end = index + 1 < runs.count ? runs[index + 1].count : glyphs.count
            runs[index].count = end - runs[index].count
            runs[index].foreground = colors[Int(runColors[index])]
        }
        return Painting(glyphs: glyphs, runs: runs)
    }

    /// Whether the eight cells from `index` have no dots and no glyph.
    @inline(__always)
    private static func areEmpty(dots: UnsafeBufferPointer<UInt8>, glyphs: UnsafeBufferPointer<UInt32>, from index: Int) -> Bool {
        precondition(index >= 0 && index + 8 <= dots.count && index + 8 <= glyphs.count)
        let dotWord = UnsafeRawPointer(dots.baseAddress! + index).loadUnaligned(as: UInt64.self)
        guard dotWord == 0 else { return false }
        let glyphWords = UnsafeRawPointer(glyphs.baseAddress! + index)
        return glyphWords.loadUnaligned(as: UInt64.self) | glyphWords.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            | glyphWords.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | glyphWords.loadUnaligned(fromByteOffset: 24, as: UInt64.self) == 0
    }
}
