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
        contentItems.reduce(Size.zero) { size, item in
            let fitted = item.sizeThatFits(proposal)
            return Size(width: max(size.width, fitted.width), height: max(size.height, fitted.height))
        }
    }

    override func placeChildren(in rect: Rect) {
        for item in contentItems {
            let size = item.sizeThatFits(ProposedSize(rect.size))
            let fitted = Size(width: min(size.width, rect.width), height: min(size.height, rect.height))
            item.place(in: Rect(origin: parameters.origin(of: fitted, in: rect), size: fitted))
        }
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        drawContent(into: &canvas, clip: frame.intersection(clip))
    }
}
