@_spi(CursesUICore) import CursesUICore
import Foundation

/// The bounds of a flexible frame in cells, per dimension, and where content sits inside it.
struct FlexibleFrameParameters: Equatable {
    var minWidth: Int?
    var idealWidth: Int?
    var maxWidth: Int?
    var minHeight: Int?
    var idealHeight: Int?
    var maxHeight: Int?
    var alignment: Alignment
}

/// A frame whose size follows the proposal within bounds, as SwiftUI's flexible frame does.
struct FlexibleFrameView<Content: View>: View, PrimitiveView {
    let parameters: FlexibleFrameParameters
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        makeNode(in: graph) { FlexibleFrameNode<Self>(graph: graph, initial: parameters) { ($0.parameters, $0.content) } }
    }
}

/// SwiftUI's negotiation for a flexible frame, one dimension at a time: the content is offered
/// the proposal clamped to the bounds (the ideal length when the proposal is `nil`), and the frame
/// takes the content's length, raised to the minimum and, where a maximum is given, grown to the
/// proposal up to that maximum.
final class FlexibleFrameNode<V: View>: ModifierNode<V, FlexibleFrameParameters> {
    override func computeSize(_ proposal: ProposedSize) -> Size {
        let inner = contentSize(contentProposal(proposal))
        let bounds = parameters
        return Size(
            width: Self.length(inner.width, proposed: proposal.width,
                               min: bounds.minWidth, ideal: bounds.idealWidth, max: bounds.maxWidth),
            height: Self.length(inner.height, proposed: proposal.height,
                                min: bounds.minHeight, ideal: bounds.idealHeight, max: bounds.maxHeight))
    }

    override func placeChildren(in rect: Rect) {
        let inner = contentSize(contentProposal(ProposedSize(rect.size)))
        let size = Size(width: min(inner.width, rect.width), height: min(inner.height, rect.height))
        placeContent(in: Rect(origin: parameters.alignment.origin(of: size, in: rect), size: size))
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        drawContent(into: &canvas, clip: frame.intersection(clip))
    }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        let bounds = parameters
        return ProposedSize(
            width: Self.proposal(proposal.width, min: bounds.minWidth, ideal: bounds.idealWidth, max: bounds.maxWidth),
            height: Self.proposal(proposal.height, min: bounds.minHeight, ideal: bounds.idealHeight, max: bounds.maxHeight))
    }

    /// What the content is offered along one dimension.
    static func proposal(_ proposed: Int?, min lower: Int?, ideal: Int?, max upper: Int?) -> Int? {
        guard var length = proposed ?? ideal else { return nil }
        if let upper { length = min(length, upper) }
        if let lower { length = max(length, lower) }
        return length
    }

    /// The frame's length along one dimension, given the content's.
    static func length(_ content: Int, proposed: Int?, min lower: Int?, ideal: Int?, max upper: Int?) -> Int {
        guard let proposed else {
            var length = ideal ?? content
            if let upper { length = min(length, upper) }
            if let lower { length = max(length, lower) }
            return length
        }
        var length = content
        if let lower { length = max(lower, min(length, proposed)) }
        if let upper { length = min(upper, max(length, proposed)) }
        return length
    }
}

extension View {
    /// Gives the view a frame that follows the size its parent proposes, within bounds, as in
    /// SwiftUI: `frame(maxWidth: .infinity)` takes the whole width offered, `frame(minHeight: 3)`
    /// at least three rows. Lengths are in cells (one point is one cell), rounded to the nearest.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        FlexibleFrameView(parameters: FlexibleFrameParameters(
            minWidth: Cells.from(minWidth), idealWidth: Cells.from(idealWidth), maxWidth: Cells.from(maxWidth),
            minHeight: Cells.from(minHeight), idealHeight: Cells.from(idealHeight), maxHeight: Cells.from(maxHeight),
            alignment: alignment), content: self)
    }

    /// Gives the view a fixed width and/or height, in points as SwiftUI code computes them (from
    /// a `GeometryProxy`, say); a point is a cell, rounded to the nearest. `nil` keeps the
    /// content's own.
    @_disfavoredOverload
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        frame(width: Cells.from(width), height: Cells.from(height), alignment: alignment)
    }
}
