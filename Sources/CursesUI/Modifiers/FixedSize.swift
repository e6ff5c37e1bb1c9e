@_spi(CursesUICore) import CursesUICore
/// Which axes of a view keep their ideal size.
struct FixedAxes: Equatable {
    var horizontal: Bool
    var vertical: Bool
}

/// Proposes `nil` along the fixed axes, so the content takes its ideal size there.
struct FixedSizeView<Content: View>: View, PrimitiveView {
    let axes: FixedAxes
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        makeNode(in: graph) { FixedSizeNode<Self>(graph: graph, initial: axes) { ($0.axes, $0.content) } }
    }
}

/// Takes the content's ideal size along the fixed axes, whatever it is offered, as in SwiftUI.
/// Content larger than the space its parent has overflows it and is clipped where the parent clips.
final class FixedSizeNode<V: View>: ModifierNode<V, FixedAxes> {
    override func computeSize(_ proposal: ProposedSize) -> Size {
        contentSize(contentProposal(proposal))
    }

    override func placeChildren(in rect: Rect) {
        placeContent(in: Rect(origin: rect.origin, size: contentSize(contentProposal(ProposedSize(rect.size)))))
    }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: parameters.horizontal ? nil : proposal.width,
                     height: parameters.vertical ? nil : proposal.height)
    }
}

extension View {
    /// Fixes the view at its ideal size in both axes, as in SwiftUI: a text is never wrapped or
    /// truncated, whatever its parent offers.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes the view at its ideal size along the chosen axes: `fixedSize(horizontal: false,
    /// vertical: true)` lets a text wrap to the width offered and keeps every line.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        FixedSizeView(axes: FixedAxes(horizontal: horizontal, vertical: vertical), content: self)
    }
}
