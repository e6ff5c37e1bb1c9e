@testable import CursesUI
import CNcurses
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite struct KeyDecoderTests {
    func decode(_ keys: [RawKey]) -> [TerminalEvent] { KeyDecoder.decode(keys, size: (80, 24)) }

    @Test func printableAndSpecial() {
        #expect(decode([.character(0x61), .character(0x6F22), .character(0x0D), .character(0x09)]) == [
            .key(KeyPress(key: "a")), .key(KeyPress(key: "漢")), .key(KeyPress(key: .return)), .key(KeyPress(key: .tab)),
        ])
        #expect(decode([.code(Int32(CNC_KEY_BTAB))]) == [.key(KeyPress(key: .tab, modifiers: .shift))])
        #expect(decode([.character(0x7F), .character(0x08), .code(Int32(CNC_KEY_BACKSPACE)), .code(Int32(CNC_KEY_DC))]) == [
            .key(KeyPress(key: .delete)), .key(KeyPress(key: .delete)), .key(KeyPress(key: .delete)), .key(KeyPress(key: .deleteForward)),
        ])
        #expect(decode([.code(Int32(CNC_KEY_UP)), .code(Int32(CNC_KEY_NPAGE)), .code(Int32(CNC_KEY_ENTER))]) == [
            .key(KeyPress(key: .upArrow)), .key(KeyPress(key: .pageDown)), .key(KeyPress(key: .return)),
        ])
    }

    @Test func escapeAndOption() {
        #expect(decode([.character(0x1B)]) == [.key(KeyPress(key: .escape))])
        #expect(decode([.character(0x1B), .character(0x78)]) == [.key(KeyPress(key: "x", modifiers: .option))])
        #expect(decode([.character(0x1B), .character(0x1B)]) == [.key(KeyPress(key: .escape)), .key(KeyPress(key: .escape))])
        #expect(decode([.character(0x1B), .code(Int32(CNC_KEY_RESIZE))]) == [.key(KeyPress(key: .escape)), .resize(width: 80, height: 24)])
    }

    /// Raw keys for the bytes of `text` (ASCII), `\u{1B}` included.
    func keys(_ text: String) -> [RawKey] { text.unicodeScalars.map { .character($0.value) } }

    @Test func unknownEscapeSequencesAreDroppedWhole() {
        // DCS, OSC, APC, PM and SOS strings up to ST or BEL: "ESC P q" must never quit.
        #expect(decode(keys("\u{1B}Pq\u{1B}\\")) == [])
        #expect(decode(keys("\u{1B}P1$r\u{1B}\\a")) == [.key(KeyPress(key: "a"))])
        #expect(decode(keys("\u{1B}]0;x\u{07}b")) == [.key(KeyPress(key: "b"))])
        #expect(decode(keys("\u{1B}_hello\u{1B}\\\u{1B}^pm\u{07}\u{1B}Xsos\u{1B}\\")) == [])
        // Unterminated at the end of the burst: dropped as far as it goes.
        #expect(decode(keys("\u{1B}Pq")) == [])
        #expect(decode(keys("\u{1B}]")) == [])
        // CSI up to its final byte, unknown: no Option-[ and no "9999~".
        #expect(decode(keys("\u{1B}[9999~")) == [])
        #expect(decode(keys("\u{1B}[1;99999999Qc")) == [.key(KeyPress(key: "c"))])
        #expect(decode(keys("\u{1B}[<;;M\u{1B}[<M")) == [])
        #expect(decode(keys("\u{1B}[")) == [])
        // SS3 and one byte.
        #expect(decode(keys("\u{1B}OZd")) == [.key(KeyPress(key: "d"))])
        #expect(decode(keys("\u{1B}O")) == [])
        // X10 mouse reports, whole or truncated, never press Space or type M.
        #expect(decode(keys("\u{1B}[M ")) == [])
        #expect(decode(keys("\u{1B}[M !!e")) == [.key(KeyPress(key: "e"))])
        // A sequence cut short by a control key ends there; the key still counts.
        #expect(decode(keys("\u{1B}[12\u{0D}")) == [.key(KeyPress(key: .return))])
        #expect(decode(keys("\u{1B}]0;\u{1B}")) == [.key(KeyPress(key: .escape))])
        // Other printable characters after Escape are still Option keys.
        #expect(decode(keys("\u{1B}q\u{1B}[A")) == [.key(KeyPress(key: "q", modifiers: .option))])
    }

    @Test func controlAndTerminate() {
        #expect(decode([.character(0x01), .character(0x1A)]) == [
            .key(KeyPress(key: "a", modifiers: .control)), .key(KeyPress(key: "z", modifiers: .control)),
        ])
        #expect(decode([.character(0x03)]) == [.terminate(signal: SIGINT)])
        #expect(decode([.character(0x85), .code(9999)]) == [])
    }

    /// Decodes `keys` and returns the events and the terminal reports found among them.
    func decodeWithReports(_ keys: [RawKey]) -> (events: [TerminalEvent], reports: [TerminalReport]) {
        var reports: [TerminalReport] = []
        let events = KeyDecoder.decode(keys, size: (80, 24), reports: &reports)
        return (events, reports)
    }

    @Test func synchronizedOutputAnswersAreReportsNotKeys() {
        // DECRQM answers for mode 2026: 1 (set) and 2 (reset) mean the terminal knows the mode.
        for (value, supported) in [(0, false), (1, true), (2, true), (3, false), (4, false)] {
            let decoded = decodeWithReports(keys("\u{1B}[?2026;\(value)$y"))
            #expect(decoded.events == [], "Ps \(value)")
            #expect(decoded.reports == [.synchronizedOutput(supported: supported)], "Ps \(value)")
        }
        // Amid keys, in the same burst: the keys around it still count, nothing of it types.
        let amid = decodeWithReports(keys("a\u{1B}[?2026;2$yb"))
        #expect(amid.events == [.key(KeyPress(key: "a")), .key(KeyPress(key: "b"))])
        #expect(amid.reports == [.synchronizedOutput(supported: true)])
        // Answers for other modes are swallowed without a report; so are cut-short answers.
        #expect(decodeWithReports(keys("\u{1B}[?1049;1$y")) == ([], []))
        #expect(decodeWithReports(keys("\u{1B}[?2026;2$")) == ([], []))
        #expect(decodeWithReports(keys("\u{1B}[?2026;")) == ([], []))
        #expect(decodeWithReports(keys("\u{1B}[?;2$yc")).events == [.key(KeyPress(key: "c"))])
        // The two-argument decode drops reports the same way.
        #expect(decode(keys("\u{1B}[?2026;1$yq")) == [.key(KeyPress(key: "q"))])
    }

    @Test func synchronizedOutputSetting() {
        #expect(SynchronizedOutputSetting(environmentValue: nil) == .detect)
        #expect(SynchronizedOutputSetting(environmentValue: "") == .detect)
        #expect(SynchronizedOutputSetting(environmentValue: "auto") == .detect)
        for value in ["1", "on", "ON", "yes", "true"] { #expect(SynchronizedOutputSetting(environmentValue: value) == .on) }
        for value in ["0", "off", "Off", "no", "false"] { #expect(SynchronizedOutputSetting(environmentValue: value) == .off) }
    }
}
