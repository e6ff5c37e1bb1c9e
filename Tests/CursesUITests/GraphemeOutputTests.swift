import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Issue 18, point 8: a grapheme reaches the terminal whole, at the width CursesUI gives it
/// (Unicode 16), and `TestHost` shows what the terminal is sent.
@MainActor
@Suite struct GraphemeOutputTests {
    /// The examples and the columns each takes.
    static let examples: [(text: String, width: Int)] = [
        ("👨\u{200D}👩\u{200D}👧", 2),  // a ZWJ family
        ("🇯🇵", 2),  // a flag
        ("क्षि", 1),  // a Devanagari conjunct with its vowel sign
        ("ｶﾞ", 2),  // halfwidth katakana and its spacing voiced mark
        ("\u{0600}1", 1),  // an Arabic number sign before a digit
        ("\u{1FAE9}", 2),  // an emoji new in Unicode 16 (face with bags under eyes)
    ] + (0x2630...0x2637).map { (String(Unicode.Scalar($0)!), 2) }  // the trigrams, wide since Unicode 16

    @Test("each is one glyph, whole, of its Unicode 16 width")
    func glyphs() {
        for (text, width) in Self.examples {
            #expect(text.count == 1, "\(text.debugDescription) is \(text.count) characters")
            let glyph = DisplayWidth.glyph(for: Character(text))
            #expect(glyph.text == text, "\(text.debugDescription) became \(glyph.text.debugDescription)")
            #expect(glyph.width == width, "\(text.debugDescription) is \(glyph.width) wide")
        }
    }

    @Test("TestHost shows each whole, in one cell and its continuation, the next character after it")
    func testHost() {
        for (text, width) in Self.examples {
            let host = TestHost(Text("a\(text)b"), width: 8, height: 1)
            #expect(host.text == "a\(text)b")
            #expect(host.cell(x: 1, y: 0).character == text)
            if width == 2 { #expect(host.cell(x: 2, y: 0).character == "") }
            #expect(host.cell(x: 1 + width, y: 0).character == "b")
        }
    }

    @Test("the terminal is sent each whole, then the cursor is placed again by address")
    func bytes() throws {
        let capabilities = try #require(TerminalCapabilities(type: "xterm-256color"))
        for (text, width) in Self.examples {
            var writer = FrameWriter(capabilities: capabilities)
            let blank = Canvas(width: 8, height: 1)
            writer.write(from: nil, to: blank, width: 8, height: 1)
            writer.output.removeAll()
            var canvas = blank
            canvas.draw("a\(text)b", x: 0, y: 0, style: .plain, clip: canvas.bounds)
            writer.write(from: blank, to: canvas, width: 8, height: 1)
            let sent = String(decoding: writer.output, as: UTF8.self)
            // A wide one goes over two blanks, the cursor back at its first column.
            let expected = width == 2 ? "a  \u{1B}[2G\(text)\u{1B}[1;4Hb" : "a\(text)\u{1B}[1;3Hb"
            #expect(sent == expected, "\(text.debugDescription): \(sent.debugDescription)")
        }
    }
}
