@_spi(CursesUICore) import CursesUICore
import Foundation

/// Where a view's guide for one alignment lies, computed from its dimensions.
struct AlignmentGuideParameters: Equatable {
    /// The cross axis of the stacks the guide serves: `.horizontal` for a `HorizontalAlignment`
    /// (a `VStack`'s), `.vertical` for a `VerticalAlignment`.
    var axis: Axis
    var guide: AlignmentGuideKey
    var computeValue: (ViewDimensions) -> CGFloat

    /// A closure is never equal to another: a new guide always counts as changed.
    static func == (lhs: Self, rhs: Self) -> Bool { false }
}

/// A node that lines its views up on an alignment: a stack.
@MainActor
protocol AlignmentGuideConsumer: Node {
    /// Whether the node lines its views up on `guide`.
    func alignsOn(_ guide: AlignmentGuideKey) -> Bool
}

/// Sets an alignment guide of its content.
struct AlignmentGuideView<Content: View>: View, PrimitiveView {
    let parameters: AlignmentGuideParameters
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        AlignmentGuideNode<Self>(graph: graph, initial: parameters) { ($0.parameters, $0.content) }
    }
}

/// Lays out its content unchanged and answers its stack's question for the guide.
final class AlignmentGuideNode<V: View>: ModifierNode<V, AlignmentGuideParameters> {
    override func alignmentGuide(across axis: Axis, guide: AlignmentGuideKey, size: Size) -> Int? {
        guard axis == parameters.axis, guide == parameters.guide else {
            // A guide for another alignment may be set inside, on a view of the same frame.
            let items = contentItems
            return items.count == 1 ? items[0].alignmentGuide(across: axis, guide: guide, size: size) : nil
        }
        return Cells.position(parameters.computeValue(ViewDimensions(size: size)))
    }

    override func parametersDidChange() {
        // The stack lines its views up again, though this view's own sizes hold.
        parent?.setNeedsLayout()
        guard parameters.guide.custom != nil else { return }
        // A custom guide also counts for the stacks around this view's, up to the one that
        // aligns on it: they line their views up again too.
        var node = parent
        while let current = node {
            current.setNeedsLayout()
            if let stack = current as? any AlignmentGuideConsumer, stack.alignsOn(parameters.guide) { return }
            node = current.parent
        }
    }
}

extension View {
    /// Moves the view's guide for a horizontal alignment, as in SwiftUI: in a
    /// `VStack(alignment: .leading)`, `.alignmentGuide(.leading) { d in d[.trailing] }` lines
    /// this view's trailing edge up with the others' leading edges. Values are in cells. Stacks
    /// honour guides of their own alignment; a custom alignment's guide (`AlignmentID`) also
    /// counts for the stacks around the view, so views in different stacks line up. Other
    /// containers ignore guides.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        AlignmentGuideView(parameters: AlignmentGuideParameters(axis: .horizontal, guide: AlignmentGuideKey(fraction: g.fraction, custom: g.custom),
                                                                 computeValue: computeValue),
                           content: self)
    }

    /// Moves the view's guide for a vertical alignment, as in SwiftUI, for an `HStack` of that
    /// alignment. Values are in cells.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        AlignmentGuideView(parameters: AlignmentGuideParameters(axis: .vertical, guide: AlignmentGuideKey(fraction: g.fraction, custom: g.custom),
                                                                 computeValue: computeValue),
                           content: self)
    }
}
