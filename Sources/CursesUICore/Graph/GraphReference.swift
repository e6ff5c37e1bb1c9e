/// A reference to a graph, for what may outlive it (actions a user keeps, focus state storage):
/// it reads `nil` once the graph is gone, as a weak reference would.
///
/// A weak reference would give the graph a side table, and then every retain and release of the
/// graph, which nodes make on every access to it, would take the runtime's slow path. The graph
/// clears this one as it goes away instead (in its isolated `deinit`, on the main actor).
@MainActor
package final class GraphReference {
    /// The graph, or `nil` once it is gone. Debug builds check each read (`UnownedCheck`).
    #if DEBUG
    package var graph: ViewGraph? {
        get {
            check.check("a graph reference")
            return uncheckedGraph
        }
        set {
            uncheckedGraph = newValue
            check = UnownedCheck(newValue)
        }
    }
    private unowned(unsafe) var uncheckedGraph: ViewGraph?
    private var check = UnownedCheck<ViewGraph>(nil)
    #else
    package unowned(unsafe) var graph: ViewGraph?
    #endif
}
