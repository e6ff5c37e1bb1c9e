@_spi(CursesUICore) import CursesUICore
/// Shows or hides content while it keeps its space.
struct OpacityView<Content: View>: View, PrimitiveView {
    let opacity: Double
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        OpacityNode<Self>(graph: graph, initial: opacity) { ($0.opacity, $0.content) }
    }
}

/// Draws its content only when the opacity is above 0; at 0 the content's controls also leave
/// the focus ring, since a control nobody can see should not take keys.
final class OpacityNode<V: View>: ModifierNode<V, Double> {
    private var isVisible: Bool { parameters > 0 }

    override var focusableChildren: [Node] { isVisible ? children : [] }

    override func parametersDidChange() { focusabilityDidChange() }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        if isVisible { drawContent(into: &canvas, clip: clip) }
    }
}

extension View {
    /// Sets the view's opacity, as in SwiftUI. A terminal cell cannot be translucent: at 0 the
    /// view keeps its space but draws nothing and its controls cannot take focus; above 0 it
    /// draws normally.
    public func opacity(_ opacity: Double) -> some View {
        OpacityView(opacity: opacity, content: self)
    }

    /// Hides the view, as in SwiftUI: it keeps its space, draws nothing, and its controls leave
    /// the focus ring.
    public func hidden() -> some View {
        OpacityView(opacity: 0, content: self)
    }
}
