/// A reference to a graph, for what may outlive it (actions a user keeps, focus state storage):
/// it reads `nil` once the graph is gone, as a weak reference would.
///
/// A weak reference would give the graph a side table, and then every retain and release of the
/// graph, which nodes make on every access to it, would take the runtime's slow path. The graph
/// clears this one as it goes away instead (in its isolated `deinit`, on the main actor); being
/// `unowned`, a read after that would stop the program rather than touch freed memory.
@MainActor
package final class GraphReference {
    /// The graph, or `nil` once it is gone.
    package unowned var graph: ViewGraph?
}
