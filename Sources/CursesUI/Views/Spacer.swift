@_spi(CursesUICore) import CursesUICore
/// Flexible space that grows along the axis of its stack, as in SwiftUI.
public struct Spacer: View, Equatable {
    let minLength: Int?

    /// Space of at least `minLength` cells (0 by default).
    public init(minLength: Int? = nil) { self.minLength = minLength }

    public typealias Body = Never
}

extension Spacer: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { SpacerNode(graph: graph) }
}

/// Takes whatever length its stack offers along the stack's axis, and nothing across it.
final class SpacerNode: Node {
    private var minLength = 0

    init(graph: ViewGraph) { super.init(graph: graph, viewType: Spacer.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newMinLength = (view.value(as: Spacer.self)).minLength ?? 0
        if newMinLength != minLength {
            minLength = newMinLength
            setNeedsLayout()
        }
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        switch stackAxis {
        case .horizontal: return Size(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical: return Size(width: 0, height: max(minLength, proposal.height ?? minLength))
        case nil: return Size(width: proposal.width ?? minLength, height: proposal.height ?? minLength)
        }
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {}
}
