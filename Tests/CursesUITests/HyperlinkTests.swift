import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Issue 16, point 2: links go out as OSC 8 hyperlinks where the terminal supports them, and never
/// carry a byte of a user's string that could end the sequence.
@MainActor
@Suite struct HyperlinkTests {
    @Test("hostile addresses are percent-encoded: no control byte, space, backslash or non-ASCII byte is left")
    func safeAddresses() {
        #expect(Hyperlink.safeAddress("https://example.com/a?b=c&d#e") == "https://example.com/a?b=c&d#e")
        #expect(Hyperlink.safeAddress("https://x\u{1B}]0;pwned\u{7}") == "https://x%1B]0;pwned%07")
        #expect(Hyperlink.safeAddress("https://x\u{1B}\\\u{9C}y") == "https://x%1B%5C%C2%9Cy")
        #expect(Hyperlink.safeAddress("http://a b/ü\n") == "http://a%20b/%C3%BC%0A")
        #expect(Hyperlink.safeAddress(String(repeating: "a", count: 5000)).utf8.count == Hyperlink.maxLength)
        for scalar in (0..<0x300).compactMap(Unicode.Scalar.init) {
            let safe = Hyperlink.safeAddress("a\(scalar)b")
            #expect(safe.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != 0x5C }, "\(scalar.value): \(safe)")
        }
        #expect(Hyperlink(address: "").address == nil)
        #expect(Hyperlink(address: "https://a\u{1B}").address == "https://a%1B")
    }

    @Test("Markdown links mark their cells; plain and verbatim text do not")
    func markdownCells() {
        let host = TestHost(HStack(spacing: 1) {
            Text("see [the docs](https://example.com/docs) now")
            Text(verbatim: "[no](https://example.com)")
        }, width: 50, height: 1)
        #expect(host.text == "see the docs now [no](https://example.com)")
        #expect(host.cell(x: 3, y: 0).link == .none)
        #expect(host.cell(x: 4, y: 0).link.address == "https://example.com/docs")
        #expect(host.cell(x: 11, y: 0).link.address == "https://example.com/docs")
        #expect(host.cell(x: 12, y: 0).link == .none)
        #expect(host.cell(x: 18, y: 0).link == .none)
    }

    func frame(_ text: String, hyperlinks: Bool, type: String = "xterm-256color") throws -> String {
        var writer = FrameWriter(capabilities: try #require(TerminalCapabilities(type: type)))
        writer.sendsHyperlinks = hyperlinks
        let blank = Canvas(width: 30, height: 1)
        writer.write(from: nil, to: blank, width: 30, height: 1)
        writer.output.removeAll()
        let graph = ViewGraph(root: Text(LocalizedStringKey(text)), size: Size(width: 30, height: 1))
        graph.render()
        writer.write(from: blank, to: graph.canvas, width: 30, height: 1)
        return String(decoding: writer.output, as: UTF8.self)
    }

    @Test("the writer opens the link before its cells and closes it after, where enabled")
    func osc8Bytes() throws {
        let markdown = "a [b](https://x.org/?q=1) c"
        let on = try frame(markdown, hyperlinks: true)
        // The blank between "a" and the link is written rather than moved over; the one after it
        // is moved over (cuf1), as it is not in the link's pen.
        #expect(on == "a \u{1B}]8;;https://x.org/?q=1\u{1B}\\\u{1B}[4m\u{1B}[38;5;75mb\u{1B}[C\u{1B}]8;;\u{1B}\\\u{1B}(B\u{1B}[mc",
                "\(on.debugDescription)")
        // Off: the same cells, underlined in the link color, without OSC 8.
        let off = try frame(markdown, hyperlinks: false)
        #expect(off == "a \u{1B}[4m\u{1B}[38;5;75mb\u{1B}[C\u{1B}(B\u{1B}[mc", "\(off.debugDescription)")
        // Markdown refuses an address with control characters; one that gets into a cell anyway
        // goes out encoded: the escape and the bell cannot end the sequence.
        var writer = FrameWriter(capabilities: try #require(TerminalCapabilities(type: "xterm-256color")))
        writer.sendsHyperlinks = true
        var canvas = Canvas(width: 4, height: 1)
        var style = CellStyle()
        style.link = Hyperlink(address: "https://e\u{1B}]0;pwned\u{7}.org")
        canvas.draw("x", x: 0, y: 0, style: style, clip: canvas.bounds)
        writer.write(from: nil, to: canvas, width: 4, height: 1)
        let hostile = String(decoding: writer.output, as: UTF8.self)
        #expect(hostile == "\u{1B}(B\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}]8;;https://e%1B]0;pwned%07.org\u{1B}\\x\u{1B}]8;;\u{1B}\\",
                "\(hostile.debugDescription)")
    }

    @Test("detection: known terminals on, multiplexers and unknown ones off, the variable overrides")
    func detection() {
        #expect(HyperlinkSetting.isEnabled(environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"]))
        #expect(HyperlinkSetting.isEnabled(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"]))
        #expect(HyperlinkSetting.isEnabled(environment: ["TERM": "xterm-256color", "VTE_VERSION": "7200"]))
        #expect(!HyperlinkSetting.isEnabled(environment: ["TERM": "xterm-256color", "VTE_VERSION": "4800"]))
        #expect(!HyperlinkSetting.isEnabled(environment: ["TERM": "xterm-256color"]))
        #expect(!HyperlinkSetting.isEnabled(environment: ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux"]))
        #expect(!HyperlinkSetting.isEnabled(environment: ["TERM": "xterm-256color", "TMUX": "/tmp/t,1,0", "KITTY_WINDOW_ID": "1"]))
        #expect(HyperlinkSetting.isEnabled(environment: ["TERM": "screen", "CURSESUI_HYPERLINKS": "on"]))
        #expect(!HyperlinkSetting.isEnabled(environment: ["TERM_PROGRAM": "WezTerm", "CURSESUI_HYPERLINKS": "0"]))
    }
}
