@_spi(CursesUICore) import CursesUICore
/// Draws a box around content.
///
/// Unlike SwiftUI, where a border is drawn over the view's edge, a terminal border takes one
/// cell on each side, so it never hides content.
struct BorderView<Content: View>: View, PrimitiveView {
    let color: Color
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        makeNode(in: graph) { BorderNode<Self>(graph: graph, initial: color) { ($0.color, $0.content) } }
    }
}

final class BorderNode<V: View>: ModifierNode<V, Color> {
    override func computeSize(_ proposal: ProposedSize) -> Size {
        let inner = contentSize(ProposedSize(width: proposal.width.map { $0 - 2 }, height: proposal.height.map { $0 - 2 }))
        return Size(width: inner.width + 2, height: inner.height + 2)
    }

    override func placeChildren(in rect: Rect) {
        placeContent(in: rect.inset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)))
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        let box = frame
        guard box.width > 0, box.height > 0 else { return }
        canvas.drawBox(box, style: CellStyle(foreground: parameters), clip: area)
        drawContent(into: &canvas, clip: frame.inset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)).intersection(area))
    }
}

extension View {
    /// Draws a box in `color` around the view, one cell on each side. `width` is accepted for
    /// SwiftUI compatibility; a terminal line is always one cell.
    public func border(_ color: Color, width: Int = 1) -> some View {
        BorderView(color: color, content: self)
    }
}
