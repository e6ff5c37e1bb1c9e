import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Wrapping text into rows, on its own.
struct TextRowsTests {
    private func rows(_ text: String, width: Int) -> [String] {
        let clusters = Array(text)
        return TextRows(clusters, width: width).ranges.map { String(clusters[$0]) }
    }

    @Test func wrapsAtWordsAndCutsWordsWiderThanTheRow() {
        #expect(rows("the quick brown fox", width: 10) == ["the quick ", "brown fox"])
        #expect(rows("abcdefghijkl", width: 5) == ["abcde", "fghij", "kl"])
        #expect(rows("a\n\nb", width: 5) == ["a", "", "b"])
        #expect(rows("", width: 5) == [""])
    }

    @Test func aLineFillingItsLastRowGetsARowForTheCursor() {
        #expect(rows("abcde", width: 5) == ["abcde", ""])
        let rows = TextRows(Array("abcde\nx"), width: 5)
        #expect(rows.row(of: 5) == 1, "the cursor after the full row is on the empty row after it")
        #expect(rows.row(of: 6) == 2)
    }

    @Test func theCursorAtAWrapIsAtTheStartOfTheNextRow() {
        let rows = TextRows(Array("ab cd"), width: 3)
        #expect(rows.ranges == [0..<3, 3..<5])
        #expect(rows.row(of: 3) == 1)
        #expect(rows.lastPosition(in: 0) == 2)
        #expect(rows.position(in: 0, column: 9, clusters: Array("ab cd")) == 2)
    }

    @Test func wideCharactersWrapWhole() {
        #expect(rows("日本語", width: 5) == ["日本", "語"])
    }
}

/// `TextEditor` and `TextField(axis: .vertical)` driven through `TestHost`.
@MainActor
struct TextEditorTests {
    struct Notes: View {
        @State var text: String
        var body: some View {
            VStack(alignment: .leading) {
                TextEditor(text: $text)
                    .frame(height: 3)
                Text("\(text.utf8.count) bytes")
            }
        }
    }

    /// Where the reversed cell (the cursor) is.
    private func cursor<V: View>(_ host: TestHost<V>, width: Int, height: Int) -> [Point] {
        var points: [Point] = []
        for y in 0..<height {
            for x in 0..<width where host.cell(x: x, y: y).isReversed { points.append(Point(x: x, y: y)) }
        }
        return points
    }

    @Test func typingWrapsAndReturnStartsANewLine() {
        let host = TestHost(Notes(text: ""), width: 12, height: 4)
        host.type("the quick brown fox")
        host.press(.return)
        host.type("ok")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            the quick
            brown fox
            ok
            22 bytes
            """
        }
        #expect(cursor(host, width: 12, height: 3) == [Point(x: 2, y: 2)])
    }

    @Test func scrollsToKeepTheCursorInView() {
        struct Screen: View {
            @State var text = "one\ntwo\nthree\nfour\nfive"
            var body: some View {
                VStack(alignment: .leading) {
                    Button("Top") {}
                    TextEditor(text: $text).frame(height: 3)
                }
            }
        }
        let host = TestHost(Screen(), width: 12, height: 4)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Top ]
            one
            two
            three
            """
        }
        host.press(.tab)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Top ]
            three
            four
            five
            """
        }
        #expect(cursor(host, width: 12, height: 4) == [Point(x: 4, y: 3)])
        host.press(.upArrow)
        host.press(.upArrow)
        host.press(.upArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Top ]
            two
            three
            four
            """
        }
        #expect(cursor(host, width: 12, height: 4) == [Point(x: 3, y: 1)], "the end of `two`: the column is clamped to the row")
        host.press(.downArrow)
        #expect(cursor(host, width: 12, height: 4) == [Point(x: 4, y: 2)], "the column aimed for is kept")
        host.press(.pageUp)
        #expect(cursor(host, width: 12, height: 4) == [Point(x: 3, y: 1)], "Page Up goes up a screenful, to the first row")
        host.press(.upArrow)
        #expect(cursor(host, width: 12, height: 4) == [Point(x: 0, y: 1)], "Up on the first row goes to the start")
        host.press(.tab)
        #expect(host.cell(x: 2, y: 0).isReversed, "Tab moves focus on, to the button")
    }

    @Test func backspaceAndDeleteJoinLines() {
        let host = TestHost(Notes(text: "ab\ncd"), width: 12, height: 4)
        host.press(.upArrow)
        host.press(.end)
        host.press(.deleteForward)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            abcd


            4 bytes
            """
        }
        host.press(.return)
        host.press(.return)
        host.press(.delete)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ab
            cd

            5 bytes
            """
        }
    }

    @Test func movesByWordsWithAltOrCtrlArrows() {
        let host = TestHost(Notes(text: "alpha beta, gamma"), width: 20, height: 4)
        host.press(.leftArrow, modifiers: .option)
        host.type("<")
        host.press(.leftArrow, modifiers: .control)
        host.press(.leftArrow, modifiers: .control)
        host.type("[")
        host.press(.rightArrow, modifiers: .option)
        host.type("]")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [alpha] beta, <gamma


            20 bytes
            """
        }
    }

    @Test func aLargeMultiLinePasteArrivesWhole() {
        let host = TestHost(Notes(text: ""), width: 40, height: 4)
        let line = String(repeating: "x", count: 99)
        let paste = Array(repeating: line, count: 1_000).joined(separator: "\r\n") + "\tend"
        host.graph.handlePaste(paste)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
            xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
            xxxxxxxxxxxxxxxxxxx end
            100003 bytes
            """
        }
    }

    @Test func aClickPutsTheCursorUnderThePointer() {
        let host = TestHost(Notes(text: "one\ntwo words\nthree"), width: 12, height: 4)
        host.click(x: 5, y: 1)
        host.type("_")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            one
            two w_ords
            three
            20 bytes
            """
        }
        host.click(x: 10, y: 0)
        host.type("!")
        #expect(host.text.hasPrefix("one!\n"))
    }

    @Test func theHelpBarNamesTheEditorsKeys() {
        struct Screen: View {
            @State var text = ""
            var body: some View {
                VStack(alignment: .leading) {
                    TextEditor(text: $text).frame(height: 2)
                    KeyHelpBar()
                }
                .keyHelp("quit", key: "q")
            }
        }
        let host = TestHost(Screen(), width: 30, height: 3)
        assertInlineSnapshot(of: host, as: .frame()) {
            """


            ↑↓←→ move · Return new line
            """
        }
    }

    struct Message: View {
        @State var text = ""
        @State var sent = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Message", text: $text, axis: .vertical)
                    .lineLimit(1...3)
                    .onSubmit { sent = text }
                Text("sent \(sent.count)")
            }
        }
    }

    @Test func aVerticalFieldGrowsWithinItsLineLimitAndReturnSubmits() {
        let host = TestHost(Message(), width: 10, height: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Message
            sent 0
            """
        }
        host.type("one two three four five six")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            three
            four five
            six
            sent 0
            """
        }
        host.press(.return)
        #expect(host.text.hasSuffix("sent 27"), "Return submitted the whole text")
        host.press(.return, modifiers: .option)
        host.type("x")
        #expect(host.text.hasPrefix("four five\nsix\nx\n"))
    }
}
