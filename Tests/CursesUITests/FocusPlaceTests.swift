import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Where focus was in each focus scope is kept with strong references (a weak one would give the
/// focused control and the root side tables, slowing every retain of them): they must not keep a
/// closed presentation, or a control that left the tree, alive.
@MainActor
struct FocusPlaceTests {
    private struct Screen: View {
        @State private var isShowing = false
        @State private var showsSecond = true
        var body: some View {
            VStack {
                Button("Open") { isShowing = true }
                if showsSecond { Button("Drop me") { showsSecond = false } }
                Button("Last") {}
            }
            .sheet(isPresented: $isShowing) {
                HStack {
                    Button("X") {}
                    Button("Y") {}
                }
            }
        }
    }

    @Test func aClosedSheetsNodesGoThoughFocusWasRememberedInThem() {
        let host = TestHost(Screen(), width: 30, height: 10)
        host.press(.return)
        host.press(.tab)
        // Focus went to the sheet's X and then to Y: both were remembered in the sheet's scope.
        var sheetNodes: [WeakNode] = []
        host.graph.presentations.last?.presentedNode?.forEachNode { sheetNodes.append(WeakNode($0)) }
        #expect(sheetNodes.count > 2)
        #expect(host.graph.focusedNode?.isAttached == true)
        host.press(.escape)
        #expect(host.graph.presentations.isEmpty)
        #expect(sheetNodes.allSatisfy { $0.node == nil }, "the closed sheet's nodes are freed")
    }

    @Test func aFocusedControlThatLeavesTheTreeGoesAndFocusMovesOn() {
        let host = TestHost(Screen(), width: 30, height: 10)
        host.press(.tab)
        let dropped = WeakNode(host.graph.focusedNode!)
        host.press(.return)
        #expect(host.text.contains("Drop me") == false)
        #expect(dropped.node == nil, "the control that left the tree is freed")
        #expect(host.graph.focusedNode?.isAttached == true)
    }
}

/// A weak reference to a node, to see it go.
@MainActor
private final class WeakNode {
    weak var node: Node?
    init(_ node: Node) { self.node = node }
}
