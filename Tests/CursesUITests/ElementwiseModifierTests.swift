import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// Modifiers on a `ForEach` or a `Group` apply to each element, as in SwiftUI (issue 11, point 9).
@MainActor
struct ElementwiseModifierTests {
    @Test func aBorderOnForEachDrawsOneBorderPerRow() {
        let view = VStack(spacing: 0) {
            ForEach(["one", "two"], id: \.self) { Text($0) }.border(.white)
        }
        assertInlineSnapshot(of: TestHost(view, width: 10, height: 6), as: .frame()) {
            """
            ┌───┐
            │one│
            └───┘
            ┌───┐
            │two│
            └───┘
            """
        }
    }

    @Test func aPaddedGroupPadsEachViewInAnHStack() {
        let view = HStack(spacing: 0) {
            Group {
                Text("a")
                Text("b")
            }
            .padding(.horizontal, 1)
            .background(.blue)
            Text("|")
        }
        let host = TestHost(view, width: 10, height: 1)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             a  b |
            """
        }
        #expect(host.cell(x: 0, y: 0).background == .blue)
        #expect(host.cell(x: 3, y: 0).background == .blue)
    }

    @Test func aBorderOnForEachInAListBordersEachRowAndRowsStayLazy() {
        var built = 0
        let view = List {
            ForEach(0..<1000, id: \.self) { index in
                let _ = (built += 1)
                Text("row \(index)")
            }
            .border(.white)
        }
        let host = TestHost(view, width: 12, height: 6)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ┌─────┐    ┃
            │row 0│    │
            └─────┘    │
            ┌─────┐    │
            │row 1│    │
            └─────┘    │
            """
        }
        #expect(built < 20)
    }

    @Test func aGroupMixingViewsAndForEachModifiesEveryElement() {
        let view = VStack(spacing: 0) {
            Group {
                Text("head")
                ForEach(1..<3) { Text("item \($0)") }
            }
            .frame(width: 8, alignment: .trailing)
            .border(.white)
        }
        assertInlineSnapshot(of: TestHost(view, width: 12, height: 9), as: .frame()) {
            """
            ┌────────┐
            │    head│
            └────────┘
            ┌────────┐
            │  item 1│
            └────────┘
            ┌────────┐
            │  item 2│
            └────────┘
            """
        }
    }

    @Test func aForEachKeepsRowStateWhenModified() {
        struct Row: View {
            let name: String
            @State private var taps = 0
            var body: some View { Button("\(name) \(taps)") { taps += 1 } }
        }
        let view = VStack(spacing: 0) {
            ForEach(["a", "b"], id: \.self) { Row(name: $0) }.padding(.leading, 2)
        }
        let host = TestHost(view, width: 12, height: 2)
        host.press(.return)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
              [ a 2 ]
              [ b 0 ]
            """
        }
    }

    @Test func anEditButtonBesideATextShowsItsWholeTitle() {
        struct Header: View {
            @State private var editMode = EditMode.inactive
            var body: some View {
                VStack {
                    HStack {
                        EditButton()
                        Text("viewing")
                    }
                }
                .frame(width: 20)
                .environment(\.editMode, $editMode)
            }
        }
        let host = TestHost(Header(), width: 30, height: 2)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
              [ Edit ] viewing
            """
        }
    }

    /// A counter badge that keeps its own count: each element gets its own.
    struct Tapped: ViewModifier {
        @State private var taps = 0
        func body(content: Content) -> some View {
            HStack(spacing: 1) {
                content
                Button("+\(taps)") { taps += 1 }
            }
        }
    }

    @Test func aCustomViewModifierOnForEachAppliesToEachElementWithItsOwnState() {
        let view = VStack(alignment: .leading, spacing: 0) {
            ForEach(["a", "b", "c"], id: \.self) { Text($0) }.modifier(Tapped())
        }
        let host = TestHost(view, width: 12, height: 3)
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            a [ +0 ]
            b [ +0 ]
            c [ +2 ]
            """
        }
    }
}
