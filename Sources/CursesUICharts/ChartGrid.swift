import CursesUI

/// The cells of a chart being drawn: braille dots (2×4 per cell) under glyphs (bars, symbols,
/// rules, axis text), each with its color. A glyph hides the dots of its cell.
struct ChartGrid {
    struct Cell {
        var dots: UInt8 = 0
        var dotColor: Color?
        var glyph: Character?
        var glyphColor: Color?
    }

    let width: Int, height: Int
    private var cells: [Cell]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: Cell(), count: self.width * self.height)
    }


    /// Sets the dot at (x, y), counted in dots from the top left of the grid.
    mutating func dot(x: Int, y: Int, color: Color?) {
        guard x >= 0, y >= 0, x < width * 2, y < height * 4 else { return }
        let index = (y / 4) * width + x / 2
        cells[index].dots |= Self.bit(x: x % 2, y: y % 4)
        cells[index].dotColor = color
    }

    /// Puts a glyph in the cell at (column, row).
    mutating func put(_ glyph: Character, column: Int, row: Int, color: Color?) {
        guard column >= 0, row >= 0, column < width, row < height else { return }
        cells[row * width + column].glyph = glyph
        cells[row * width + column].glyphColor = color
    }

    /// Writes text from (column, row), one character per cell.
    mutating func write(_ text: String, column: Int, row: Int, color: Color?) {
        for (offset, character) in text.enumerated() { put(character, column: column + offset, row: row, color: color) }
    }

    /// The glyph in a cell, for joining axis lines.
    func glyph(column: Int, row: Int) -> Character? {
        guard column >= 0, row >= 0, column < width, row < height else { return nil }
        return cells[row * width + column].glyph
    }

    /// The bit of the dot at column `x` (0 or 1) and row `y` (0 to 3) of a braille cell: the
    /// dots are numbered 1-2-3 down the left, 4-5-6 down the right, then 7 and 8 below.
    static func bit(x: Int, y: Int) -> UInt8 {
        y == 3 ? (x == 0 ? 0x40 : 0x80) : 1 << UInt8(y + x * 3)
    }

    /// The braille character for a set of dots.
    static func braille(_ dots: UInt8) -> Character {
        Character(Unicode.Scalar(0x2800 + UInt32(dots))!)
    }

    /// The drawn cells as runs of one color, left to right on each row; empty cells are skipped.
    func runs() -> [PaintedRun] {
        var runs: [PaintedRun] = []
        for row in 0..<height {
            var current: PaintedRun?
            for column in 0..<width {
                let cell = cells[row * width + column]
                let character: Character, color: Color?
                if let glyph = cell.glyph {
                    (character, color) = (glyph, cell.glyphColor)
                } else if cell.dots != 0 {
                    (character, color) = (Self.braille(cell.dots), cell.dotColor)
                } else {
                    if let run = current { runs.append(run) }
                    current = nil
                    continue
                }
                if current != nil, current?.foreground == color {
                    current?.text.append(character)
                } else {
                    if let run = current { runs.append(run) }
                    current = PaintedRun(x: column, y: row, text: String(character), foreground: color)
                }
            }
            if let run = current { runs.append(run) }
        }
        return runs
    }
}
