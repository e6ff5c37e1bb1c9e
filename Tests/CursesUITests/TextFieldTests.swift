import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// The editing model of text fields, on its own.
@MainActor
struct TextEditingTests {
    /// The clusters must always be what the text segments into, so nothing splits a character.
    private func expectSegmented(_ editor: TextEditing, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(editor.clusters == Array(editor.text), sourceLocation: sourceLocation)
        #expect((0...editor.clusters.count).contains(editor.cursor), sourceLocation: sourceLocation)
    }

    @Test func startsWithTheCursorAtTheEndOrClamped() {
        #expect(TextEditing("abc").cursor == 3)
        #expect(TextEditing("abc", cursor: 1).cursor == 1)
        #expect(TextEditing("abc", cursor: 9).cursor == 3)
        #expect(TextEditing("abc", cursor: -2).cursor == 0)
    }

    @Test func insertsAtTheCursorAndMovesPastTheInsertion() {
        var editor = TextEditing()
        var changed: Bool
        changed = editor.insert("ac")
        #expect(changed)
        editor.moveLeft()
        editor.insert("b")
        #expect(editor.text == "abc")
        #expect(editor.cursor == 2)
        editor.insert("XY")
        #expect(editor.text == "abXYc")
        #expect(editor.cursor == 4)
        expectSegmented(editor)
    }

    @Test func leavesControlCharactersOut() {
        var editor = TextEditing("a")
        for control in ["\t", "\u{1B}", "\r\n", "\n", "\u{7F}", "\u{85}", String(KeyEquivalent.leftArrow.character)] {
            let changed = editor.insert(control)
            #expect(!changed, "\(control.unicodeScalars.map(\.value))")
        }
        let changed = editor.insert("b\u{1B}[2Jc\nd")
        #expect(changed)
        #expect(editor.text == "ab[2Jcd")
        #expect(editor.cursor == 7)
    }

    @Test func wideCharactersAreOneClusterOfTwoCells() {
        var editor = TextEditing()
        editor.insert("日本")
        editor.insert("🇯🇵")
        #expect(editor.clusters.count == 3)
        #expect(editor.width(of: 0..<3) == 6)
        editor.moveLeft()
        #expect(editor.cursorColumn() == 4)
        #expect(editor.cursorWidth() == 2)
        expectSegmented(editor)
    }

    @Test func aCombiningMarkTypedAloneJoinsTheCharacterBeforeIt() {
        var editor = TextEditing()
        editor.insert("e")
        editor.insert("\u{301}")
        #expect(editor.clusters == ["e\u{301}"])
        #expect(editor.cursor == 1)
        editor.insert("x")
        #expect(editor.text == "e\u{301}x")
        expectSegmented(editor)
    }

    @Test func regionalIndicatorsTypedOneByOneMakeAFlag() {
        var editor = TextEditing("ab", cursor: 1)
        editor.insert("🇯")
        editor.insert("🇵")
        #expect(editor.clusters == ["a", "🇯🇵", "b"])
        #expect(editor.cursor == 2)
        expectSegmented(editor)
    }

    @Test func movesByWholeClustersAndStopsAtTheEnds() {
        var editor = TextEditing("e\u{301}日👨‍👩‍👧")
        var changed: Bool
        #expect(editor.cursor == 3)
        changed = editor.moveRight()
        #expect(!changed)
        changed = editor.moveLeft()
        #expect(changed)
        #expect(editor.cursor == 2)
        changed = editor.moveToStart()
        #expect(changed)
        changed = editor.moveLeft()
        #expect(!changed)
        changed = editor.moveRight()
        #expect(changed)
        #expect(editor.cursor == 1)
        changed = editor.moveToEnd()
        #expect(changed)
        #expect(editor.cursor == 3)
    }

    @Test func backspaceDeletesTheWholeClusterBeforeTheCursor() {
        var editor = TextEditing("ae\u{301}👨‍👩‍👧")
        var changed: Bool
        changed = editor.deleteBackward()
        #expect(changed)
        #expect(editor.text == "ae\u{301}")
        changed = editor.deleteBackward()
        #expect(changed)
        #expect(editor.text == "a")
        changed = editor.deleteBackward()
        #expect(changed)
        changed = editor.deleteBackward()
        #expect(!changed)
        #expect(editor.text.isEmpty)
        #expect(editor.cursor == 0)
    }

    @Test func deleteRemovesTheClusterAfterTheCursor() {
        var editor = TextEditing("日e\u{301}x", cursor: 0)
        var changed: Bool
        changed = editor.deleteForward()
        #expect(changed)
        #expect(editor.text == "e\u{301}x")
        changed = editor.deleteForward()
        #expect(changed)
        #expect(editor.text == "x")
        #expect(editor.cursor == 0)
        editor.moveToEnd()
        changed = editor.deleteForward()
        #expect(!changed)
    }

    @Test func deletingToTheEndAndToTheStart() {
        var editor = TextEditing("hello world", cursor: 5)
        var changed: Bool
        changed = editor.deleteToEnd()
        #expect(changed)
        #expect(editor.text == "hello")
        changed = editor.deleteToEnd()
        #expect(!changed)
        editor.moveLeft()
        changed = editor.deleteToStart()
        #expect(changed)
        #expect(editor.text == "o")
        #expect(editor.cursor == 0)
        changed = editor.deleteToStart()
        #expect(!changed)
    }

    @Test func deletingTheWordBeforeTheCursor() {
        var editor = TextEditing("ls -la  /tmp/日本  ")
        var changed: Bool
        changed = editor.deleteWordBackward()
        #expect(changed)
        #expect(editor.text == "ls -la  ")
        changed = editor.deleteWordBackward()
        #expect(changed)
        #expect(editor.text == "ls ")
        editor.insert("cd x")
        editor.moveLeft()
        editor.moveLeft()
        changed = editor.deleteWordBackward()
        #expect(changed)
        #expect(editor.text == "ls  x")
        #expect(editor.cursor == 3)
        editor.moveToStart()
        changed = editor.deleteWordBackward()
        #expect(!changed)
    }

    @Test func aTextChangedElsewhereClampsTheCursor() {
        var editor = TextEditing("hello", cursor: 4)
        var changed: Bool
        changed = editor.setText("hello")
        #expect(!changed)
        changed = editor.setText("help me")
        #expect(changed)
        #expect(editor.cursor == 4, "a cursor that still fits stays")
        changed = editor.setText("he")
        #expect(changed)
        #expect(editor.cursor == 2)
        changed = editor.setText("")
        #expect(changed)
        #expect(editor.cursor == 0)
        expectSegmented(editor)
    }

    @Test func scrollsToKeepTheCursorAndTheCellAfterTheTextVisible() {
        var editor = TextEditing("abcdefghijkl")
        editor.scrollToCursor(fieldWidth: 8)
        #expect(editor.scrollOffset == 5, "seven letters and the cursor cell")
        #expect(editor.visibleRange(fieldWidth: 8) == 5..<12)
        #expect(editor.cursorColumn() == 7)
        editor.moveLeft()
        editor.scrollToCursor(fieldWidth: 8)
        #expect(editor.scrollOffset == 5, "moving inside the field does not scroll")
        editor.moveToStart()
        editor.scrollToCursor(fieldWidth: 8)
        #expect(editor.scrollOffset == 0)
        #expect(editor.visibleRange(fieldWidth: 8) == 0..<8)
        for _ in 0..<8 { editor.moveRight() }
        editor.scrollToCursor(fieldWidth: 8)
        #expect(editor.scrollOffset == 1, "scrolls one step when the cursor passes the right edge")
        #expect(editor.cursorColumn() == 7)
    }

    @Test func scrollsBackWhenDeletingMakesRoom() {
        var editor = TextEditing("abcdefghijkl")
        editor.scrollToCursor(fieldWidth: 8)
        editor.deleteBackward()
        editor.deleteBackward()
        editor.scrollToCursor(fieldWidth: 8)
        #expect(editor.scrollOffset == 3)
        editor.deleteToStart()
        editor.scrollToCursor(fieldWidth: 8)
        #expect(editor.scrollOffset == 0)
    }

    @Test func neverSplitsAWideCharacterAtEitherEdge() {
        // Seven wide characters take 14 cells; the field has 5.
        var editor = TextEditing("日本語テキスト")
        editor.scrollToCursor(fieldWidth: 5)
        #expect(editor.scrollOffset == 5, "two wide characters (4 cells) and the cursor cell")
        #expect(editor.visibleRange(fieldWidth: 5) == 5..<7)
        for _ in 0..<7 {
            editor.moveLeft()
            editor.scrollToCursor(fieldWidth: 5)
            #expect(editor.cursorColumn() + editor.cursorWidth() <= 5)
            #expect(editor.visibleRange(fieldWidth: 5).contains(editor.cursor))
            #expect(editor.width(of: editor.visibleRange(fieldWidth: 5)) <= 5)
        }
        #expect(editor.scrollOffset == 0)
        #expect(editor.visibleRange(fieldWidth: 5) == 0..<2, "the third would be cut at the right edge")
    }

    @Test func aWideCursorNeedsBothCells() {
        var editor = TextEditing("abc日", cursor: 3)
        editor.scrollToCursor(fieldWidth: 4)
        #expect(editor.scrollOffset == 1, "the wide character under the cursor must fit whole")
        #expect(editor.cursorColumn() == 2)
    }

    @Test func scrollsByCellsOfTheGivenWidth() {
        // A secure field shows one dot per character, whatever the characters' widths.
        var editor = TextEditing("日本語テキスト")
        editor.scrollToCursor(fieldWidth: 5) { _ in 1 }
        #expect(editor.scrollOffset == 3)
        #expect(editor.cursorColumn(cellWidth: { _ in 1 }) == 4)
    }
}

/// Text fields in a view tree, driven through `TestHost`.
@MainActor
struct TextFieldTests {
    struct Editor: View {
        @State var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $text)
                Text("value: \(text)")
            }
        }
    }

    /// The first row of the screen.
    private func firstRow<V: View>(_ host: TestHost<V>) -> String {
        String(host.text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    @Test func typingUpdatesTheBoundStateAndWhatShowsIt() {
        let host = TestHost(Editor(), width: 30, height: 4)
        host.type("héllo 日本")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            héllo 日本
            value: héllo 日本
            """
        }
    }

    @Test func theTitleIsThePlaceholderUnlessThereIsAPrompt() {
        struct Fields: View {
            @State var a = ""
            @State var b = ""
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("Title", text: $a)
                    TextField("Title", text: $b, prompt: Text("Prompt"))
                }
            }
        }
        let host = TestHost(Fields(), width: 20, height: 3)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Title
            Prompt
            """
        }
        #expect(host.cell(x: 1, y: 0).foreground == .secondary)
        #expect(host.cell(x: 1, y: 1).foreground == .secondary)
        host.type("x")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            x
            Prompt
            """
        }
        #expect(host.cell(x: 0, y: 0).foreground == nil)
    }

    @Test func theFocusedFieldIsUnderlinedWithTheCursorReversed() {
        let host = TestHost(Editor(), width: 20, height: 3)
        #expect(host.cell(x: 0, y: 0).isReversed, "the cursor sits on the placeholder's first cell")
        host.type("ab")
        #expect(!host.cell(x: 0, y: 0).isReversed)
        #expect(!host.cell(x: 1, y: 0).isReversed)
        #expect(host.cell(x: 2, y: 0).isReversed, "the cursor at the end is the cell after the text")
        #expect(host.cell(x: 2, y: 0).character == " ")
        #expect((0..<20).allSatisfy { host.cell(x: $0, y: 0).isUnderlined }, "the field fills the width")
        #expect(!host.cell(x: 0, y: 1).isUnderlined)
        host.press(.leftArrow)
        #expect(host.cell(x: 1, y: 0).isReversed)
        #expect(!host.cell(x: 2, y: 0).isReversed)
    }

    @Test func theCursorCoversAWideCharacter() {
        let host = TestHost(Editor(), width: 20, height: 3)
        host.type("a日")
        host.press(.leftArrow)
        #expect(host.cell(x: 1, y: 0).isReversed)
        #expect(host.cell(x: 2, y: 0).isReversed)
        #expect(!host.cell(x: 3, y: 0).isReversed)
    }

    @Test func leftArrowThenTypingInsertsInTheMiddle() {
        let host = TestHost(Editor(), width: 20, height: 3)
        host.type("ac")
        host.press(.leftArrow)
        host.type("b")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            abc
            value: abc
            """
        }
        host.press(.home)
        host.type(">")
        host.press(.end)
        host.type("<")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            >abc<
            value: >abc<
            """
        }
        host.press("a", modifiers: .control)
        host.type("[")
        host.press("e", modifiers: .control)
        host.type("]")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [>abc<]
            value: [>abc<]
            """
        }
        host.press(.rightArrow)
        host.type("!")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [>abc<]!
            value: [>abc<]!
            """
        }
    }

    @Test func backspaceAndDelete() {
        let host = TestHost(Editor(), width: 20, height: 3)
        host.type("abcd")
        host.press(.delete)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            abc
            value: abc
            """
        }
        host.press(.home)
        host.press(.deleteForward)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            bc
            value: bc
            """
        }
        host.press(.delete)
        // nothing before the cursor
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            bc
            value: bc
            """
        }
    }

    @Test func killingToTheEndTheStartAndTheWordBefore() {
        let host = TestHost(Editor(), width: 30, height: 3)
        host.type("git commit -m wip")
        host.press("w", modifiers: .control)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            git commit -m
            value: git commit -m
            """
        }
        host.press("w", modifiers: .control)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            git commit
            value: git commit
            """
        }
        host.press(.leftArrow)
        host.press(.leftArrow)
        host.press("k", modifiers: .control)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            git commi
            value: git commi
            """
        }
        host.press(.leftArrow)
        host.press("u", modifiers: .control)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            i
            value: i
            """
        }
        #expect(host.cell(x: 0, y: 0).isReversed)
    }

    @Test func aLongTextScrollsToKeepTheCursorVisible() {
        struct Narrow: View {
            @State var text = ""
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("", text: $text).frame(width: 8)
                    Text("value: \(text)")
                }
            }
        }
        let host = TestHost(Narrow(), width: 30, height: 3)
        host.type("abcdefghijkl")
        #expect(firstRow(host) == "fghijkl")
        #expect(host.cell(x: 7, y: 0).isReversed, "the cursor is the last cell of the field")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            fghijkl
            value: abcdefghijkl
            """
        }
        host.press(.home)
        #expect(firstRow(host) == "abcdefgh")
        #expect(host.cell(x: 0, y: 0).isReversed)
        for _ in 0..<9 { host.press(.rightArrow) }
        #expect(firstRow(host) == "cdefghij")
        #expect(host.cell(x: 7, y: 0).isReversed)
        #expect(host.cell(x: 7, y: 0).character == "j")
    }

    @Test func wideCharactersAreNeverCutAtTheFieldsEdges() {
        struct Narrow: View {
            @State var text = "日本語テキスト"
            var body: some View {
                HStack(spacing: 0) {
                    Text("|")
                    TextField("", text: $text).frame(width: 5)
                    Text("|")
                }
            }
        }
        let host = TestHost(Narrow(), width: 20, height: 1)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            |スト |
            """
        }
        host.press(.home)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            |日本 |
            """
        }
        host.press(.rightArrow)
        host.press(.rightArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            |本語 |
            """
        }
        #expect(host.cell(x: 3, y: 0).isReversed)
        #expect(host.cell(x: 4, y: 0).isReversed)
    }

    @Test func secureFieldShowsDotsAndBindsTheRealText() {
        struct Login: View {
            @State var password = ""
            var body: some View {
                VStack(alignment: .leading) {
                    SecureField("Password", text: $password)
                    Text("length: \(password.count) \(password == "s3crét日" ? "match" : "")")
                }
            }
        }
        let host = TestHost(Login(), width: 20, height: 3)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Password
            length: 0
            """
        }
        host.type("s3crét日")
        #expect(firstRow(host) == "•••••••")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            •••••••
            length: 7 match
            """
        }
        host.press(.delete)
        #expect(firstRow(host) == "••••••")
    }

    @Test func returnRunsTheSubmitActionsAroundTheField() {
        struct Search: View {
            @State var query = ""
            @State var log: [String] = []
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("Query", text: $query)
                        .onSubmit { log.append("field:\(query)") }
                    TextField("Tags", text: .constant(""))
                        .submitScope()
                    Text("log: \(log.joined(separator: ","))")
                }
                .onSubmit { log.append("form") }
                .onSubmit(of: .search) { log.append("search") }
            }
        }
        let host = TestHost(Search(), width: 40, height: 3)
        host.type("cats")
        host.press(.return)
        // innermost first, search actions not run
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            cats
            Tags
            log: field:cats,form
            """
        }
        host.type("!")
        host.press(.return)
        // the latest closure runs
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            cats!
            Tags
            log: field:cats,form,field:cats!,form
            """
        }
        host.press(.tab)
        host.press(.return)
        // submitScope blocks the actions outside it
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            cats!
            Tags
            log: field:cats,form,field:cats!,form
            """
        }
    }

    @Test func theFieldTakesPrintableKeysButOuterHandlersStillWorkElsewhere() {
        struct Screen: View {
            @State var text = ""
            @State var quit = 0
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("", text: $text)
                    Button("OK") {}
                    Text("text: \(text) quit: \(quit)")
                }
                .onKeyPress("q") {
                    quit += 1
                    return .handled
                }
            }
        }
        let host = TestHost(Screen(), width: 30, height: 3)
        host.type("q")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            q
            [ OK ]
            text: q quit: 0
            """
        }
        host.press(.tab)
        #expect(host.cell(x: 0, y: 1).isReversed, "Tab moved focus to the button")
        #expect(!host.cell(x: 1, y: 0).isReversed, "the field shows no cursor without focus")
        host.type("q")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            q
            [ OK ]
            text: q quit: 1
            """
        }
        host.press(.tab, modifiers: .shift)
        host.type("z")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            qz
            [ OK ]
            text: qz quit: 1
            """
        }
    }

    @Test func keysTheFieldDoesNotUseMoveFocusOrReachHandlers() {
        struct Screen: View {
            @State var text = ""
            @State var log: [String] = []
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("", text: $text)
                    Toggle("T", isOn: .constant(false))
                    Text("log: \(log.joined(separator: ","))")
                }
                .onKeyPress { press in
                    log.append(press.description)
                    return .ignored
                }
            }
        }
        let host = TestHost(Screen(), width: 30, height: 3)
        host.type("a")
        host.press(.escape)
        host.press("r", modifiers: .control)
        host.press("b", modifiers: .option)
        // typed text and editing keys are consumed
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            a
            [ ] T
            log: escape,ctrl+r,alt+b
            """
        }
        host.press(.downArrow)
        #expect(host.cell(x: 0, y: 1).isReversed, "Down moved focus to the toggle")
    }

    @Test func aDisabledFieldCannotTakeFocus() {
        struct Screen: View {
            @State var text = "fixed"
            @State var other = ""
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("", text: $text).disabled(true)
                    TextField("", text: $other)
                }
            }
        }
        let host = TestHost(Screen(), width: 20, height: 2)
        #expect(host.cell(x: 0, y: 0).foreground == .gray)
        #expect(host.cell(x: 0, y: 1).isReversed, "focus skipped the disabled field")
        host.type("x")
        host.press(.tab)
        host.type("y")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            fixed
            xy
            """
        }
    }

    @Test func aTextChangedElsewhereIsShownWithTheCursorClamped() {
        struct Screen: View {
            @State var text = ""
            var body: some View {
                TextField("", text: $text)
                    .onKeyPress("r", action: { press in
                        guard press.modifiers == .control else { return .ignored }
                        text = "ab"
                        return .handled
                    })
            }
        }
        let host = TestHost(Screen(), width: 10, height: 1)
        host.type("abcdef")
        host.press(.leftArrow)
        #expect(host.cell(x: 5, y: 0).isReversed)
        host.press("r", modifiers: .control)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ab
            """
        }
        #expect(host.cell(x: 2, y: 0).isReversed, "the cursor is clamped to the end of the new text")
        host.type("c")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            abc
            """
        }
    }

    @Test func aBindingToSomethingUnobservableStillShowsTheEdit() {
        final class Store { var name = "" }
        struct Screen: View {
            let store: Store
            var body: some View {
                TextField("", text: Binding(get: { store.name }, set: { store.name = $0.uppercased() }))
            }
        }
        let store = Store()
        let host = TestHost(Screen(store: store), width: 10, height: 1)
        host.type("ab")
        #expect(store.name == "AB")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            AB
            """
        }
        #expect(host.cell(x: 2, y: 0).isReversed)
    }

    @Test func aFieldAsksForTwentyCellsWhenTheWidthIsOpen() {
        struct Row: View {
            @State var text = ""
            var body: some View {
                HStack {
                    Text("Name:")
                    TextField("", text: $text)
                }
            }
        }
        let host = TestHost(Row(), width: 40, height: 1)
        // The field takes the rest of the row after the label and the spacing.
        #expect((6..<40).allSatisfy { host.cell(x: $0, y: 0).isUnderlined })
        #expect(!host.cell(x: 5, y: 0).isUnderlined)
        let graph = ViewGraph(root: TextField("", text: .constant("")), size: Size(width: 40, height: 1))
        #expect(graph.root.sizeThatFits(.unspecified) == Size(width: 20, height: 1))
    }
}
