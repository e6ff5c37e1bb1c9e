@_spi(CursesUICore) import CursesUICore
/// A color is a view that fills the space it is offered, as in SwiftUI:
/// `Color.blue.frame(width: 10, height: 1)` draws a blue bar.
extension Color: View {
    public typealias Body = Never
}

extension Color: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { ColorNode(graph: graph) }
}

/// Takes the whole proposal and paints it.
final class ColorNode: Node {
    private var color = Color.clear

    init(graph: ViewGraph) { super.init(graph: graph, viewType: Color.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        color = view.value(as: Color.self)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        canvas.fill(frame.intersection(clip), background: color)
    }
}
