import CursesUISnapshotTesting
import InlineSnapshotTesting
import Foundation
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Strings that try to take over a terminal or break layout, by name.
enum HostileStrings {
    static let all: [(name: String, text: String)] = [
        ("CSI", "before\u{1B}[2Jafter\u{1B}[31mred\u{1B}[H"),
        ("OSC title", "\u{1B}]0;pwned\u{07}title"),
        ("OSC 8 link", "\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\"),
        ("DCS", "\u{1B}P1$r\u{1B}\\dcs"),
        ("BEL and NUL", "bell\u{07}nul\u{00}end"),
        ("C1 controls", String(String.UnicodeScalarView((0x80...0x9F).map { Unicode.Scalar($0)! }))),
        ("8-bit CSI", "\u{9B}2J\u{9D}0;pwned\u{9C}"),
        ("bad UTF-8", String(decoding: [0xFF, 0xFE, 0x41], as: UTF8.self)),
        ("ZWJ emoji", "family 👩‍👩‍👧‍👦 flag 🏳️‍🌈 🇯🇵 ❤️ 👍🏽"),
        ("combining marks", "Z" + String(repeating: "\u{0301}", count: 50) + " \u{0301}\u{0302}lone"),
        ("bidi", "abc \u{202E}exe.txt\u{202C} \u{2066}שלום\u{2069} עברית \u{200F}x\u{061C}"),
        ("tab, CR, line breaks", "a\tb\rc\r\nd\u{0B}e\u{0C}f\u{85}g\u{2028}h"),
        ("wide at the edge", String(repeating: "漢", count: 41)),
    ]
}

/// Hostile strings in `Text`, `TextField` and `Button` labels render as safe cells with
/// consistent widths, and huge strings render quickly.
@MainActor
@Suite("Reliability: hostile strings")
struct ReliabilityStringTests {
    /// Every kind of view that shows user text, showing `text`.
    struct Showcase: View {
        let text: String
        @State var field: String

        init(text: String) {
            self.text = text
            _field = State(initialValue: text)
        }

        var body: some View {
            VStack(alignment: .leading) {
                Text(text)
                Text(verbatim: text).bold()
                Button(text) {}
                TextField(text, text: $field)
                TextField("Empty", text: .constant(""), prompt: Text(text))
                HStack {
                    Text(text)
                    Button(action: {}) { Text(text) }
                }
            }
        }
    }

    @Test("hostile strings render as safe cells", arguments: HostileStrings.all.map(\.name))
    func hostileString(name: String) {
        let text = HostileStrings.all.first { $0.name == name }!.text
        for (width, height) in [(40, 12), (7, 12), (1, 3)] {
            let host = TestHost(Showcase(text: text), width: width, height: height)
            #expect(frameProblems(host.graph.canvas, width: width, height: height) == [], "\(name) at \(width)x\(height)")
            // Focus and edit the field too: the cursor and a scrolled view are drawn differently.
            host.press(.tab)
            host.press(.tab)
            host.press(.end)
            host.type("x")
            host.press(.home)
            #expect(frameProblems(host.graph.canvas, width: width, height: height) == [], "\(name) edited at \(width)x\(height)")
        }
    }

    @Test("user escape sequences show as visible text")
    func escapesAreVisible() {
        let host = TestHost(Text("\u{1B}]0;pwned\u{07}"), width: 40, height: 2)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ␛]0;pwned␇
            """
        }
    }

    @Test("a 10 MB string renders in a few seconds")
    func tenMegabytes() {
        let line = String(repeating: "0123456789abcdef ", count: 4) + "漢字 \u{1B}[2J\n"
        let big = String(repeating: line, count: 10_000_000 / line.utf8.count + 1)
        #expect(big.utf8.count >= 10_000_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let host = TestHost(VStack {
                Text(big)
                Button(big) {}
                Text("after")
            }, width: 80, height: 24)
            #expect(frameProblems(host.graph.canvas, width: 80, height: 24) == [])
            host.resize(width: 60, height: 20)
            #expect(frameProblems(host.graph.canvas, width: 60, height: 20) == [])
        }
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }

    @Test("a 10 MB single line (no breaks) renders in a few seconds")
    func tenMegabyteLine() {
        let big = String(repeating: "x", count: 10_000_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let host = TestHost(Text(big), width: 80, height: 24)
            #expect(frameProblems(host.graph.canvas, width: 80, height: 24) == [])
        }
        #expect(elapsed < .seconds(5), "took \(elapsed)")
    }

    /// README's reliability section: a single `Text` lays out at most 100,000 characters and ends
    /// a longer string with "…", so a runaway string cannot make every layout slow.
    @Test("a Text lays out at most 100,000 characters and ends a longer string with …")
    func longTextIsCut() {
        let exact = TextLayout.paragraphs(of: String(repeating: "x", count: TextLayout.maxCharacters))
        #expect(exact.map(\.count) == [100_000])
        #expect(exact.first?.last == Glyph(text: "x", width: 1))
        let longer = TextLayout.paragraphs(of: String(repeating: "x", count: 100_001) + "END")
        #expect(longer.map(\.count) == [100_001])
        #expect(longer.first?.last == Glyph(text: "…", width: 1))
        #expect(longer.first?.dropLast().allSatisfy { $0 == Glyph(text: "x", width: 1) } == true)
    }
}
