@_spi(CursesUICore) import CursesUICore
import Foundation

/// A view that a custom `Layout` arranges, as in SwiftUI: ask it for sizes, then place it.
public struct LayoutSubview: Equatable {
    let node: Node
    /// Records which subviews the layout placed.
    let placements: LayoutPlacements

    /// The size the view takes for `proposal`.
    @MainActor
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(node.sizeThatFits(proposal.cells))
    }

    /// The view's size for `proposal`, with its alignment guides.
    @MainActor
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: node.sizeThatFits(proposal.cells))
    }

    /// The view's layout priority (`layoutPriority(_:)`).
    @MainActor
    public var priority: Double { node.layoutPriority }

    /// The space the view prefers around it: one column beside another view, no row above or below.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// Places the view so that its `anchor` lies at `position`, sized for `proposal`. Positions
    /// are in cells and are rounded down to whole cells.
    @MainActor
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal.cells)
        let x = position.x - CGFloat(size.width) * anchor.x
        let y = position.y - CGFloat(size.height) * anchor.y
        node.place(in: Rect(origin: Point(x: Cells.position(x), y: Cells.position(y)), size: size))
        placements.placed.insert(ObjectIdentifier(node))
    }

    /// Whether both are the same view.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// The views a custom `Layout` arranges, in order, as in SwiftUI.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [Node]
    let placements: LayoutPlacements

    /// The first subview's index, 0.
    public var startIndex: Int { 0 }
    /// One past the last subview's index.
    public var endIndex: Int { nodes.count }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index], placements: placements) }

    /// Whether both hold the same views in the same order.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}

/// Which subviews a layout pass placed, so the rest can be placed at the center, as SwiftUI does.
final class LayoutPlacements {
    var placed: Set<ObjectIdentifier> = []
}

/// The space a view prefers around it, as in SwiftUI: in a terminal, one column between views
/// side by side and no row between views above one another, as the stacks space them.
public struct ViewSpacing: Equatable, Sendable {
    /// The default spacing.
    public init() {}
    /// No spacing.
    public static let zero = ViewSpacing()

    /// The distance to `next` along `axis`: 1 column horizontally, 0 rows vertically.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? 1 : 0
    }

    /// Merges another view's preferences into these; they are all alike in a terminal.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}

    /// These preferences merged with another view's.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}
