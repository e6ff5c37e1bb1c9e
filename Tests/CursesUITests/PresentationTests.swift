import CursesUISnapshotTesting
import InlineSnapshotTesting
import Observation
import Testing
@testable import CursesUI

private struct SheetToneKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    fileprivate var sheetTone: String {
        get { self[SheetToneKey.self] }
        set { self[SheetToneKey.self] = newValue }
    }
}

@Observable
private final class ToneModel {
    var tone = "warm"
}

/// Sheets, alerts and confirmation dialogs (drawing on top, focus scoping, Esc and `dismiss()`,
/// focus restoration, environment inheritance), and `overlay`, `opacity` and `hidden`.
@MainActor
struct PresentationTests {
    /// A screen with two buttons behind a sheet; the second opens it.
    struct Screen: View {
        @State private var isShowing = false
        @State private var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Button("A") { log.append("A") }
                Button("Open") { isShowing = true }
                Text("log: \(log.joined(separator: ","))")
                Text("showing: \(isShowing)")
            }
            .sheet(isPresented: $isShowing, onDismiss: { log.append("gone") }) {
                VStack {
                    Text("Sheet body")
                    HStack {
                        Button("X") { log.append("X") }
                        Button("Y") { log.append("Y") }
                    }
                }
            }
        }
    }

    @Test func aSheetIsDrawnInACenteredBoxOverTheScreenAndDoesNotChangeTheLayout() {
        let host = TestHost(Screen(), width: 30, height: 10)
        let before = host.text
        host.press(.tab)
        host.press(.return)
        let rows = host.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The box: 11 cells of content plus a border and a blank column on each side, 2 rows
        // of content plus the border, centered on the 30x10 screen.
        #expect(rows[3] == "showing┌─────────────┐")
        #expect(rows[4] == "       │ Sheet body  │")
        #expect(rows[5] == "       │ [ X ] [ Y ] │")
        #expect(rows[6] == "       └─────────────┘")
        #expect(rows[0] == "[ A ]", "the screen behind is left as it is")
        #expect(rows[2] == "log:")
        #expect(before.split(separator: "\n").count == 4)
    }

    @Test func focusIsScopedToTheSheetAndRestoredWhenItCloses() {
        let host = TestHost(Screen(), width: 30, height: 10)
        host.press(.tab)
        host.press(.return)
        #expect(host.cell(x: 10, y: 5).isReversed, "the sheet's first control has focus")
        #expect(!host.cell(x: 0, y: 1).isReversed)
        host.press(.tab)
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        // Tab cycles through the sheet's controls only
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ A ]
            [ Open ]
            log: Y,X
            showing┌─────────────┐
                   │ Sheet body  │
                   │ [ X ] [ Y ] │
                   └─────────────┘
            """
        }
        host.press(.escape)
        // Esc sets the binding to false
        // onDismiss ran
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ A ]
            [ Open ]
            log: Y,X,gone
            showing: false
            """
        }
        #expect(host.cell(x: 0, y: 1).isReversed, "focus is back on the button that opened the sheet")
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ A ]
            [ Open ]
            log: Y,X,gone
            showing┌─────────────┐
                   │ Sheet body  │
                   │ [ X ] [ Y ] │
                   └─────────────┘
            """
        }
    }

    @Test func keysInsideASheetNeverReachTheViewsBehindIt() {
        struct Guarded: View {
            @State private var isShowing = true
            @State private var seen = ""
            var body: some View {
                VStack {
                    Text("seen: \(seen)")
                    Button("Behind") {}
                }
                .onKeyPress("q") { seen += "q"; return .handled }
                .sheet(isPresented: $isShowing) { Button("Front") {} }
            }
        }
        let host = TestHost(Guarded(), width: 30, height: 8)
        host.press("q")
        #expect(host.text.contains("seen:") && !host.text.contains("seen: q"))
        host.press(.escape)
        host.press("q")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             seen: q
            [ Behind ]
            """
        }
    }

    @Test func dismissInsideASheetClosesTheSheetNotTheApp() {
        struct Content: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View { Button("Close") { dismiss() } }
        }
        struct Presenter: View {
            @State private var isShowing = true
            var body: some View {
                Text("showing: \(isShowing)").sheet(isPresented: $isShowing) { Content() }
            }
        }
        let host = TestHost(Presenter(), width: 30, height: 8)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            showing: true

                    ┌───────────┐
                    │ [ Close ] │
                    └───────────┘
            """
        }
        host.press(.return)
        #expect(lines(host.text) == ["showing: false"])
        #expect(!host.isDismissed)
    }

    @Test func aSheetWithoutControlsStillClosesOnEscape() {
        struct Presenter: View {
            @State private var isShowing = true
            var body: some View {
                Text("showing: \(isShowing)").sheet(isPresented: $isShowing) { Text("Just text") }
            }
        }
        let host = TestHost(Presenter(), width: 30, height: 8)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            showing: true

                    ┌───────────┐
                    │ Just text │
                    └───────────┘
            """
        }
        host.press(.escape)
        #expect(lines(host.text) == ["showing: false"])
    }

    struct Note: Identifiable {
        let id: Int
        let title: String
    }

    @Test func anItemSheetShowsItsItemKeepsStateAndIsReplacedByAnotherId() {
        struct Editor: View {
            let note: Note
            @State private var edits = 0
            var body: some View {
                VStack {
                    Text("\(note.title) edits: \(edits)")
                    Button("Edit") { edits += 1 }
                }
            }
        }
        struct Notes: View {
            @State private var selected: Note?
            var body: some View {
                VStack {
                    Button("First") { selected = Note(id: 1, title: "first") }
                    Text("selected: \(selected?.title ?? "none")")
                }
                .sheet(item: $selected) { note in
                    VStack {
                        Editor(note: note)
                        Button("Switch") { selected = Note(id: 2, title: "second") }
                    }
                }
            }
        }
        let host = TestHost(Notes(), width: 40, height: 10)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
               [ First ]
            selected: first
                       ┌────────────────┐
                       │ first edits: 0 │
                       │    [ Edit ]    │
                       │   [ Switch ]   │
                       └────────────────┘
            """
        }
        host.press(.return)
        host.press(.return)
        // the sheet keeps its state while presented
        assertInlineSnapshot(of: host, as: .frame()) {
            """
               [ First ]
            selected: first
                       ┌────────────────┐
                       │ first edits: 2 │
                       │    [ Edit ]    │
                       │   [ Switch ]   │
                       └────────────────┘
            """
        }
        host.press(.tab)
        host.press(.return)
        // another id replaces the sheet and its state
        assertInlineSnapshot(of: host, as: .frame()) {
            """
               [ First ]
            selected: second
                      ┌─────────────────┐
                      │ second edits: 0 │
                      │    [ Edit ]     │
                      │   [ Switch ]    │
                      └─────────────────┘
            """
        }
        host.press(.escape)
        // dismissing sets the item to nil
        assertInlineSnapshot(of: host, as: .frame()) {
            """
              [ First ]
            selected: none
            """
        }
    }

    @Test func aSheetPresentedFromASheetIsOnTopAndClosingItReturnsToTheFirst() {
        struct Nested: View {
            @State private var outer = false
            @State private var inner = false
            var body: some View {
                Button("Outer") { outer = true }
                    .sheet(isPresented: $outer) {
                        VStack {
                            Text("outer sheet")
                            Button("Inner") { inner = true }
                                .sheet(isPresented: $inner) { Button("Innermost") {} }
                        }
                    }
            }
        }
        let host = TestHost(Nested(), width: 30, height: 12)
        host.press(.return)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Outer ]



                  ┌───────────────┐
                  │ [ Innermost ] │
                  └───────────────┘
                   └─────────────┘
            """
        }
        #expect(host.text.components(separatedBy: "└").count == 3, "the first sheet is still drawn behind")
        host.press(.escape)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Outer ]



                   ┌─────────────┐
                   │ outer sheet │
                   │  [ Inner ]  │
                   └─────────────┘
            """
        }
        host.press(.return)
        // focus returned to the Inner button
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Outer ]



                  ┌───────────────┐
                  │ [ Innermost ] │
                  └───────────────┘
                   └─────────────┘
            """
        }
    }

    // MARK: Alerts and dialogs

    struct AlertScreen: View {
        @State private var isAsking = false
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Button("Delete") { isAsking = true }
                Text("log: \(log.joined(separator: ","))")
            }
            .alert("Delete file?", isPresented: $isAsking) {
                Button("Delete", role: .destructive) { log.append("deleted") }
                Button("Cancel", role: .cancel) { log.append("cancelled") }
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    @Test func anAlertShowsItsTitleMessageAndActionsInARow() {
        let host = TestHost(AlertScreen(), width: 40, height: 12)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Delete ]
              log:
                   ┌────────────────────────┐
                   │      Delete file?      │
                   │                        │
                   │ This cannot be undone. │
                   │                        │
                   │ [ Delete ]  [ Cancel ] │
                   └────────────────────────┘
            """
        }
        let titleRow = host.text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("Delete file?") }!
        let titleColumn = Array(host.text.split(separator: "\n", omittingEmptySubsequences: false)[titleRow])
            .firstIndex(of: "D")!
        #expect(host.cell(x: titleColumn, y: titleRow).isBold)
    }

    @Test func activatingAnyActionRunsItAndDismissesTheAlert() {
        let host = TestHost(AlertScreen(), width: 40, height: 12)
        host.press(.return)
        // The cancel button has focus first; the destructive one is a Tab away.
        host.press(.tab)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             [ Delete ]
            log: deleted
            """
        }
        host.press(.return)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                  [ Delete ]
            log: deleted,cancelled
            """
        }
    }

    @Test func escapeRunsTheCancelActionAndDestructiveActionsAreRed() {
        let host = TestHost(AlertScreen(), width: 40, height: 12)
        host.press(.return)
        let rows = host.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = rows.firstIndex { $0.contains("[ Cancel ]") }!
        let column = rows[row].distance(from: rows[row].startIndex, to: rows[row].range(of: "[ Delete ]")!.lowerBound)
        #expect(host.cell(x: column + 2, y: row).foreground == .red)
        host.press(.escape)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
              [ Delete ]
            log: cancelled
            """
        }
    }

    @Test func anAlertWithoutActionsHasAnOKButton() {
        struct Notice: View {
            @State private var isShowing = true
            var body: some View {
                Text("shown: \(isShowing)").alert("Saved", isPresented: $isShowing) {}
            }
        }
        let host = TestHost(Notice(), width: 30, height: 8)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            shown: true
                      ┌────────┐
                      │ Saved  │
                      │        │
                      │ [ OK ] │
                      └────────┘
            """
        }
        host.press(.return)
        #expect(lines(host.text) == ["shown: false"])
    }

    struct DialogScreen: View {
        @State private var isAsking = true
        @State private var choice = "none"
        let visibility: Visibility
        var body: some View {
            Text("choice: \(choice)")
                .confirmationDialog("Pick a color", isPresented: $isAsking, titleVisibility: visibility) {
                    Button("Red") { choice = "red" }
                    Button("Blue") { choice = "blue" }
                }
        }
    }

    @Test func aConfirmationDialogShowsItsActionsInAColumn() {
        let host = TestHost(DialogScreen(visibility: .visible), width: 30, height: 10)
        let shown = lines(host.text)
        let red = shown.firstIndex { $0.contains("[ Red ]") }!
        #expect(shown[red + 1].contains("[ Blue ]"))
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            choice: none

                   ┌──────────────┐
                   │ Pick a color │
                   │              │
                   │   [ Red ]    │
                   │   [ Blue ]   │
                   └──────────────┘
            """
        }
        host.press(.tab)
        host.press(.return)
        #expect(lines(host.text) == ["choice: blue"])
    }

    @Test func aDialogsTitleCanBeHiddenAndEscapeWithoutACancelActionJustDismisses() {
        let host = TestHost(DialogScreen(visibility: .hidden), width: 30, height: 10)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            choice: none


                     ┌──────────┐
                     │ [ Red ]  │
                     │ [ Blue ] │
                     └──────────┘
            """
        }
        host.press(.escape)
        #expect(lines(host.text) == ["choice: none"])
    }

    // MARK: Environment

    struct ToneLabel: View {
        let prefix: String
        @Environment(\.sheetTone) private var tone
        var body: some View { Text("\(prefix): \(tone)") }
    }

    struct ToneScreen: View {
        @State private var tone = "warm"
        @State private var sheet = false
        @State private var alert = false
        var body: some View {
            VStack {
                Button("Sheet") { sheet = true }
                Button("Alert") { alert = true }
            }
            .sheet(isPresented: $sheet) {
                VStack {
                    ToneLabel(prefix: "sheet")
                    Button("Cool") { tone = "cool" }
                }
            }
            .alert("Tone", isPresented: $alert) {
                Button("Cold") { tone = "cold" }
            } message: {
                ToneLabel(prefix: "alert")
            }
            .environment(\.sheetTone, tone)
        }
    }

    @Test func presentedViewsInheritThePresentersEnvironmentAndFollowIt() {
        let host = TestHost(ToneScreen(), width: 40, height: 12)
        host.press(.return)
        // the value set above the sheet reaches it
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Sheet ]
            [ Alert ]


                        ┌─────────────┐
                        │ sheet: warm │
                        │  [ Cool ]   │
                        └─────────────┘
            """
        }
        host.press(.return)
        // a change while presented updates the sheet
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Sheet ]
            [ Alert ]


                        ┌─────────────┐
                        │ sheet: cool │
                        │  [ Cool ]   │
                        └─────────────┘
            """
        }
        host.press(.escape)
        host.press(.tab)
        host.press(.return)
        // the value reaches the alert
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Sheet ]
            [ Alert ]
                        ┌─────────────┐
                        │    Tone     │
                        │             │
                        │ alert: cool │
                        │             │
                        │  [ Cold ]   │
                        └─────────────┘
            """
        }
    }

    @Test func anAlertFollowsTheEnvironmentWhileShown() {
        struct Shifting: View {
            let model: ToneModel
            @State private var alert = true
            var body: some View {
                Text("behind")
                    .alert("Tone", isPresented: $alert) {
                        Button("Keep", role: .cancel) {}
                    } message: {
                        ToneLabel(prefix: "alert")
                    }
                    .environment(\.sheetTone, model.tone)
            }
        }
        let model = ToneModel()
        let host = TestHost(Shifting(model: model), width: 40, height: 12)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            behind

                        ┌─────────────┐
                        │    Tone     │
                        │             │
                        │ alert: warm │
                        │             │
                        │  [ Keep ]   │
                        └─────────────┘
            """
        }
        model.tone = "cold"
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            behind

                        ┌─────────────┐
                        │    Tone     │
                        │             │
                        │ alert: cold │
                        │             │
                        │  [ Keep ]   │
                        └─────────────┘
            """
        }
    }

    // MARK: Overlay, opacity, hidden

    @Test func anOverlayIsDrawnAlignedOverTheViewWithoutChangingItsSize() {
        let host = TestHost(VStack(alignment: .leading) {
            Text("..........").overlay(alignment: .trailing) { Text("end") }
            Text("..........").overlay { Text("mid") }
            Text("below")
        }, width: 20, height: 4)
        #expect(lines(host.text) == [".......end", "...mid....", "below"])
    }

    @Test func opacityZeroKeepsTheSpaceDrawsNothingAndLeavesTheFocusRing() {
        struct Faded: View {
            @State private var visible = false
            @State private var log = ""
            var body: some View {
                VStack(alignment: .leading) {
                    Text("top")
                    Button("Ghost") { log += "g" }.opacity(visible ? 1 : 0)
                    Button("Show") { visible = true; log += "s" }
                    Text("log: \(log)")
                }
            }
        }
        let host = TestHost(Faded(), width: 20, height: 5)
        #expect(lines(host.text) == ["top", "", "[ Show ]", "log:"])
        host.press(.return)
        #expect(lines(host.text) == ["top", "[ Ghost ]", "[ Show ]", "log: s"])
        host.press(.tab, modifiers: .shift)
        host.press(.return)
        // a visible control takes focus again
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            top
            [ Ghost ]
            [ Show ]
            log: sg
            """
        }
    }

    @Test func hiddenKeepsTheSpaceAndItsControlsLeaveTheFocusRing() {
        struct Hiding: View {
            @State private var log = ""
            var body: some View {
                VStack(alignment: .leading) {
                    Button("Hidden") { log += "h" }.hidden()
                    Button("Shown") { log += "s" }
                    Text("log: \(log)")
                }
            }
        }
        let host = TestHost(Hiding(), width: 20, height: 4)
        #expect(lines(host.text) == ["", "[ Shown ]", "log:"])
        host.press(.tab)
        host.press(.return)
        // the hidden button never takes focus
        assertInlineSnapshot(of: host, as: .frame()) {
            """

            [ Shown ]
            log: s
            """
        }
    }
}
