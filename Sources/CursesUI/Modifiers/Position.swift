@_spi(CursesUICore) import CursesUICore
import Foundation

/// Centers content on a point of the space its parent offers.
struct PositionView<Content: View>: View, PrimitiveView {
    let position: Point
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        PositionNode<Self>(graph: graph, initial: position) { ($0.position, $0.content) }
    }
}

/// Takes the whole proposal, as SwiftUI's `position` does, and centers its content on the point,
/// measured from its own top-left corner.
final class PositionNode<V: View>: ModifierNode<V, Point> {
    override func computeSize(_ proposal: ProposedSize) -> Size {
        guard proposal.width == nil || proposal.height == nil else {
            return Size(width: proposal.width!, height: proposal.height!)
        }
        return proposal.replacingUnspecified(with: contentSize(proposal))
    }

    override func placeChildren(in rect: Rect) {
        let size = contentSize(ProposedSize(rect.size))
        placeContent(in: Rect(x: rect.x + parameters.x - size.width / 2, y: rect.y + parameters.y - size.height / 2,
                              width: size.width, height: size.height))
    }
}

extension View {
    /// Centers the view on the point (`x` columns, `y` rows from the top-left corner of the space
    /// the parent offers), as in SwiftUI; the view then takes all that space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        PositionView(position: Point(x: Cells.position(x), y: Cells.position(y)), content: self)
    }

    /// Centers the view on `position`.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }
}
