import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// The invariants that unchecked references rely on are checked in debug builds, where the
/// tests run (issue 14, point 6).
struct UnsafeInvariantTests {
    #if DEBUG
    @Test func aNodeReachingAGoneGraphStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var graph: ViewGraph? = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
                let node: Node = graph!.root
                graph = nil
                _ = node.graph
            }
        }
    }

    @Test @MainActor func aNodeOfALiveGraphReachesIt() {
        let graph = ViewGraph(root: Text("x"), size: Size(width: 1, height: 1))
        #expect(graph.root.graph === graph)
    }
    #endif
}
