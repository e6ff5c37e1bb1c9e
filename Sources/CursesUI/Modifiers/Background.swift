@_spi(CursesUICore) import CursesUICore
/// Paints the cells behind content.
struct BackgroundView<Content: View>: View, PrimitiveView {
    let color: Color
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        makeNode(in: graph) { BackgroundNode<Self>(graph: graph, initial: color) { ($0.color, $0.content) } }
    }
}

final class BackgroundNode<V: View>: ModifierNode<V, Color> {
    override func draw(into canvas: inout Canvas, clip: Rect) {
        canvas.fill(frame.intersection(clip), background: parameters)
        drawContent(into: &canvas, clip: clip)
    }
}

extension View {
    /// Paints the view's cells in a color; `Color.clear` paints nothing.
    public func background(_ color: Color) -> some View {
        BackgroundView(color: color, content: self)
    }
}
