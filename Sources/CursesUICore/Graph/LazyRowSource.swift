#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Content that can make its rows one at a time, so a lazy container builds only the rows it
/// shows: a `ForEach` inside a `List` or `LazyVStack`.
///
/// The graph finds it through `ContainerView.lazyRowSource` and `Node.lazyRowSource`, not by a
/// cast: a protocol cast searches all the executable's conformance records the first time, on
/// every app's first frame.
@MainActor
package protocol LazyRowSource {
    /// How many rows there are; must not build them.
    var rowCount: Int { get }
    /// The identity of row `index`.
    func rowID(at index: Int) -> RowID
    /// Builds (or updates) the node of row `index` as a child of `node`, the source's own node.
    /// Called only for a row `node` has not built since the source changed
    /// (`Node.builtLazyRow(at:)`).
    func materializeRow(at index: Int, in node: Node) -> Node
    /// What deletes rows of this source, by offset (`ForEach.onDelete`).
    var deleteAction: ((IndexSet) -> Void)? { get }
    /// What moves rows of this source, by offsets (`ForEach.onMove`).
    var moveAction: ((IndexSet, Int) -> Void)? { get }
}
