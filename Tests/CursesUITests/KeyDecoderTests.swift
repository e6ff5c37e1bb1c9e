@testable import CursesUI
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The bytes of `text`, `\u{1B}` included.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite struct KeyDecoderTests {
    /// Decodes `input` as one read with nothing after it.
    func decode(_ input: [UInt8]) -> [TerminalEvent] { KeyDecoder.decode(input, size: (80, 24)) }
    func decode(_ text: String) -> [TerminalEvent] { decode(bytes(text)) }
    func key(_ key: KeyEquivalent, _ modifiers: EventModifiers = []) -> TerminalEvent { .key(KeyPress(key: key, modifiers: modifiers)) }

    @Test func printableAndSpecial() {
        #expect(decode("a漢\r\t") == [key("a"), key("漢"), key(.return), key(.tab)])
        #expect(decode("\u{1B}[Z") == [key(.tab, .shift)])
        #expect(decode([0x7F, 0x08]) + decode("\u{1B}[3~") == [key(.delete), key(.delete), key(.deleteForward)])
        #expect(decode("\u{1B}[5~\u{1B}[6~\u{1B}OM") == [key(.pageUp), key(.pageDown), key(.return)])
    }

    /// Cursor keys in both modes: application mode (`ESC O A`, what keypad mode asks for) and
    /// normal mode (`ESC [ A`, what many terminals and tmux send anyway), with xterm's modifiers.
    @Test func cursorKeysInBothModes() {
        #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD\u{1B}OH\u{1B}OF") == [
            key(.upArrow), key(.downArrow), key(.rightArrow), key(.leftArrow), key(.home), key(.end),
        ])
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[H\u{1B}[F") == [
            key(.upArrow), key(.downArrow), key(.rightArrow), key(.leftArrow), key(.home), key(.end),
        ])
        #expect(decode("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~") == [key(.home), key(.end), key(.home), key(.end)])
        #expect(decode("\u{1B}[1;2A\u{1B}[1;5D\u{1B}[1;3C") == [
            key(.upArrow, .shift), key(.leftArrow, .control), key(.rightArrow, .option),
        ])
    }

    @Test func escapeAndOption() {
        #expect(decode("\u{1B}") == [key(.escape)])
        #expect(decode("\u{1B}x") == [key("x", .option)])
        #expect(decode("\u{1B}é") == [key("é", .option)])
        #expect(decode("\u{1B}\u{1B}") == [key(.escape), key(.escape)])
    }

    /// Point 1 of issue 18: every key after invalid UTF-8 in the same read still arrives.
    @Test("invalid UTF-8 is dropped and loses none of the keys after it", arguments: [
        [0xFF], [0xFE], [0x80], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF0, 0x9F, 0x98], [0xF4, 0x90, 0x80, 0x80],
    ] as [[UInt8]])
    func invalidUTF8LosesNothingAfterIt(invalid: [UInt8]) {
        #expect(decode(invalid + [0x0D, 0x0D, 0x0D]) == [key(.return), key(.return), key(.return)])
        #expect(decode(invalid + bytes("é+")) == [key("é"), key("+")])
    }

    @Test func validUTF8OfEveryLength() {
        #expect(decode("a\u{E9}\u{20AC}\u{1F600}") == [key("a"), key("é"), key("€"), key("😀")])
    }

    /// A read may end anywhere: what is cut off waits for the next read, and is decoded as far as
    /// it goes (a lone Escape is the Escape key, anything else is dropped) when `flush` says no
    /// more is coming.
    @Test func sequencesCutByTheEndOfARead() {
        let size = (width: 80, height: 24)
        var reports: [TerminalReport] = []
        var decoder = KeyDecoder()
        let wholes: [([UInt8], TerminalEvent)] = [
            (bytes("\u{1B}[1;5A"), key(.upArrow, .control)), (bytes("\u{1B}OB"), key(.downArrow)),
            (bytes("\u{1B}[<0;3;4m"), .mouse(x: 2, y: 3, kind: .click)), ([0xE2, 0x82, 0xAC], key("€")),
            (bytes("\u{1B}x"), key("x", .option)),
        ]
        for (whole, event) in wholes {
            for cut in 1..<whole.count {
                #expect(decoder.decode(whole.prefix(cut), size: size, reports: &reports) == [], "cut after \(cut)")
                #expect(decoder.isWaiting)
                #expect(decoder.decode(whole.dropFirst(cut), size: size, reports: &reports) == [event], "cut after \(cut)")
                #expect(!decoder.isWaiting)
            }
        }
        // Nothing more comes: the lone Escape is a key; a cut-off sequence presses nothing.
        #expect(decoder.decode(bytes("a\u{1B}"), size: size, reports: &reports) == [key("a")])
        #expect(decoder.flush(size: size, reports: &reports) == [key(.escape)])
        #expect(decoder.decode(bytes("\u{1B}[<"), size: size, reports: &reports) == [])
        #expect(decoder.flush(size: size, reports: &reports) == [])
        #expect(decoder.decode(bytes("+"), size: size, reports: &reports) == [key("+")])
    }

    @Test func unknownEscapeSequencesAreDroppedWhole() {
        // DCS, OSC, APC, PM and SOS strings up to ST or BEL: "ESC P q" must never quit.
        #expect(decode("\u{1B}Pq\u{1B}\\") == [])
        #expect(decode("\u{1B}P1$r\u{1B}\\a") == [key("a")])
        #expect(decode("\u{1B}]0;x\u{07}b") == [key("b")])
        #expect(decode("\u{1B}_hello\u{1B}\\\u{1B}^pm\u{07}\u{1B}Xsos\u{1B}\\") == [])
        // Unterminated at the end of the input: dropped as far as it goes.
        #expect(decode("\u{1B}Pq") == [])
        #expect(decode("\u{1B}]") == [])
        // CSI up to its final byte, unknown: no Option-[ and no "9999~".
        #expect(decode("\u{1B}[9999~") == [])
        #expect(decode("\u{1B}[1;99999999Qc") == [key("c")])
        #expect(decode("\u{1B}[<;;M\u{1B}[<M") == [])
        #expect(decode("\u{1B}[") == [])
        #expect(decode("\u{1B}[a" + "b") == [key("b")], "an unknown CSI is dropped whole")
        // SS3 and one byte.
        #expect(decode("\u{1B}OZd") == [key("d")])
        #expect(decode("\u{1B}O") == [])
        // A sequence cut short by a control key ends there; the key still counts.
        #expect(decode("\u{1B}[12\r") == [key(.return)])
        #expect(decode("\u{1B}]0;\u{1B}") == [key(.escape)])
        #expect(decode("\u{1B}[<\u{03}") == [.terminate(signal: SIGINT)])
        // Other printable characters after Escape are still Option keys.
        #expect(decode("\u{1B}q\u{1B}[A") == [key("q", .option), key(.upArrow)])
    }

    @Test func controlAndTerminate() {
        #expect(decode([0x01, 0x1A]) == [key("a", .control), key("z", .control)])
        #expect(decode([0x03]) == [.terminate(signal: SIGINT)])
        #expect(decode([0xC2, 0x85, 0xC2, 0x9B]) == [], "C1 controls are not keys")
    }

    /// Decodes `text` and returns the events and the terminal reports found in it.
    func decodeWithReports(_ text: String) -> (events: [TerminalEvent], reports: [TerminalReport]) {
        var decoder = KeyDecoder()
        var reports: [TerminalReport] = []
        let events = decoder.decode(bytes(text), size: (80, 24), reports: &reports)
            + decoder.flush(size: (80, 24), reports: &reports)
        return (events, reports)
    }

    @Test func synchronizedOutputAnswersAreReportsNotKeys() {
        // DECRQM answers for mode 2026: 1 (set) and 2 (reset) mean the terminal knows the mode.
        for (value, supported) in [(0, false), (1, true), (2, true), (3, false), (4, false)] {
            let decoded = decodeWithReports("\u{1B}[?2026;\(value)$y")
            #expect(decoded.events == [], "Ps \(value)")
            #expect(decoded.reports == [.synchronizedOutput(supported: supported)], "Ps \(value)")
        }
        // Amid keys, in the same read: the keys around it still count, nothing of it types.
        let amid = decodeWithReports("a\u{1B}[?2026;2$yb")
        #expect(amid.events == [key("a"), key("b")])
        #expect(amid.reports == [.synchronizedOutput(supported: true)])
        // Answers for other modes are swallowed without a report; so are cut-short answers.
        #expect(decodeWithReports("\u{1B}[?1049;1$y") == ([], []))
        #expect(decodeWithReports("\u{1B}[?2026;2$") == ([], []))
        #expect(decodeWithReports("\u{1B}[?2026;") == ([], []))
        #expect(decodeWithReports("\u{1B}[?;2$yc").events == [key("c")])
        #expect(decode("\u{1B}[?2026;1$yq") == [key("q")])
    }

    /// Bracketed paste: the text between `ESC [ 200 ~` and `ESC [ 201 ~` is one paste event, never
    /// keys, however it is split across reads; Return becomes a line break.
    @Test func bracketedPasteIsTextNotKeys() {
        #expect(decode("a\u{1B}[200~q\u{03}\u{1B}[A\rx\u{1B}[201~b") == [key("a"), .paste("q\u{03}\u{1B}[A\nx"), key("b")])
        #expect(decode("\u{1B}[200~\u{1B}[201~") == [], "an empty paste")
        let size = (width: 80, height: 24)
        var reports: [TerminalReport] = []
        var decoder = KeyDecoder()
        let paste = bytes("\u{1B}[200~héllo\u{1B}[201~+")
        var events: [TerminalEvent] = []
        for byte in paste { events += decoder.decode([byte], size: size, reports: &reports) }
        #expect(events == [.paste("héllo"), key("+")], "one byte per read")
        // A paste whose end never comes is delivered when the input goes quiet, and ends there.
        #expect(decoder.decode(bytes("\u{1B}[200~abc"), size: size, reports: &reports) == [])
        #expect(decoder.isPasting)
        #expect(decoder.flush(size: size, reports: &reports) == [.paste("abc")])
        #expect(decoder.decode(bytes("q"), size: size, reports: &reports) == [key("q")])
    }

    @Test func synchronizedOutputSetting() {
        #expect(SynchronizedOutputSetting(environmentValue: nil) == .detect)
        #expect(SynchronizedOutputSetting(environmentValue: "") == .detect)
        #expect(SynchronizedOutputSetting(environmentValue: "auto") == .detect)
        for value in ["1", "on", "ON", "yes", "true"] { #expect(SynchronizedOutputSetting(environmentValue: value) == .on) }
        for value in ["0", "off", "Off", "no", "false"] { #expect(SynchronizedOutputSetting(environmentValue: value) == .off) }
    }
}
