import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// `TabView` with `.tabItem`, `Tab`, `.badge` and selection: the bar, the keys and clicks that
/// switch tabs, state and focus kept per tab, and the key-help bar.
@MainActor
struct TabViewTests {
    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("\(name): \(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    struct Classic: View {
        @State var selection = 0
        var body: some View {
            VStack(spacing: 0) {
                TabView(selection: $selection) {
                    Counter(name: "Home")
                        .tabItem { Label("Home", systemImage: "house") }
                        .tag(0)
                    Counter(name: "Mail")
                        .tabItem { Label("Mail", systemImage: "envelope") }
                        .badge(3)
                        .tag(1)
                    Text("Settings page")
                        .tabItem { Text("Settings") }
                        .tag(2)
                }
                Text("selected \(selection)")
                KeyHelpBar()
            }
        }
    }

    @Test func tabBarShowsLabelsBadgesAndTheSelectedTab() {
        assertInlineSnapshot(of: TestHost(Classic(), width: 40, height: 6), as: .frame()) {
            """
             ⌂ Home  ✉ Mail 3  Settings
                            Home: 0
                            [ Add ]

                           selected 0
            Return press · Alt-1…3 tabs
            """
        }
    }

    @Test func altDigitsAndArrowsSwitchTabsAndWriteTheSelection() {
        let host = TestHost(Classic(), width: 40, height: 6)
        host.press("2", modifiers: .option)
        #expect(host.text.contains("Mail: 0"))
        #expect(host.text.contains("selected 1"))
        host.press(.rightArrow, modifiers: .option)
        #expect(host.text.contains("Settings page"))
        #expect(host.text.contains("selected 2"))
        host.press(.rightArrow, modifiers: .option)
        #expect(host.text.contains("Home: 0"))
        host.press(.leftArrow, modifiers: .option)
        #expect(host.text.contains("selected 2"))
    }

    @Test func eachTabKeepsItsStateAndFocus() {
        let host = TestHost(Classic(), width: 40, height: 6)
        host.press(.return)
        host.press(.return)
        #expect(host.text.contains("Home: 2"))
        host.press("2", modifiers: .option)
        host.press(.return)
        #expect(host.text.contains("Mail: 1"))
        host.press("1", modifiers: .option)
        #expect(host.text.contains("Home: 2"))
        host.press(.return)
        #expect(host.text.contains("Home: 3"))
    }

    @Test func clickingATabSelectsIt() {
        let host = TestHost(Classic(), width: 40, height: 6)
        let row = host.text.split(separator: "\n", omittingEmptySubsequences: false)[0]
        let column = row.distance(from: row.startIndex, to: row.range(of: "Settings")!.lowerBound)
        host.click(x: column + 2, y: 0)
        #expect(host.text.contains("Settings page"))
        #expect(host.text.contains("selected 2"))
    }

    @Test func settingTheBindingSelectsTheTaggedTab() {
        struct Jump: View {
            @State var selection = "a"
            var body: some View {
                VStack {
                    Button("Go to b") { selection = "b" }
                    TabView(selection: $selection) {
                        Tab("A", value: "a") { Text("first") }
                        Tab("B", systemImage: "star", value: "b") { Text("second") }
                    }
                }
            }
        }
        let host = TestHost(Jump(), width: 30, height: 4)
        #expect(host.text.contains("first"))
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                     [ Go to b ]
             A  ☆ B
                        second
            """
        }
    }

    @Test func tabViewWithoutSelectionStartsOnTheFirstTab() {
        let host = TestHost(TabView {
            Text("one").tabItem { Text("One") }
            Text("two").tabItem { Text("Two") }
        }, width: 20, height: 3)
        #expect(host.text.contains("one"))
        host.press("2", modifiers: .option)
        #expect(host.text.contains("two"))
        #expect(!host.text.contains("one\n"))
    }
}
