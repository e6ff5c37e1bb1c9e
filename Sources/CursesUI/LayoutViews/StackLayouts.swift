@_spi(CursesUICore) import CursesUICore
import Foundation

/// The layout of an `HStack`, for `AnyLayout` and custom layouts, as in SwiftUI.
public struct HStackLayout: Layout {
    /// How the subviews line up vertically.
    public var alignment: VerticalAlignment
    /// Columns between subviews; 1 by default, as in `HStack`.
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var stack: StackLayout {
        StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing.map(Cells.from) ?? 1,
                    customAlignment: alignment.custom)
    }

    /// The stack's size, as the stack view computes it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(stack.size(of: subviews.nodes, proposal: proposal.cells))
    }

    /// Places the subviews as the stack view does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(subviews.nodes, in: bounds.cells)
        subviews.markAllPlaced()
    }
}

/// The layout of a `VStack`, for `AnyLayout` and custom layouts, as in SwiftUI.
public struct VStackLayout: Layout {
    /// How the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// Rows between subviews; 0 by default, as in `VStack`.
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var stack: StackLayout {
        StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing.map(Cells.from) ?? 0,
                    customAlignment: alignment.custom)
    }

    /// The stack's size, as the stack view computes it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(stack.size(of: subviews.nodes, proposal: proposal.cells))
    }

    /// Places the subviews as the stack view does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.place(subviews.nodes, in: bounds.cells)
        subviews.markAllPlaced()
    }
}

/// The layout of a `ZStack`, for `AnyLayout` and custom layouts, as in SwiftUI.
public struct ZStackLayout: Layout {
    /// Where the subviews line up.
    public var alignment: Alignment

    /// An overlaying layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The stack's size, as the stack view computes it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(ZStackPlacement.size(of: subviews.nodes, proposal: proposal.cells))
    }

    /// Places the subviews as the stack view does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        ZStackPlacement.place(subviews.nodes, in: bounds.cells, alignment: alignment)
        subviews.markAllPlaced()
    }
}

extension LayoutSubviews {
    /// Records that a built-in layout placed every subview itself.
    func markAllPlaced() {
        for node in nodes { placements.placed.insert(ObjectIdentifier(node)) }
    }
}
