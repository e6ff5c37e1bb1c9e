@_spi(CursesUICore) import CursesUICore
/// A view that overlays its children, aligned in both axes, as in SwiftUI: later children are
/// drawn over earlier ones.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// An overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}

extension ZStack: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node {
        ZStackNode<Self>(graph: graph, initial: alignment) { ($0.alignment, $0.content) }
    }
}

/// Sizes to the largest child and places every child aligned inside that size.
final class ZStackNode<V: View>: ModifierNode<V, Alignment> {
    override func computeSize(_ proposal: ProposedSize) -> Size {
        ZStackPlacement.size(of: contentItems, proposal: proposal)
    }

    override func placeChildren(in rect: Rect) {
        ZStackPlacement.place(contentItems, in: rect, alignment: parameters)
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        drawContent(into: &canvas, clip: frame.intersection(clip))
    }
}
