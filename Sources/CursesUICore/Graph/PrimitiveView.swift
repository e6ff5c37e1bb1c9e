/// A view that CursesUI implements itself instead of through `body`: it makes and updates a node
/// of its own kind.
@MainActor
package protocol PrimitiveView: View {
    /// A new node for this view, not yet updated with it.
    func makeNode(in graph: ViewGraph) -> Node
}

extension ViewGraph {
    /// A new node for any view: its own kind for primitives, a `CompositeNode` otherwise.
    package func makeNode<V: View>(for view: V) -> Node {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNode(in: self)
        }
        return CompositeNode<V>(graph: self)
    }
}
