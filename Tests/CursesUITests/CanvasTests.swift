import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// The canvas draws a run of glyphs as one span of cells; it must write exactly what drawing
/// them one at a time writes, wide characters cut at either end included.
@Suite struct CanvasTests {
    /// Glyph by glyph, as the canvas drew before it drew spans: each write first blanks the other
    /// half of a wide character it lands on.
    private struct ReferenceCanvas {
        let width: Int, height: Int
        var cells: [Cell]

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            cells = Array(repeating: .blank, count: width * height)
        }

        mutating func draw(_ glyphs: [Glyph], x: Int, y: Int, style: CellStyle, clip: Rect) -> Int {
            let area = clip.intersection(Rect(x: 0, y: 0, width: width, height: height))
            var column = x
            for glyph in glyphs {
                if column >= clip.maxX { break }
                column += draw(glyph, x: column, y: y, style: style, area: area)
            }
            return column - x
        }

        private mutating func draw(_ glyph: Glyph, x: Int, y: Int, style: CellStyle, area: Rect) -> Int {
            guard glyph.width > 0 else { return 0 }
            guard area.contains(x: x, y: y) else { return glyph.width }
            if glyph.width == 2 && !area.contains(x: x + 1, y: y) {
                write(Glyph(text: " ", width: 1), x: x, y: y, style: style)
                return 2
            }
            write(glyph, x: x, y: y, style: style)
            return glyph.width
        }

        private mutating func write(_ glyph: Glyph, x: Int, y: Int, style: CellStyle) {
            breakWideCharacter(at: x, y: y)
            if glyph.width == 2 { breakWideCharacter(at: x + 1, y: y) }
            let index = y * width + x
            cells[index].character = glyph.text
            // A translucent color blends with the cell's background, the foreground with the new one.
            if let background = style.background, background != .clear {
                cells[index].background = background.blended(over: cells[index].background)
            }
            cells[index].foreground = style.foreground == .primary ? nil : style.foreground?.blended(over: cells[index].background)
            cells[index].isBold = style.isBold
            cells[index].isUnderlined = style.isUnderlined
            cells[index].isReversed = style.isReversed
            if glyph.width == 2 {
                cells[index + 1] = cells[index]
                cells[index + 1].character = ""
            }
        }

        private mutating func breakWideCharacter(at x: Int, y: Int) {
            let index = y * width + x
            if cells[index].isContinuation, x > 0 {
                cells[index - 1].character = " "
            } else if x + 1 < width, cells[index + 1].isContinuation {
                cells[index + 1].character = " "
            }
        }
    }

    @Test func spansDrawWhatGlyphByGlyphDrawingDraws() {
        let glyphs = [
            Glyph(text: "a", width: 1), Glyph(text: "b", width: 1), Glyph(text: "漢", width: 2),
            Glyph(text: "😀", width: 2), Glyph(text: "", width: 0),
        ]
        let styles = [
            CellStyle(), CellStyle(foreground: .red, isBold: true), CellStyle(background: .blue, isUnderlined: true),
            CellStyle(foreground: .primary, background: .clear, isReversed: true), CellStyle(background: .green),
            CellStyle(background: Color.red.opacity(0.5)), CellStyle(foreground: Color(white: 1, opacity: 0.25)),
            CellStyle(foreground: Color.green.opacity(0.5), background: Color.blue.opacity(0.75)),
        ]
        var random = SeededGenerator(seed: 11)
        func run() -> [Glyph] { (0..<Int.random(in: 0...9, using: &random)).map { _ in glyphs.randomElement(using: &random)! } }
        func rect() -> Rect {
            Rect(x: .random(in: -3...12, using: &random), y: .random(in: -1...3, using: &random),
                 width: .random(in: 0...14, using: &random), height: .random(in: 0...4, using: &random))
        }
        for _ in 0..<3_000 {
            var canvas = Canvas(width: 10, height: 3)
            var reference = ReferenceCanvas(width: 10, height: 3)
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                let (line, clip, style) = (run(), rect(), styles.randomElement(using: &random)!)
                let x = Int.random(in: -3...11, using: &random), y = Int.random(in: -1...3, using: &random)
                // A text's styled glyphs, or plain ones.
                let drawn = Bool.random(using: &random)
                    ? canvas.draw(line.map { StyledGlyph(glyph: $0, run: 0) }[...], x: x, y: y, pen: Pen(style), clip: clip)
                    : canvas.draw(line, x: x, y: y, style: style, clip: clip)
                let expected = reference.draw(line, x: x, y: y, style: style, clip: clip)
                #expect(drawn == expected)
                #expect(canvas.rows.flatMap { $0 } == reference.cells, "\(line.map(\.text)) at \(x),\(y) in \(clip)")
                if canvas.rows.flatMap({ $0 }) != reference.cells { return }
            }
        }
    }
}
