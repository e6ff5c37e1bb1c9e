@_spi(CursesUICore) import CursesUICore
/// What a grid cell says about its place: how many columns it spans, how its column aligns.
struct GridCellParameters: Equatable {
    var columnSpan: Int?
    var columnAlignment: HorizontalAlignment?
}

/// Tells a `Grid` how to lay out a cell.
struct GridCellView<Content: View>: View, PrimitiveView {
    let parameters: GridCellParameters
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        GridCellModifierNode<Self>(graph: graph, initial: parameters) { ($0.parameters, $0.content) }
    }
}

/// A grid cell's node, as the grid finds it.
@MainActor
protocol GridCellNode: Node {
    var columnSpan: Int? { get }
    var columnAlignment: HorizontalAlignment? { get }
}

/// Lays out its content unchanged; the grid reads its parameters.
final class GridCellModifierNode<V: View>: ModifierNode<V, GridCellParameters>, GridCellNode {
    var columnSpan: Int? { parameters.columnSpan ?? (contentItems.first as? any GridCellNode)?.columnSpan }
    var columnAlignment: HorizontalAlignment? {
        parameters.columnAlignment ?? (contentItems.first as? any GridCellNode)?.columnAlignment
    }

    override func parametersDidChange() {
        // The grid lays its columns out again, though this cell's own size holds.
        parent?.setNeedsLayout()
    }
}

extension View {
    /// Makes this cell of a `Grid` span `count` columns, as in SwiftUI.
    public func gridCellColumns(_ count: Int) -> some View {
        GridCellView(parameters: GridCellParameters(columnSpan: max(1, count), columnAlignment: nil), content: self)
    }

    /// Aligns every cell of this cell's `Grid` column by `guide`, as in SwiftUI.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        GridCellView(parameters: GridCellParameters(columnSpan: nil, columnAlignment: guide), content: self)
    }
}
