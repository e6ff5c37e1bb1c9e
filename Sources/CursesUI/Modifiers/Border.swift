/// Draws a box around content.
///
/// Unlike SwiftUI, where a border is drawn over the view's edge, a terminal border takes one
/// cell on each side, so it never hides content.
struct BorderView<Content: View>: View, PrimitiveView {
    let color: Color
    let content: Content
    typealias Body = Never

    func makeNode(in graph: ViewGraph) -> Node {
        BorderNode<Self>(graph: graph, initial: color) { ($0.color, $0.content) }
    }
}

final class BorderNode<V: View>: ModifierNode<V, Color> {
    override func computeSize(_ proposal: ProposedSize) -> Size {
        let inner = contentSize(ProposedSize(width: proposal.width.map { $0 - 2 }, height: proposal.height.map { $0 - 2 }))
        return Size(width: inner.width + 2, height: inner.height + 2)
    }

    override func place(in rect: Rect) {
        frame = rect
        placeContent(in: rect.inset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)))
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        let box = frame
        guard box.width > 0, box.height > 0 else { return }
        let style = CellStyle(foreground: parameters)
        func put(_ text: String, _ x: Int, _ y: Int) {
            canvas.draw(Glyph(text: text, width: 1), x: x, y: y, style: style, clip: area)
        }
        for x in box.x..<box.maxX {
            put("─", x, box.y)
            put("─", x, box.maxY - 1)
        }
        for y in box.y..<box.maxY {
            put("│", box.x, y)
            put("│", box.maxX - 1, y)
        }
        put("┌", box.x, box.y)
        put("┐", box.maxX - 1, box.y)
        put("└", box.x, box.maxY - 1)
        put("┘", box.maxX - 1, box.maxY - 1)
        drawContent(into: &canvas, clip: area.inset(by: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)))
    }
}

extension View {
    /// Draws a box in `color` around the view, one cell on each side. `width` is accepted for
    /// SwiftUI compatibility; a terminal line is always one cell.
    public func border(_ color: Color, width: Int = 1) -> some View {
        BorderView(color: color, content: self)
    }
}
