import CursesUISnapshotTesting
import InlineSnapshotTesting
import CNcurses
import Foundation
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// `@FocusState`, `focusable`, the `onKeyPress` variants, keyboard shortcuts, the mouse and the
/// key-help bar.
@MainActor
struct InputTests {
    // MARK: @FocusState

    struct BoolFocus: View {
        @FocusState private var isFocused: Bool
        @State private var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                Button("first") {}
                TextField("Name", text: $text).focused($isFocused)
                Button("focus") { isFocused = true }
                Button("blur") { isFocused = false }
                Text("focused: \(isFocused) text: \(text)")
            }
        }
    }

    @Test func boolFocusStateFollowsFocusAndMovesIt() {
        let host = TestHost(BoolFocus(), width: 40, height: 8)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ first ]
            Name
            [ focus ]
            [ blur ]
            focused: false text:
            """
        }
        host.press(.tab)
        // Tab onto the bound field
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ first ]
            Name
            [ focus ]
            [ blur ]
            focused: true text:
            """
        }
        host.press(.tab)
        // Tab away
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ first ]
            Name
            [ focus ]
            [ blur ]
            focused: false text:
            """
        }
        host.press(.return)
        // writing true focuses the field
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ first ]
            Name
            [ focus ]
            [ blur ]
            focused: true text:
            """
        }
        host.type("ab")
        // keys go to the field
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ first ]
            ab
            [ focus ]
            [ blur ]
            focused: true text: ab
            """
        }
    }

    @Test func writingFalseTakesFocusAway() {
        struct Blur: View {
            @FocusState private var isFocused: Bool
            @State private var text = ""
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("Name", text: $text).focused($isFocused)
                    Text("focused: \(isFocused)")
                }
                .onKeyPress(.escape) { isFocused = false; return .handled }
            }
        }
        let host = TestHost(Blur(), width: 30, height: 4)
        // the first control has focus from the start
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Name
            focused: true
            """
        }
        host.press(.escape)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Name
            focused: false
            """
        }
        #expect(host.graph.focusedNode == nil, "nothing has focus, and it stays that way")
        host.type("x")
        #expect(host.graph.focusedNode == nil)
        host.press(.tab)
        // Tab focuses again
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Name
            focused: true
            """
        }
    }

    @Test func aChildViewTakesAFocusStateBinding() {
        struct Row: View {
            @FocusState.Binding var isFocused: Bool
            var body: some View {
                Text(isFocused ? "row has focus" : "row").focusable().focused($isFocused)
            }
        }
        struct Parent: View {
            @FocusState private var rowFocused: Bool
            var body: some View {
                VStack(alignment: .leading) {
                    Button("focus row") { rowFocused = true }
                    Row(isFocused: $rowFocused)
                }
            }
        }
        let host = TestHost(Parent(), width: 20, height: 2)
        #expect(lines(host.text)[1] == "row")
        host.press(.return)
        #expect(lines(host.text)[1] == "row has focus")
        #expect(host.cell(x: 0, y: 1).isReversed)
    }

    enum Field: Hashable { case name, email }

    struct Form2: View {
        @FocusState private var field: Field?
        @State private var name = ""
        @State private var email = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $name).focused($field, equals: .name)
                TextField("Email", text: $email).focused($field, equals: .email)
                Text("field: \(field.map { "\($0)" } ?? "none") name: \(name) email: \(email)")
            }
            .onSubmit { field = field == .name ? .email : .name }
        }
    }

    @Test func optionalFocusStateNamesTheFocusedFieldAndMovesFocus() {
        let host = TestHost(Form2(), width: 50, height: 4)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Name
            Email
            field: name name:  email:
            """
        }
        host.press(.tab)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Name
            Email
            field: email name:  email:
            """
        }
        host.type("e")
        host.press(.return)
        // submitting moved focus to the name field
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Name
            e
            field: name name:  email: e
            """
        }
        host.type("n")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            n
            e
            field: name name: n email: e
            """
        }
    }

    @Test func aRequestThatCannotBeMetReverts() {
        struct Nowhere: View {
            @FocusState private var isFocused: Bool
            var body: some View {
                VStack(alignment: .leading) {
                    Button("go") { isFocused = true }
                    Text("plain").focused($isFocused)
                    Text("focused: \(isFocused)")
                }
            }
        }
        let host = TestHost(Nowhere(), width: 30, height: 4)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ go ]
            plain
            focused: false
            """
        }
        #expect(host.cell(x: 0, y: 0).isReversed, "focus stayed on the button")
    }

    @Test func aRequestFocusesAViewShownInTheSameUpdate() {
        struct Later: View {
            @State private var showsField = false
            @FocusState private var isFocused: Bool
            @State private var text = ""
            var body: some View {
                VStack(alignment: .leading) {
                    Button("show") { showsField = true; isFocused = true }
                    if showsField { TextField("Name", text: $text).focused($isFocused) }
                    Text("focused: \(isFocused) text: \(text)")
                }
            }
        }
        let host = TestHost(Later(), width: 30, height: 4)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ show ]
            Name
            focused: true text:
            """
        }
        host.type("z")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ show ]
            z
            focused: true text: z
            """
        }
    }

    // MARK: focusable

    struct Cards: View {
        @State private var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Text("one").focusable().onKeyPress("x") { log.append("one"); return .handled }
                Text("two").onKeyPress("x") { log.append("two"); return .handled }.focusable()
                Text("plain")
                Text("log: \(log.joined(separator: ","))")
            }
        }
    }

    @Test func focusableViewsAreFocusStopsDrawnReversedThatGetKeys() {
        let host = TestHost(Cards(), width: 20, height: 5)
        #expect(host.cell(x: 0, y: 0).isReversed, "the first focusable view has focus")
        #expect(!host.cell(x: 0, y: 1).isReversed)
        host.press("x")
        host.press(.tab)
        #expect(host.cell(x: 0, y: 1).isReversed)
        #expect(!host.cell(x: 0, y: 0).isReversed)
        host.press("x")
        // a handler inside the focusable view gets keys too
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            one
            two
            plain
            log: one,two
            """
        }
        #expect(!host.cell(x: 0, y: 2).isReversed)
    }

    @Test func focusableFalseIsNoFocusStop() {
        struct Off: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("off").focusable(false)
                    Button("b") {}
                }
            }
        }
        let host = TestHost(Off(), width: 10, height: 2)
        #expect(!host.cell(x: 0, y: 0).isReversed)
        #expect(host.cell(x: 0, y: 1).isReversed)
    }

    // MARK: onKeyPress

    @Test func onKeyPressByCharacterSetKeysAndPhases() {
        struct Keys: View {
            @State private var log = ""
            var body: some View {
                Text("log: \(log)")
                    .focusable()
                    .onKeyPress(characters: .decimalDigits) { press in log += press.characters; return .handled }
                    .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in log += press.key == .leftArrow ? "<" : ">"; return .handled }
                    .onKeyPress("u", phases: .up) { _ in log += "UP"; return .handled }
                    .onKeyPress(phases: .down) { press in log += "[\(press.characters)]"; return .handled }
            }
        }
        let host = TestHost(Keys(), width: 30, height: 1)
        host.type("4a2")
        host.press(.rightArrow)
        host.press(.leftArrow)
        host.press("7", modifiers: .control)
        host.press("u")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            log: 4[a]2><[7][u]
            """
        }
    }

    @Test func onKeyPressCharactersWithCustomSet() {
        struct Ops: View {
            @State private var ops = ""
            var body: some View {
                Text("ops: \(ops)")
                    .onKeyPress(characters: CharacterSet(charactersIn: "+-")) { press in ops += press.characters; return .handled }
            }
        }
        let host = TestHost(Ops(), width: 20, height: 1)
        host.type("+x-")
        host.press(.space)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ops: +-
            """
        }
    }

    // MARK: keyboardShortcut

    struct Shortcuts: View {
        @State private var log: [String] = []
        @State private var saveDisabled = false
        @State private var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                Button("other") { log.append("other") }
                TextField("Text", text: $text)
                Button("Save") { log.append("save") }.keyboardShortcut("s", modifiers: .control).disabled(saveDisabled)
                Button("Quit") { log.append("quit") }.keyboardShortcut("q")
                Button("New") { log.append("new") }.keyboardShortcut("n", modifiers: .shift)
                Button("Cancel") { log.append("cancel") }.keyboardShortcut(.cancelAction)
                Button("lock") { saveDisabled.toggle() }
                Text("log: \(log.joined(separator: ","))")
            }
        }
    }

    @Test func keyboardShortcutsPerformButtonsFromAnywhere() {
        let host = TestHost(Shortcuts(), width: 40, height: 10)
        host.press("s", modifiers: .control)
        host.press("q")
        host.press("N")
        host.press("n")
        host.press(.escape)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ other ]
            Text
            [ Save ]
            [ Quit ]
            [ New ]
            [ Cancel ]
            [ lock ]
            log: save,quit,new,cancel
            """
        }
        host.press(.tab)
        host.type("q")
        // the focused text field takes the letter
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ other ]
            q
            [ Save ]
            [ Quit ]
            [ New ]
            [ Cancel ]
            [ lock ]
            log: save,quit,new,cancel
            """
        }
    }

    @Test func shortcutMatching() {
        #expect(KeyboardShortcut("n", modifiers: .shift).matches(KeyPress(key: "N")))
        #expect(KeyboardShortcut("n", modifiers: .shift).matches(KeyPress(key: "n", modifiers: .shift)))
        #expect(!KeyboardShortcut("n", modifiers: .shift).matches(KeyPress(key: "n")))
        #expect(!KeyboardShortcut("n").matches(KeyPress(key: "N")))
        #expect(!KeyboardShortcut("ß", modifiers: .shift).matches(KeyPress(key: "S")), "uppercases to two letters")
        #expect(KeyboardShortcut.defaultAction.matches(KeyPress(key: .return)))
        #expect(KeyboardShortcut.cancelAction.matches(KeyPress(key: .escape)))
        #expect(!KeyboardShortcut("s", modifiers: .control).matches(KeyPress(key: "s")))
    }

    @Test func disabledShortcutButtonsDoNothing() {
        let host = TestHost(Shortcuts(), width: 40, height: 10)
        for _ in 0..<6 { host.press(.tab) }
        host.press(.return)
        host.press("s", modifiers: .control)
        #expect(lines(host.text).last == "log:", "Save is disabled")
    }

    /// A key looks for shortcuts only while a `keyboardShortcut` modifier is in the tree: the
    /// graph counts them as they come and go, and a shortcut that comes back works again.
    @Test func shortcutsThatComeAndGoAreCounted() {
        struct Screen: View {
            @State private var showsSave = true
            @State private var log = ""
            var body: some View {
                VStack(alignment: .leading) {
                    if showsSave { Button("Save") { log += "s" }.keyboardShortcut("s") }
                    Button("toggle") { showsSave.toggle() }
                    Text("log: \(log)")
                }
            }
        }
        let host = TestHost(Screen(), width: 20, height: 3)
        #expect(host.graph.input.shortcutProviders == 1)
        host.press("s")
        host.press(.tab)
        host.press(.return)
        #expect(host.graph.input.shortcutProviders == 0)
        host.press("s")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ toggle ]
            log: s
            """
        }
        host.press(.return)
        #expect(host.graph.input.shortcutProviders == 1)
        host.press("s")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Save ]
            [ toggle ]
            log: ss
            """
        }
    }

    @Test func defaultActionRunsWhenTheFocusedViewDoesNotTakeReturn() {
        struct Dialog: View {
            @State private var showsOK = true
            @State private var log = ""
            var body: some View {
                VStack(alignment: .leading) {
                    Text("card").focusable()
                    if showsOK { Button("OK") { log += "ok" }.keyboardShortcut(.defaultAction) }
                    Button("hide") { showsOK = false }
                    Text("log: \(log)")
                }
            }
        }
        let host = TestHost(Dialog(), width: 20, height: 4)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            card
            [ OK ]
            [ hide ]
            log: ok
            """
        }
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            card
            [ hide ]
            log: ok
            """
        }
        host.press(.tab, modifiers: .shift)
        host.press(.return)
        // a button that is gone has no shortcut
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            card
            [ hide ]
            log: ok
            """
        }
    }

    // MARK: Mouse

    struct Clicks: View {
        @State private var count = 0
        @State private var isOn = false
        @State private var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                Button("Increment") { count += 1 }
                Toggle("On", isOn: $isOn)
                TextField("Name", text: $text)
                Text("count: \(count) on: \(isOn) text: \(text)")
            }
        }
    }

    @Test func clicksActivateButtonsAndTogglesAndFocusFields() {
        let host = TestHost(Clicks(), width: 40, height: 5)
        host.click(x: 4, y: 0)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Increment ]
            [ ] On
            Name
            count: 1 on: false text:
            """
        }
        host.click(x: 1, y: 1)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Increment ]
            [x] On
            Name
            count: 1 on: true text:
            """
        }
        #expect(host.cell(x: 1, y: 1).isReversed, "the toggle took focus")
        host.click(x: 2, y: 2)
        host.type("hi")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Increment ]
            [x] On
            hi
            count: 1 on: true text: hi
            """
        }
        host.click(x: 3, y: 3)
        host.type("!")
        // a click on plain text leaves focus where it was
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Increment ]
            [x] On
            hi!
            count: 1 on: true text: hi!
            """
        }
        host.click(x: 30, y: 0)
        host.click(x: -1, y: 99)
        // clicks beside the button miss it
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Increment ]
            [x] On
            hi!
            count: 1 on: true text: hi!
            """
        }
    }

    @Test func clickUpdatesFocusStateAndSelectsListRows() {
        struct Picker2: View {
            @FocusState private var listFocused: Bool
            @State private var selection: Int?
            var body: some View {
                VStack(alignment: .leading) {
                    Button("top") {}
                    List(selection: $selection) { ForEach(0..<5) { Text("row \($0)").tag($0) } }
                        .frame(height: 3)
                        .focused($listFocused)
                    Text("focused: \(listFocused) selection: \(selection.map(String.init) ?? "none")")
                }
            }
        }
        let host = TestHost(Picker2(), width: 30, height: 6)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ top ]
            row 0                        ┃
            row 1                        │
            row 2                        │
            focused: false selection: none
            """
        }
        host.click(x: 2, y: 2)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ top ]
            row 0                        ┃
            row 1                        │
            row 2                        │
            focused: true selection: 1
            """
        }
        host.scroll(x: 2, y: 2, by: 2)
        #expect(lines(host.text)[1].hasPrefix("row 2"), "the wheel scrolled the list")
        host.scroll(x: 2, y: 2, by: 100)
        #expect(lines(host.text)[1].hasPrefix("row 2"), "no further than its last page")
        host.scroll(x: 2, y: 2, by: -1)
        #expect(lines(host.text)[1].hasPrefix("row 1"))
    }

    @Test func wheelScrollsTheScrollViewUnderThePointAndClicksRespectItsClip() {
        struct Scroller: View {
            @State private var log = ""
            var body: some View {
                VStack(alignment: .leading) {
                    Button("header") { log += "h" }
                    ScrollView {
                        VStack(alignment: .leading) {
                            ForEach(0..<10) { index in Button("b\(index)") { log += "\(index)" } }
                        }
                    }
                    .frame(height: 3)
                    Text("log: \(log)")
                }
            }
        }
        let host = TestHost(Scroller(), width: 20, height: 5)
        host.scroll(x: 2, y: 0, by: 3)
        #expect(lines(host.text)[1].hasPrefix("[ b0 ]"), "the wheel over the header scrolls nothing")
        host.scroll(x: 2, y: 2, by: 3)
        #expect(lines(host.text)[1].hasPrefix("[ b3 ]"))
        host.click(x: 2, y: 0)
        // rows scrolled above the viewport do not cover the header
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ header ]
            [ b3 ]             ┃
            [ b4 ]             │
            [ b5 ]             │
            log: h
            """
        }
        host.click(x: 2, y: 1)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ header ]
            [ b3 ]             ┃
            [ b4 ]             │
            [ b5 ]             │
            log: h3
            """
        }
        host.scroll(x: 2, y: 1, by: -10)
        #expect(lines(host.text)[1].hasPrefix("[ b0 ]"), "the wheel may scroll the focused button out of view")
        host.press(.tab)
        #expect(lines(host.text)[1].hasPrefix("[ b2 ]"), "moving focus brings it back into view")
    }

    // MARK: Key help

    @Test func keyHelpBarListsTheEntriesWhereFocusIs() {
        struct Help: View {
            @State private var text = ""
            var body: some View {
                VStack(alignment: .leading) {
                    Text("list").focusable().keyHelp("open", key: .return)
                    TextField("Name", text: $text).keyHelp("clear", key: "u", modifiers: .control)
                    Button("Quit") {}.keyboardShortcut("q")
                    KeyHelpBar()
                }
                .keyHelp("move", key: .tab)
            }
        }
        let host = TestHost(Help(), width: 50, height: 4)
        #expect(lines(host.text)[3] == "Return open · Tab move · q Quit")
        #expect(host.cell(x: 0, y: 3).isBold, "keys are bold")
        host.press(.tab)
        // The field types a `q`: the shortcut is not offered while it has focus.
        #expect(lines(host.text)[3] == "Ctrl-U clear · Tab move")
        host.press(.tab)
        #expect(lines(host.text)[3] == "Return press · Tab move · q Quit")
    }

    @Test func keyHelpBarIsClippedToItsWidth() {
        let view = Text("x").focusable().keyHelp("a long description", key: "a").keyHelp("another", key: "b")
        let host = TestHost(VStack { view; KeyHelpBar().frame(width: 12) }, width: 30, height: 2)
        #expect(lines(host.text)[1] == "a a long des")
    }
}

/// Decoding mouse reports (SGR and X10), malformed ones included.
@Suite struct MouseDecodingTests {
    func decode(_ text: String) -> [TerminalEvent] { KeyDecoder.decode(Array(text.utf8), size: (80, 24)) }
    func sgr(_ code: Int, _ x: Int, _ y: Int, release: Bool = false) -> String { "\u{1B}[<\(code);\(x);\(y)\(release ? "m" : "M")" }

    @Test func releasesAndWheelBecomeEvents() {
        #expect(decode(sgr(0, 4, 5) + sgr(0, 4, 5, release: true)) == [.mouse(x: 3, y: 4, kind: .click)])
        #expect(decode(sgr(64, 80, 24)) == [.mouse(x: 79, y: 23, kind: .scrollUp)])
        #expect(decode(sgr(65, 2, 3)) == [.mouse(x: 1, y: 2, kind: .scrollDown)])
        #expect(decode(sgr(4, 1, 1, release: true)) == [.mouse(x: 0, y: 0, kind: .click)], "Shift-click")
    }

    /// Point 3 of issue 18: every report of a read counts, not just the first.
    @Test func everyReportInOneReadCounts() {
        let clicks = String(repeating: sgr(0, 4, 5) + sgr(0, 4, 5, release: true), count: 500)
        #expect(decode(clicks) == Array(repeating: .mouse(x: 3, y: 4, kind: .click), count: 500))
        let x10 = "\u{1B}[M\u{20}\u{25}\u{26}\u{1B}[M\u{23}\u{25}\u{26}"
        #expect(decode(x10 + x10) == [.mouse(x: 4, y: 5, kind: .click), .mouse(x: 4, y: 5, kind: .click)])
    }

    @Test func malformedReportsAreDropped() {
        #expect(decode(sgr(0, 4, 5)) == [], "the release makes the click")
        #expect(decode(sgr(2, 4, 5, release: true)) == [], "another button")
        #expect(decode(sgr(32, 4, 5)) == [], "motion")
        #expect(decode(sgr(0, 0, 5, release: true)) == [])
        #expect(decode(sgr(0, 81, 5, release: true)) == [])
        #expect(decode(sgr(64, 3, 25)) == [])
        #expect(decode(sgr(0, 999_999_999_999, 5, release: true) + "a") == [.key(KeyPress(key: "a"))])
        #expect(decode("\u{1B}[<0;1M\u{1B}[<0;1;2;3m") == [])
    }

    @Test func x10ReportsAreNeverKeys() {
        #expect(decode("\u{1B}[M !!a") == [.key(KeyPress(key: "a"))])
        #expect(decode("\u{1B}[M ") == [], "truncated: no Space")
        #expect(KeyDecoder.decode([0x1B, 0x5B, 0x4D, 0xFF, 0xFF, 0xFF], size: (80, 24)) == [])
        #expect(decode("\u{1B}[M") == [])
        #expect(decode("\u{1B}[M\u{1B}") == [.key(KeyPress(key: .escape))], "a control ends the report")
    }
}
