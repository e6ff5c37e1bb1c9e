@_spi(CursesUICore) import CursesUICore
/// The fixed dimensions of a frame and where content sits inside it.
struct FrameParameters: Equatable {
    var width: Int?
    var height: Int?
    var alignment: Alignment
}

/// Gives content a fixed width, height, or both, aligning it inside.
struct FrameView<Content: View>: View, PrimitiveView {
    let parameters: FrameParameters
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        makeNode(in: graph) { FrameNode<Self>(graph: graph, initial: parameters) { ($0.parameters, $0.content) } }
    }
}

final class FrameNode<V: View>: ModifierNode<V, FrameParameters> {
    override func computeSize(_ proposal: ProposedSize) -> Size {
        let fixed = parameters
        if let width = fixed.width, let height = fixed.height { return Size(width: width, height: height) }
        let inner = contentSize(ProposedSize(width: fixed.width ?? proposal.width, height: fixed.height ?? proposal.height))
        return Size(width: fixed.width ?? inner.width, height: fixed.height ?? inner.height)
    }

    override func placeChildren(in rect: Rect) {
        let inner = contentSize(ProposedSize(rect.size))
        let size = Size(width: min(inner.width, rect.width), height: min(inner.height, rect.height))
        placeContent(in: Rect(origin: parameters.alignment.origin(of: size, in: rect), size: size))
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        drawContent(into: &canvas, clip: frame.intersection(clip))
    }
}

extension View {
    /// Gives the view a fixed width and/or height in cells; `nil` keeps the content's own.
    public func frame(width: Int? = nil, height: Int? = nil, alignment: Alignment = .center) -> some View {
        FrameView(parameters: .init(width: width.map { max(0, $0) }, height: height.map { max(0, $0) }, alignment: alignment),
                  content: self)
    }
}
