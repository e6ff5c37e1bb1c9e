/// A view that CursesUI implements itself instead of through `body`: it makes and updates a node
/// of its own kind.
///
/// The graph learns a view's kind through `View._makeNode(in:)`, which this protocol's extension
/// implements for every primitive. A type's `View` conformance must therefore hold under the same
/// conditions as its `PrimitiveView` one (write both with the same `where` clause): a `View`
/// conformance with fewer conditions would pick `View`'s default and treat the primitive as a
/// view with a `body`. Debug builds check each node made against the dynamic cast.
@MainActor
package protocol PrimitiveView: View {
    /// A new node for this view, not yet updated with it.
    func makeNode(in graph: ViewGraph) -> Node
}

extension PrimitiveView {
    /// The primitive's own node; see `View._makeNode(in:)`.
    public func _makeNode(in context: _NodeMaking) -> _MadeNode { _MadeNode(makeNode(in: context.graph)) }
}

extension ViewGraph {
    /// A new node for any view: its own kind for primitives, a `CompositeNode` otherwise.
    package func makeNode<V: View>(for view: V) -> Node {
        let node = view._makeNode(in: _NodeMaking(graph: self)).node
        assert((view is any PrimitiveView) != (node is CompositeNode<V, V.Body>),
               "\(V.self) was given a node of the wrong kind: its View and PrimitiveView conformances differ")
        return node
    }

    /// A new node for the view `view` refers to, as its own type.
    package func makeNode(for view: ViewValue) -> Node {
        func make<V: View>(_: V.Type) -> Node { makeNode(for: view.value(as: V.self)) }
        return make(view.type)
    }
}
