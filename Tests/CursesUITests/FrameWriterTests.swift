import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// The bytes CursesUI writes for a frame, whole, per terminal type: terminfo's own spelling of
/// each move and attribute, the cheapest move, only what changed.
@Suite struct FrameWriterTests {
    /// A writer for a terminal type from the system's terminfo.
    func writer(_ type: String) throws -> FrameWriter {
        FrameWriter(capabilities: try #require(TerminalCapabilities(type: type), "no terminfo for \(type)"))
    }

    func canvas(_ rows: [String], width: Int = 10, style: CellStyle = .plain) -> Canvas {
        var canvas = Canvas(width: width, height: rows.count)
        for (y, row) in rows.enumerated() {
            canvas.draw(row, x: 0, y: y, style: style, clip: canvas.bounds)
        }
        return canvas
    }

    /// Writes `new` over `old` and returns the bytes, escapes spelled `\e`, CR `\r`, LF `\n`,
    /// backspace `\b` and SI `\x0F`.
    func frame(_ writer: inout FrameWriter, from old: Canvas?, to new: Canvas, rows: Range<Int>? = nil) -> String {
        writer.write(from: old, to: new, rows: rows, width: new.width, height: new.height)
        defer { writer.output.removeAll() }
        var text = ""
        for scalar in String(decoding: writer.output, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "\u{1B}": text += "\\e"
            case "\r": text += "\\r"
            case "\n": text += "\\n"
            case "\u{8}": text += "\\b"
            case "\u{0F}": text += "\\x0F"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    @Test("a first frame clears the screen and writes the cells that are not blank")
    func firstFrame() throws {
        var new = canvas(["Hi", "", "end"])
        new.draw("ok", x: 2, y: 1, style: CellStyle(isBold: true), clip: new.bounds)
        var xterm = try writer("xterm-256color")
        #expect(frame(&xterm, from: nil, to: new) == #"\e(B\e[m\e[H\e[2JHi\e[2;3H\e[1mok\e[3;1H\e(B\e[mend"#)
        var screen = try writer("screen-256color")
        #expect(frame(&screen, from: nil, to: new) == #"\e[m\x0F\e[H\e[JHi\e[2;3H\e[1mok\e[3;1H\e[m\x0Fend"#)
        // vt100's delays ($<50>, $<5>, $<2>) are left out.
        var vt100 = try writer("vt100")
        #expect(frame(&vt100, from: nil, to: new) == #"\e[m\x0F\e[H\e[JHi\e[2;3H\e[1mok\e[3;1H\e[m\x0Fend"#)
    }

    @Test("an update writes only the changed cells, after the cheapest move")
    func counterUpdate() throws {
        let nine = canvas(["Count: 9", "", "[+]"])
        let ten = canvas(["Count: 10", "", "[+]"])
        var xterm = try writer("xterm-256color")
        _ = frame(&xterm, from: nil, to: nine)
        // The cursor is after "[+]" on row 2: the address is shortest.
        #expect(frame(&xterm, from: nine, to: ten, rows: 0..<1) == #"\e[1;8H10"#)
        // Now after "10" on row 0: one column back is a backspace.
        let eleven = canvas(["Count: 11", "", "[+]"])
        #expect(frame(&xterm, from: ten, to: eleven, rows: 0..<1) == #"\b1"#)
        let twenty = canvas(["Count: 20", "", "[+]"])
        #expect(frame(&xterm, from: eleven, to: twenty, rows: 0..<1) == #"\e[8G20"#)
        // Further along the row: the column address; unchanged cells between, written again
        // when that is shorter.
        let moved = canvas(["Count: 20   x", "", "[+]"], width: 14)
        let movedAgain = canvas(["Count: 20   y", "", "[+]"], width: 14)
        let split = canvas(["Xount: 20   z", "", "[+]"], width: 14)
        _ = frame(&xterm, from: nil, to: moved)
        #expect(frame(&xterm, from: moved, to: movedAgain, rows: 0..<1) == #"\e[1;13Hy"#)
        #expect(frame(&xterm, from: movedAgain, to: split, rows: 0..<1) == #"\rX\e[13Gz"#)
        let twelve = canvas(["Count: 12", "", "[+]"])
        // Nothing changed: nothing written.
        #expect(frame(&xterm, from: twelve, to: twelve).isEmpty)
        // A terminal without hpa (vt220) moves back with cub.
        var vt220 = try writer("vt220")
        _ = frame(&vt220, from: nil, to: ten)
        #expect(frame(&vt220, from: ten, to: eleven, rows: 0..<1) == #"\e[1;9H1"#)
        #expect(frame(&vt220, from: eleven, to: twenty, rows: 0..<1) == #"\e[2D20"#)
        #expect(frame(&vt220, from: twenty, to: twelve, rows: 0..<1) == #"\e[2D12"#)
    }

    @Test("attributes: added alone, removed by resetting; italic, strikethrough and dim from terminfo")
    func attributes() throws {
        let plain = canvas(["abcdef"])
        var new = plain
        new.draw("ab", x: 0, y: 0, style: CellStyle(isBold: true, isUnderlined: true), clip: new.bounds)
        new.draw("cd", x: 2, y: 0, style: CellStyle(isBold: true), clip: new.bounds)
        new.draw("e", x: 4, y: 0, style: CellStyle(isReversed: true, isItalic: true), clip: new.bounds)
        new.draw("f", x: 5, y: 0, style: CellStyle(isStrikethrough: true, isDim: true), clip: new.bounds)
        var xterm = try writer("xterm-256color")
        _ = frame(&xterm, from: nil, to: plain)
#expect(frame(&xterm, from: plain, to: new)
            == #"\r\e[1m\e[4mab\e(B\e[m\e[1mcd\e(B\e[m\e[7m\e[3me\e(B\e[m\e[2m\e[9mf"#)
        // linux has neither italic nor strikethrough: they are dropped.
        var linux = try writer("linux")
        _ = frame(&linux, from: nil, to: plain)
        #expect(frame(&linux, from: plain, to: new)
            == #"\r\e[1m\e[4mab\e[m\x0F\e[1mcd\e[m\x0F\e[7me\e[m\x0F\e[2mf"#)
    }

    @Test("colors: 256-color palette, the eight ANSI ones, none on vt100; back to the default with op")
    func colors() throws {
        var new = canvas(["abc"], width: 4)
        new.draw("a", x: 0, y: 0, style: CellStyle(foreground: .palette(196)), clip: new.bounds)
        new.draw("b", x: 1, y: 0, style: CellStyle(foreground: .red, background: .blue), clip: new.bounds)
        let old = canvas(["abx"], width: 4)
        var xterm = try writer("xterm-256color")
        _ = frame(&xterm, from: nil, to: old)
        #expect(frame(&xterm, from: old, to: new) == #"\r\e[38;5;196ma\e[31m\e[44mb\e[39;49mc"#)
        var linux = try writer("linux")
        _ = frame(&linux, from: nil, to: old)
        #expect(frame(&linux, from: old, to: new) == #"\r\e[31ma\e[44mb\e[39;49mc"#)
        var vt100 = try writer("vt100")
        _ = frame(&vt100, from: nil, to: old)
        // The colors are gone; the cells are written again all the same.
        #expect(frame(&vt100, from: old, to: new) == #"\rabc"#)
    }

    @Test("true colors: 24-bit SGR when the writer sends them, the nearest palette entry otherwise")
    func trueColors() throws {
        var new = canvas(["abc"], width: 4)
        new.draw("a", x: 0, y: 0, style: CellStyle(foreground: Color(red: 1, green: 0.5, blue: 0)), clip: new.bounds)
        new.draw("b", x: 1, y: 0, style: CellStyle(foreground: .palette(196), background: Color(red: 0, green: 0, blue: 0.2)),
                 clip: new.bounds)
        let old = canvas(["abx"], width: 4)
        var direct = try writer("xterm-256color")
        direct.sendsTrueColor = true
        _ = frame(&direct, from: nil, to: old)
        // Palette colors keep terminfo's spelling; only true colors go out as 38;2 / 48;2.
        #expect(frame(&direct, from: old, to: new) == #"\r\e[38;2;255;128;0ma\e[38;5;196m\e[48;2;0;0;51mb\e[39;49mc"#)
        var palette = try writer("xterm-256color")
        _ = frame(&palette, from: nil, to: old)
        #expect(frame(&palette, from: old, to: new) == #"\r\e[38;5;208ma\e[38;5;196m\e[48;5;233mb\e[39;49mc"#)
    }

    @Test("true colors are detected from COLORTERM and overridden by CURSESUI_TRUECOLOR")
    func trueColorSetting() {
        #expect(TrueColorSetting.isEnabled(environment: ["COLORTERM": "truecolor"]))
        #expect(TrueColorSetting.isEnabled(environment: ["COLORTERM": "24bit"]))
        #expect(!TrueColorSetting.isEnabled(environment: [:]))
        #expect(!TrueColorSetting.isEnabled(environment: ["COLORTERM": "yes"]))
        #expect(!TrueColorSetting.isEnabled(environment: ["COLORTERM": "truecolor", "CURSESUI_TRUECOLOR": "off"]))
        #expect(TrueColorSetting.isEnabled(environment: ["CURSESUI_TRUECOLOR": "1"]))
    }

    @Test("a block of rows that moved by one is scrolled, not rewritten")
    func scrolling() throws {
        let old = canvas((0..<6).map { "row \($0)" })
        let down = canvas((1..<7).map { "row \($0)" })
        var xterm = try writer("xterm-256color")
        _ = frame(&xterm, from: nil, to: old)
        #expect(frame(&xterm, from: old, to: down) == #"\e[1;6r\e[6;1H\n\e[1;6r\e[6;1Hrow 6"#)
        // And back: the region scrolls the other way from its top.
        #expect(frame(&xterm, from: down, to: old) == #"\e[1;6r\e[1;1H\eM\e[1;6r\e[1;1Hrow 0"#)
        // Only within the rows that changed: a header above stays.
        let withHeader = canvas(["title"] + (0..<5).map { "row \($0)" })
        let scrolled = canvas(["title"] + (1..<6).map { "row \($0)" })
        _ = frame(&xterm, from: nil, to: withHeader)
        #expect(frame(&xterm, from: withHeader, to: scrolled, rows: 1..<6)
            == #"\e[2;6r\e[6;1H\n\e[1;6r\e[6;1Hrow 5"#)
    }

    @Test("graphemes go out whole; after one whose width a terminal may doubt, the cursor is placed again")
    func graphemes() throws {
        let old = canvas([""], width: 12)
        var new = old
        new.draw("你a👨‍👩‍👧b", x: 0, y: 0, style: .plain, clip: new.bounds)
        var xterm = try writer("xterm-256color")
        _ = frame(&xterm, from: nil, to: old)
        // 你 is wide everywhere; the family is two cells here, but written over two blanks and
        // followed by an address, in case the terminal draws it otherwise.
        #expect(frame(&xterm, from: old, to: new) == "你a  \\e[4G👨‍👩‍👧\\e[1;6Hb")
    }

    @Test("a terminal that scrolls when its last cell is written keeps that cell")
    func lastCell() throws {
        let full = canvas(["abc", "def"], width: 3)
        var ansi = try writer("ansi")
        #expect(frame(&ansi, from: nil, to: full) == #"\e[0;10m\e[H\e[Jabc\e[2;1Hde"#)
        var xterm = try writer("xterm-256color")
        #expect(frame(&xterm, from: nil, to: full) == #"\e(B\e[m\e[H\e[2Jabc\e[2;1Hdef"#)
    }
}
