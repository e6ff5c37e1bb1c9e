import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// `NavigationSplitView` side by side and collapsed, selection-driven detail, and
/// `NavigationView` as a stack.
@MainActor
struct NavigationSplitViewTests {
    struct Browser: View {
        let fruits = ["Apple", "Banana", "Cherry"]
        @State private var selected: String?
        var body: some View {
            VStack(spacing: 0) {
                NavigationSplitView {
                    List(fruits, id: \.self, selection: $selected) { fruit in
                        Text(fruit)
                    }
                    .navigationTitle("Fruits")
                } detail: {
                    if let selected {
                        Text("\(selected) is a fruit").navigationTitle(selected)
                    } else {
                        Text("Pick a fruit")
                    }
                }
                KeyHelpBar()
            }
        }
    }

    @Test func wideSplitViewShowsSidebarAndDetailSideBySide() {
        let host = TestHost(Browser(), width: 60, height: 6)
        host.press(.downArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Fruits              │Banana
            Apple               │           Banana is a fruit
            Banana              │
            Cherry              │
                                │
            ↑↓ move · Return open
            """
        }
    }

    @Test func narrowSplitViewShowsOneColumnAndReturnOpensTheDetail() {
        let host = TestHost(Browser(), width: 30, height: 6)
        host.press(.downArrow)
        host.press(.downArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Fruits
            Apple
            Banana
            Cherry

            ↑↓ move · Return open
            """
        }
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Cherry
                  Cherry is a fruit



            Esc back
            """
        }
        host.press(.escape)
        #expect(host.text.contains("Fruits"))
        host.press(.downArrow)
        host.press(.return)
        #expect(host.text.contains("Cherry is a fruit"))
    }

    @Test func resizingCollapsesAndExpandsTheColumns() {
        // The sidebar's list takes focus and selects its first row, which the detail shows.
        let host = TestHost(Browser(), width: 60, height: 6)
        #expect(host.text.contains("Apple is a fruit"))
        host.resize(width: 40, height: 6)
        #expect(!host.text.contains("Apple is a fruit"))
        #expect(host.text.contains("Banana"))
        host.resize(width: 70, height: 6)
        #expect(host.text.contains("Apple is a fruit"))
    }

    @Test func threeColumnsWithReturnMovingFocusAcross() {
        struct Mail: View {
            @State private var folder: String?
            @State private var message: String?
            var body: some View {
                NavigationSplitView {
                    List(["Inbox", "Sent"], id: \.self, selection: $folder) { Text($0) }
                } content: {
                    List(["Hello", "Re: Hello"], id: \.self, selection: $message) { Text($0) }
                } detail: {
                    Text("\(folder ?? "-") / \(message ?? "-")")
                }
            }
        }
        let host = TestHost(Mail(), width: 90, height: 4)
        host.press(.downArrow)
        host.press(.return)
        host.press(.downArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Inbox                 │Hello                 │              Sent / Re: Hello
            Sent                  │Re: Hello             │
                                  │                      │
                                  │                      │
            """
        }
    }

    @Test func navigationViewIsAStack() {
        struct Old: View {
            var body: some View {
                NavigationView {
                    List {
                        NavigationLink("Details", destination: Text("Inside").navigationTitle("Details"))
                    }
                    .navigationTitle("Home")
                }
                .navigationViewStyle(.stack)
            }
        }
        let host = TestHost(Old(), width: 20, height: 3)
        #expect(host.text.hasPrefix("Home"))
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Details
            Inside
            """
        }
        host.press(.escape)
        #expect(host.text.hasPrefix("Home"))
    }
}
