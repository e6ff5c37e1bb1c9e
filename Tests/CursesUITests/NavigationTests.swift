import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

private struct RouteToneKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    fileprivate var routeTone: String {
        get { self[RouteToneKey.self] }
        set { self[RouteToneKey.self] = newValue }
    }
}

/// `NavigationStack`, `NavigationLink`, `navigationTitle`, popping with Esc and `dismiss()`,
/// state and focus across pushes, environment inheritance, and bound paths.
@MainActor
struct NavigationTests {
    /// A pushed view with state of its own and a link deeper.
    struct Detail: View {
        let name: String
        @State private var taps = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("\(name) taps: \(taps)")
                Button("Tap") { taps += 1 }
                NavigationLink("Deeper") { Text("Bottom").navigationTitle("Deepest") }
            }
            .navigationTitle(name)
        }
    }

    struct Home: View {
        @State private var count = 0
        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("home count: \(count)")
                    Button("Add") { count += 1 }
                    NavigationLink("Open detail") { Detail(name: "Detail") }
                }
                .navigationTitle("Home")
            }
        }
    }

    @Test func rootShowsItsTitleBoldAndLinksDrawnWithAChevron() {
        let host = TestHost(Home(), width: 30, height: 8)
        #expect(lines(host.text) == ["Home", "home count: 0", "[ Add ]", "Open detail ›"])
        #expect(host.cell(x: 0, y: 0).isBold)
        #expect(!host.cell(x: 0, y: 1).isBold)
    }

    @Test func returnOnALinkPushesAndOnlyTheTopViewIsShown() {
        let host = TestHost(Home(), width: 30, height: 8)
        host.press(.tab)
        host.press(.return)
        #expect(lines(host.text) == ["Detail", "Detail taps: 0", "[ Tap ]", "Deeper ›"])
        #expect(host.cell(x: 0, y: 0).isBold)
    }

    @Test func escapePopsOneLevelAndPoppingDestroysThePoppedState() {
        let host = TestHost(Home(), width: 30, height: 8)
        host.press(.tab)
        host.press(.return)
        host.press(.return)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Detail
            Detail taps: 2
            [ Tap ]
            Deeper ›
            """
        }
        host.press(.escape)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Home
            home count: 0
            [ Add ]
            Open detail ›
            """
        }
        host.press(.return)
        // a new push starts with fresh state
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Detail
            Detail taps: 0
            [ Tap ]
            Deeper ›
            """
        }
        host.press(.escape)
        host.press(.escape)
        // Esc at the root does nothing
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Home
            home count: 0
            [ Add ]
            Open detail ›
            """
        }
        #expect(!host.isDismissed)
    }

    @Test func coveredViewsKeepTheirStateWhileOnTheStack() {
        let host = TestHost(Home(), width: 30, height: 8)
        host.press(.return)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Home
            home count: 2
            [ Add ]
            Open detail ›
            """
        }
        host.press(.tab)
        host.press(.return)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Detail
            Detail taps: 1
            [ Tap ]
            Deeper ›
            """
        }
        host.press(.tab)
        host.press(.return)
        #expect(lines(host.text) == ["Deepest", "Bottom"])
        host.press(.escape)
        // the covered detail kept its state
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Detail
            Detail taps: 1
            [ Tap ]
            Deeper ›
            """
        }
        host.press(.escape)
        // the root kept its state
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Home
            home count: 2
            [ Add ]
            Open detail ›
            """
        }
    }

    @Test func onlyTheTopViewsControlsTakeFocusAndFocusReturnsToTheLinkAfterAPop() {
        let host = TestHost(Home(), width: 30, height: 8)
        host.press(.tab)
        host.press(.return)
        // The detail's first control has focus; Tab cycles within the detail only.
        #expect(host.cell(x: 0, y: 2).isReversed)
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        // focus wrapped within the top view
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Detail
            Detail taps: 1
            [ Tap ]
            Deeper ›
            """
        }
        host.press(.escape)
        #expect(host.cell(x: 0, y: 3).isReversed, "the link that pushed has focus again")
        #expect(!host.cell(x: 0, y: 2).isReversed)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Detail
            Detail taps: 0
            [ Tap ]
            Deeper ›
            """
        }
    }

    @Test func dismissInsideAPushedViewPopsIt() {
        struct Closing: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                VStack {
                    Text("pushed")
                    Button("Done") { dismiss() }
                }
            }
        }
        let host = TestHost(NavigationStack {
            NavigationLink("Go") { Closing() }
        }, width: 20, height: 5)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             pushed
            [ Done ]
            """
        }
        host.press(.return)
        #expect(lines(host.text) == ["Go ›"])
        #expect(!host.isDismissed, "dismiss popped the view, it did not end the app")
    }

    @Test func escapeWithNoControlInThePushedViewStillPops() {
        let host = TestHost(NavigationStack {
            NavigationLink("Go") { Text("static") }
        }, width: 20, height: 5)
        host.press(.return)
        #expect(lines(host.text) == ["static"])
        host.press(.escape)
        #expect(lines(host.text) == ["Go ›"])
    }

    @Test func insideASheetEscapePopsFirstAndThenClosesTheSheet() {
        struct CloseButton: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View { Button("Close") { dismiss() } }
        }
        struct Presenter: View {
            @State private var isShowing = true
            var body: some View {
                Text("showing: \(isShowing)")
                    .sheet(isPresented: $isShowing) {
                        NavigationStack {
                            VStack {
                                NavigationLink("Inner") { Text("inner page") }
                                CloseButton()
                            }
                        }
                    }
            }
        }
        let host = TestHost(Presenter(), width: 30, height: 9)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            showing: true


                    ┌────────────┐
                    │ inner page │
                    └────────────┘
            """
        }
        host.press(.escape)
        // Esc popped the stack inside the sheet
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            showing: true

                    ┌───────────┐
                    │  Inner ›  │
                    │ [ Close ] │
                    └───────────┘
            """
        }
        host.press(.escape)
        #expect(lines(host.text) == ["showing: false"], "then Esc closed the sheet")
        host.press(.escape)
        #expect(lines(host.text) == ["showing: false"])
    }

    @Test func dismissAtTheRootOfAStackInsideASheetClosesTheSheet() {
        struct CloseButton: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View { Button("Close") { dismiss() } }
        }
        struct Presenter: View {
            @State private var isShowing = true
            var body: some View {
                Text("showing: \(isShowing)")
                    .sheet(isPresented: $isShowing) {
                        NavigationStack { CloseButton().navigationTitle(Text("Sheet")) }
                    }
            }
        }
        let host = TestHost(Presenter(), width: 30, height: 9)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            showing: true

                    ┌───────────┐
                    │ Sheet     │
                    │ [ Close ] │
                    └───────────┘
            """
        }
        host.press(.return)
        #expect(lines(host.text) == ["showing: false"])
        #expect(!host.isDismissed)
    }

    // MARK: Environment

    struct ToneLabel: View {
        let prefix: String
        @Environment(\.routeTone) private var tone
        var body: some View { Text("\(prefix): \(tone)") }
    }

    struct ToneHome: View {
        @State private var tone = "warm"
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Cool") { tone = "cool" }
                    NavigationLink("Push") {
                        VStack {
                            ToneLabel(prefix: "pushed")
                            Button("Cooler") { tone = "cold" }
                        }
                    }
                    .environment(\.routeTone, tone)
                }
            }
        }
    }

    @Test func aPushedViewInheritsTheLinksEnvironmentAndFollowsIt() {
        let host = TestHost(ToneHome(), width: 30, height: 6)
        host.press(.tab)
        host.press(.return)
        // the value set above the link reaches the destination
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            pushed: warm
             [ Cooler ]
            """
        }
        host.press(.return)
        // a change while pushed updates the destination
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            pushed: cold
             [ Cooler ]
            """
        }
        host.press(.escape)
        host.press(.tab, modifiers: .shift)
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            pushed: cool
             [ Cooler ]
            """
        }
    }

    // MARK: Paths

    struct PathHome: View {
        @State private var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("path: \(path.map { String($0) }.joined(separator: ","))")
                    NavigationLink("Seven", value: 7)
                    Button("Push 1, 2") { path = [1, 2] }
                }
                .navigationDestination(for: Int.self) { number in
                    VStack {
                        Text("number \(number)")
                        NavigationLink("Next", value: number + 1)
                    }
                }
            }
        }
    }

    @Test func valueLinksAppendToTheBoundPathAndEscapeWritesItBack() {
        let host = TestHost(PathHome(), width: 30, height: 6)
        host.press(.return)
        #expect(lines(host.text) == ["number 7", "Next ›"])
        host.press(.return)
        #expect(lines(host.text) == ["number 8", "Next ›"])
        host.press(.escape)
        #expect(lines(host.text) == ["number 7", "Next ›"])
        host.press(.escape)
        #expect(lines(host.text).first == "path:", "popping wrote the shorter path back")
    }

    @Test func settingThePathPushesAndPopsViews() {
        let host = TestHost(PathHome(), width: 30, height: 6)
        host.press(.tab)
        host.press(.return)
        #expect(lines(host.text) == ["number 2", "Next ›"])
        host.press(.escape)
        #expect(lines(host.text) == ["number 1", "Next ›"])
        host.press(.escape)
        #expect(lines(host.text).first == "path:")
        #expect(host.cell(x: 0, y: 2).isReversed, "the button that set the path has focus again")
    }
}
