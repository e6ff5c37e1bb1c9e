import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// DisclosureGroup, OutlineGroup, List(_:children:), LabeledContent, ContentUnavailableView,
/// ControlGroup, Menu, contextMenu, fullScreenCover and popover.
@MainActor
struct ContainerControlsTests {
    @Test func disclosureGroupTogglesWithKeysAndClicksAndHonoursItsBinding() {
        struct Settings: View {
            @State private var advanced = false
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    DisclosureGroup("Advanced", isExpanded: $advanced) {
                        Text("Cache: 10 MB")
                        Text("Logs: on")
                    }
                    Text(advanced ? "open" : "closed")
                    KeyHelpBar()
                }
            }
        }
        let host = TestHost(Settings(), width: 24, height: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ▸ Advanced
            closed
            Space expand
            """
        }
        host.press(.space)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ▾ Advanced
              Cache: 10 MB
              Logs: on
            open
            Space collapse
            """
        }
        host.press(.leftArrow)
        #expect(host.text.contains("closed"))
        host.click(x: 0, y: 0)
        #expect(host.text.contains("Logs: on"))
    }

    struct FileNode: Identifiable {
        let name: String
        var children: [FileNode]?
        var id: String { name }
    }

    static let tree = [
        FileNode(name: "Sources", children: [
            FileNode(name: "App.swift"),
            FileNode(name: "Views", children: [FileNode(name: "Row.swift")]),
        ]),
        FileNode(name: "README.md"),
    ]

    @Test func listWithChildrenExpandsRowsWithReturn() {
        let host = TestHost(List(Self.tree, children: \.children) { Text($0.name) }, width: 24, height: 6)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ▸ Sources
              README.md
            """
        }
        host.press(.return)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ▾ Sources
                App.swift
              ▾ Views
                  Row.swift
              README.md
            """
        }
    }

    @Test func labeledContentAndContentUnavailableView() {
        assertInlineSnapshot(of: TestHost(Form {
            LabeledContent("Version", value: "1.2.0")
            LabeledContent("Status") { Text("ready") }
        }, width: 24, height: 2), as: .frame()) {
            """
            Version  1.2.0
            Status  ready
            """
        }
        assertInlineSnapshot(of: TestHost(ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail shows here.")), width: 30, height: 5), as: .frame()) {
            """
                 ✉ No Mail

            New mail shows here.
            """
        }
        assertInlineSnapshot(of: TestHost(ContentUnavailableView.search(text: "kiwi"), width: 60, height: 4), as: .frame()) {
            """
                                 ⌕ No Results

            No results for “kiwi”. Check the spelling or try a new
            search.
            """
        }
    }

    @Test func controlGroupKeepsEachControlAFocusStop() {
        struct Zoom: View {
            @State private var zoom = 100
            var body: some View {
                VStack {
                    ControlGroup {
                        Button("−") { zoom -= 10 }
                        Button("+") { zoom += 10 }
                    }
                    Text("\(zoom)%")
                }
            }
        }
        let host = TestHost(Zoom(), width: 16, height: 2)
        host.press(.tab)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ − ] [ + ]
               110%
            """
        }
    }

    struct Editor: View {
        @State private var log: [String] = []
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Menu("Edit") {
                    Button("Copy") { log.append("copy") }
                    Button("Paste") { log.append("paste") }
                    Menu("Transform") {
                        Button("Uppercase") { log.append("upper") }
                    }
                }
                Text("log: \(log.joined(separator: ","))")
                KeyHelpBar()
            }
        }
    }

    @Test func menuOpensAPopupAndAChoiceRunsAndClosesIt() {
        let host = TestHost(Editor(), width: 30, height: 8)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Edit ▾ ]
            log:
            Return menu
            """
        }
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Edit ▾ ]
            log: ┌─────────────────┐
            Retur│ [ Copy ]        │
                 │ [ Paste ]       │
                 │ [ Transform ▾ ] │
                 └─────────────────┘
            """
        }
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("log: paste"))
        #expect(!host.text.contains("Copy"))
        host.press(.return)
        host.press(.escape)
        #expect(!host.text.contains("Copy"))
        #expect(host.text.contains("log: paste"))
    }

    @Test func aSubmenuChoiceClosesEveryLevel() {
        let host = TestHost(Editor(), width: 30, height: 8)
        host.press(.return)
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("Uppercase"))
        host.press(.return)
        #expect(host.text.contains("log: upper"))
        #expect(!host.text.contains("Copy"))
        #expect(!host.text.contains("Uppercase"))
    }

    @Test func contextMenuOpensWithM() {
        struct Row: View {
            @State private var done = false
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Button("Task") {}
                        .contextMenu {
                            Button("Mark done") { done = true }
                        }
                    Text(done ? "done" : "open")
                    KeyHelpBar()
                }
            }
        }
        let host = TestHost(Row(), width: 24, height: 6)
        #expect(host.text.contains("m menu"))
        host.press("m")
        #expect(host.text.contains("Mark done"))
        host.press(.return)
        #expect(host.text.contains("done"))
        #expect(!host.text.contains("Mark done"))
    }

    @Test func fullScreenCoverAndPopoverPresentLikeSheetsAndInheritTheEnvironment() {
        struct Cover: View {
            @State private var cover = false
            @State private var pop = false
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                VStack {
                    Button("Cover") { cover = true }
                    Button("Pop") { pop = true }
                }
                .fullScreenCover(isPresented: $cover) { Shown(name: "cover") }
                .popover(isPresented: $pop, arrowEdge: .bottom) { Shown(name: "popover") }
                .environment(\.routeName, "env")
            }
        }
        struct Shown: View {
            let name: String
            @Environment(\.routeName) private var route
            var body: some View { Text("\(name) \(route)") }
        }
        let host = TestHost(Cover(), width: 24, height: 6)
        host.press(.return)
        #expect(host.text.contains("cover env"))
        host.press(.escape)
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("popover env"))
    }

    struct Fruits: View {
        @State private var query = ""
        @State private var refreshes = 0
        let all = ["Apple", "Banana", "Cherry"]
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                List(all.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
                    .searchable(text: $query, prompt: "Find fruit")
                    .refreshable { refreshes += 1 }
                    .toolbar {
                        ToolbarItem(placement: .navigation) { Text("Fruits") }
                        ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                        ToolbarItem(placement: .status) { Text("\(refreshes) refreshes") }
                    }
                KeyHelpBar()
            }
        }
    }

    @Test func toolbarSearchableAndRefreshable() async {
        let host = TestHost(Fruits(), width: 30, height: 8)
        host.press(.tab)
        host.press(.tab)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Fruits                 [ Add ]
            ⌕ Find fruit
            Apple
            Banana
            Cherry

                     0 refreshes
            ↑↓ move · / search · Ctrl-R re
            """
        }
        host.press("/")
        host.type("an")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Fruits                 [ Add ]
            ⌕ an
            Banana



                     0 refreshes
            Ctrl-R refresh
            """
        }
        host.press(.tab)
        host.press("r", modifiers: .control)
        await host.settle()
        #expect(host.text.contains("1 refreshes"))
    }
}

private struct RouteNameKey: EnvironmentKey {
    static let defaultValue = "none"
}

extension EnvironmentValues {
    fileprivate var routeName: String {
        get { self[RouteNameKey.self] }
        set { self[RouteNameKey.self] = newValue }
    }
}
