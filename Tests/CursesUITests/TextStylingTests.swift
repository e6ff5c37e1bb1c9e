import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Issue 16, point 1: fonts, weights and text attributes, as modifiers on `Text` and on views.
@MainActor
struct TextStylingTests {
    /// One letter per cell for its attributes: `.` plain, `b` bold, `i` italic, `u` underlined,
    /// `s` struck through, `d` dim; several attributes show in that order, in brackets.
    static func styles<Root: View>(_ host: TestHost<Root>, row: Int, width: Int) -> String {
        (0..<width).map { x in
            let cell = host.cell(x: x, y: row)
            var letters = ""
            if cell.isBold { letters += "b" }
            if cell.isItalic { letters += "i" }
            if cell.isUnderlined { letters += "u" }
            if cell.isStrikethrough { letters += "s" }
            if cell.isDim { letters += "d" }
            return letters.isEmpty ? "." : letters.count == 1 ? letters : "[\(letters)]"
        }.joined()
    }

    /// A modifier changes a text's runs in place only when no other text holds them: the text
    /// it was called on, and every copy of it, keep their own style.
    @Test func aModifierLeavesTheTextItWasCalledOnUnchanged() {
        let plain = Text(verbatim: "ab") + Text(verbatim: "cd")
        let copy = plain
        let bold = plain.bold()
        let boldRed = bold.foregroundColor(.red)
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            plain
            copy
            bold
            boldRed
        }, width: 4, height: 4)
        #expect((0..<4).map { Self.styles(host, row: $0, width: 4) } == ["....", "....", "bbbb", "bbbb"])
        #expect(host.cell(x: 0, y: 2).foreground == nil)
        #expect(host.cell(x: 3, y: 3).foreground == .red)
    }

    @Test func textStylesFollowTheDocumentedTable() {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(Font.TextStyle.allCases.enumerated()), id: \.offset) { _, style in
                Text(verbatim: "\(style)").font(.system(style))
            }
        }, width: 12, height: 11)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            LARGETITLE
            title
            title2
            title3
            headline
            subheadline
            body
            callout
            footnote
            caption
            CAPTION2
            """
        }
        let expected = ["[bu]", "[bu]", "b", "b", "b", "d", ".", ".", "d", "d", "d"]
        for (row, style) in expected.enumerated() {
            #expect(Self.styles(host, row: row, width: 1) == style, "row \(row)")
        }
    }

    @Test func systemFontsMapBySizeAndWeight() {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Text("a").font(.system(size: 34))
            Text("a").font(.system(size: 22))
            Text("a").font(.system(size: 17))
            Text("a").font(.system(size: 11))
            Text("a").font(.system(size: 17, weight: .semibold, design: .monospaced))
            Text("a").font(.system(size: 17, weight: .light))
            Text("a").font(.body.bold().italic())
            Text("a").font(.title).fontWeight(.regular)
            Text("a").font(.custom("Menlo", size: 12, relativeTo: .headline))
        }, width: 4, height: 9)
        let rows = (0..<9).map { Self.styles(host, row: $0, width: 1) }
        #expect(rows == ["[bu]", "b", ".", "d", "b", "d", "[bi]", "u", "b"])
    }

    @Test func attributesOnTextJoinWithPlusAndKeepTheirOwnStyle() {
        let text = Text("Bold").bold() + Text(" it").italic() + Text(" ok ") + Text("gone").strikethrough()
            + Text(" u").underline(color: .red)
        let host = TestHost(text.foregroundColor(.green), width: 20, height: 1)
        #expect(host.text == "Bold it ok gone u")
        #expect(Self.styles(host, row: 0, width: 17) == "bbbbiii....ssssuu")
        #expect(host.cell(x: 0, y: 0).foreground == .green)
        // The inner run's own setting wins over the outer one.
        let inner = TestHost((Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue), width: 2, height: 1)
        #expect(inner.cell(x: 0, y: 0).foreground == .red)
        #expect(inner.cell(x: 1, y: 0).foreground == .blue)
    }

    @Test func foregroundStyleWithAColorKeepsATextAText() {
        // `Color` members resolve to `Text`'s overload, as in SwiftUI: the result joins with `+`.
        let joined: Text = Text("a").foregroundStyle(.red) + Text("b").foregroundStyle(Color.green) + Text("c")
        let host = TestHost(joined.foregroundStyle(.blue), width: 3, height: 1)
        #expect(host.text == "abc")
        #expect(host.cell(x: 0, y: 0).foreground == .red)
        #expect(host.cell(x: 1, y: 0).foreground == .green)
        #expect(host.cell(x: 2, y: 0).foreground == .blue)
    }

    @Test func viewModifiersStyleEveryTextBelow() {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Text("one")
            Text("two").italic(false)
            Text("three").strikethrough()
        }
        .italic()
        .font(.headline)
        .fontWeight(.light)
        .monospaced()
        .monospacedDigit()
        .kerning(1)
        .tracking(2), width: 6, height: 3)
        #expect(host.text == "one\ntwo\nthree")
        #expect(Self.styles(host, row: 0, width: 3) == "[id][id][id]")
        #expect(Self.styles(host, row: 1, width: 3) == "ddd")
        #expect(Self.styles(host, row: 2, width: 5) == String(repeating: "[isd]", count: 5))
    }

    @Test func textCaseAndBoldAndUnderlineOnViews() {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Text("Mixed Case")
            Text("Lower").textCase(.lowercase)
        }
        .textCase(.uppercase)
        .bold()
        .underline(), width: 12, height: 2)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            MIXED CASE
            lower
            """
        }
        #expect(Self.styles(host, row: 0, width: 3) == "[bu][bu][bu]")
    }
}

extension PseudoTerminalTests {
    /// What is written for italic, dim and struck-through cells on xterm-256color, whose
    /// terminfo has `sitm` and `smxx`.
    @MainActor
    @Suite("Text attributes reach the terminal")
    struct TextAttributeOutputTests {
        @Test func italicDimAndStrikethroughAreWritten() throws {
            let fixture = try #require(PseudoTerminalFixture.shared)
            let terminal = fixture.terminal
            terminal.present(Canvas(width: 60, height: 20))
            _ = fixture.drain()

            let graph = ViewGraph(root: HStack {
                Text("slanted").italic()
                Text("faint").font(.caption)
                Text("gone").strikethrough()
            }, size: Size(width: 60, height: 20))
            graph.render()
            terminal.present(graph.canvas)
            let bytes = fixture.drain()
            let text = String(decoding: bytes, as: UTF8.self)
            // sitm is ESC [ 3 m, dim ESC [ 2 m, smxx ESC [ 9 m.
            #expect(text.contains("\u{1B}[3mslanted"), "\(text.debugDescription)")
            #expect(text.contains("\u{1B}[2m") && text.contains("faint"), "\(text.debugDescription)")
            #expect(text.contains("\u{1B}[9mgone"), "\(text.debugDescription)")
            #expect(text.contains("slanted") && text.contains("faint"))
            #expect(ReliabilityTerminalOutputTests.unknownEscapes(in: bytes) == [])
        }
    }
}
