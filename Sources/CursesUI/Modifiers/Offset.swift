@_spi(CursesUICore) import CursesUICore
import Foundation

/// Shifts where content is drawn without changing its size or place in the layout.
struct OffsetView<Content: View>: View, PrimitiveView {
    let offset: Point
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        makeNode(in: graph) { OffsetNode<Self>(graph: graph, initial: offset) { ($0.offset, $0.content) } }
    }
}

/// Takes its content's size and place, and places the content shifted by the offset.
final class OffsetNode<V: View>: ModifierNode<V, Point> {
    override func placeChildren(in rect: Rect) {
        placeContent(in: Rect(x: rect.x + parameters.x, y: rect.y + parameters.y, width: rect.width, height: rect.height))
    }
}

extension View {
    /// Draws the view shifted by `x` columns and `y` rows, as in SwiftUI: the layout around it
    /// keeps its place, and what moves out of its parent's frame is clipped there.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        OffsetView(offset: Point(x: Cells.position(x), y: Cells.position(y)), content: self)
    }

    /// Draws the view shifted by `offset` (width in columns, height in rows).
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }
}
