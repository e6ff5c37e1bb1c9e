import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// `scrollPosition(id:)` (iOS 17): the binding follows the top row as the scroll view
/// scrolls, and setting it scrolls there; the target modifiers are accepted.
@MainActor
struct ScrollPositionTests {
    struct Feed: View {
        @State var position: Int?
        var withButton = false
        var body: some View {
            VStack(alignment: .leading) {
                Text("Top: \(position.map(String.init) ?? "none")")
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(0..<100, id: \.self) { index in Text("Item \(index)") }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $position)
                .scrollTargetBehavior(.viewAligned)
                .defaultScrollAnchor(.top)
                .frame(height: 3)
                if withButton {
                    Button("Jump to 50") { position = 50 }
                }
            }
        }
    }

    @Test func theBindingFollowsTheTopRowAsKeysScroll() {
        let host = TestHost(Feed(), width: 20, height: 4)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Top: 0
            Item 0             ┃
            Item 1             │
            Item 2             │
            """
        }
        host.press(.downArrow)
        host.press(.downArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Top: 2
            Item 2             ┃
            Item 3             │
            Item 4             │
            """
        }
        host.press(.pageDown)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Top: 4
            Item 4             ┃
            Item 5             │
            Item 6             │
            """
        }
    }

    @Test func settingTheBindingScrollsThere() {
        let host = TestHost(Feed(withButton: true), width: 20, height: 5)
        host.press(.tab)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Top: 50
            Item 50            │
            Item 51            ┃
            Item 52            │
            [ Jump to 50 ]
            """
        }
        let opened = TestHost(Feed(position: 97), width: 20, height: 4)
        assertInlineSnapshot(of: opened, as: .frame()) {
            """
            Top: 97
            Item 97            │
            Item 98            │
            Item 99            ┃
            """
        }
    }
}
