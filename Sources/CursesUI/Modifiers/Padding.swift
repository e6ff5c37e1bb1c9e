@_spi(CursesUICore) import CursesUICore
/// Adds empty cells around content.
struct PaddingView<Content: View>: View, PrimitiveView {
    let insets: EdgeInsets
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        makeNode(in: graph) { PaddingNode<Self>(graph: graph, initial: insets) { ($0.insets, $0.content) } }
    }
}

final class PaddingNode<V: View>: ModifierNode<V, EdgeInsets> {
    override func computeSize(_ proposal: ProposedSize) -> Size {
        let insets = parameters
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        let inner = contentSize(ProposedSize(width: proposal.width.map { $0 - horizontal },
                                             height: proposal.height.map { $0 - vertical }))
        return Size(width: inner.width + horizontal, height: inner.height + vertical)
    }

    override func placeChildren(in rect: Rect) {
        placeContent(in: rect.inset(by: parameters))
    }
}

extension View {
    /// Adds `length` cells of padding on the given edges (1 cell by default).
    public func padding(_ edges: Edge.Set = .all, _ length: Int? = nil) -> some View {
        let amount = length ?? 1
        return PaddingView(insets: EdgeInsets(
            top: edges.contains(.top) ? amount : 0,
            leading: edges.contains(.leading) ? amount : 0,
            bottom: edges.contains(.bottom) ? amount : 0,
            trailing: edges.contains(.trailing) ? amount : 0), content: self)
    }

    /// Adds `length` cells of padding on every edge.
    public func padding(_ length: Int) -> some View {
        padding(.all, length)
    }

    /// Adds padding with different amounts per edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        PaddingView(insets: insets, content: self)
    }
}
