@_spi(CursesUICore) import CursesUICore
/// Gives content a layout priority in its stack.
struct LayoutPriorityView<Content: View>: View, PrimitiveView {
    let priority: Double
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        makeNode(in: graph) { LayoutPriorityNode<Self>(graph: graph, initial: priority) { ($0.priority, $0.content) } }
    }
}

/// Answers its stack's question for its priority; lays out its content unchanged.
final class LayoutPriorityNode<V: View>: ModifierNode<V, Double> {
    override var layoutPriority: Double { parameters }

    override func parametersDidChange() {
        // The stack shares its space out again, though this node's own sizes hold.
        parent?.setNeedsLayout()
    }
}

extension View {
    /// Sets the priority by which a stack shares its space out, as in SwiftUI: the stack offers
    /// the views of higher priority all the space the others leave at their minimum, before the
    /// views of lower priority get what remains. The default is 0.
    public func layoutPriority(_ value: Double) -> some View {
        LayoutPriorityView(priority: value, content: self)
    }
}
