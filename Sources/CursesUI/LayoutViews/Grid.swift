@_spi(CursesUICore) import CursesUICore
import Foundation

/// A container that arranges `GridRow`s in rows and columns, as in SwiftUI: each column is as
/// wide as its widest cell, each row as tall as its tallest. A view in a grid that is not in a
/// `GridRow` takes a row of its own across every column.
///
/// Columns whose cells can grow (`frame(maxWidth: .infinity)`, colors) share out the width left
/// over; when the grid is offered less than its cells need, the widest columns give way first.
/// A cell spanning several columns (`gridCellColumns(_:)`) fits into them and does not widen them.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid. Spacing defaults to one column between cells and no row between rows, as the stacks do.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never
}

/// One row of a `Grid`, as in SwiftUI: each view is a cell in the next column. Outside a grid it
/// acts as a `Group`.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// A grid row whose cells line up vertically by `alignment` (the grid's by default).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}

extension GridRow: ContainerView {
    package func updateChildren(of node: ContainerNode<Self>) {
        node.updateSingleChild(content)
    }
}

/// A grid row as the grid sees it.
@MainActor
protocol GridRowValue {
    var rowAlignment: VerticalAlignment? { get }
}

extension GridRow: GridRowValue {
    var rowAlignment: VerticalAlignment? { alignment }
}

/// The spacing and alignment of a grid, in cells.
struct GridParameters: Equatable {
    var alignment: Alignment
    var horizontalSpacing: Int
    var verticalSpacing: Int
}

extension Grid: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node {
        GridNode<Self>(graph: graph, initial: parameters) { ($0.parameters, $0.content) }
    }

    var parameters: GridParameters {
        GridParameters(alignment: alignment, horizontalSpacing: horizontalSpacing.map(Cells.from) ?? 1,
                       verticalSpacing: verticalSpacing.map(Cells.from) ?? 0)
    }
}

/// Sizes columns and rows from the cells and places each cell in its slot.
final class GridNode<V: View>: ModifierNode<V, GridParameters> {
    /// A row of the grid: its cells with the columns each spans, or one view across the grid.
    private struct Row {
        var cells: [(node: Node, span: Int)]
        var alignment: VerticalAlignment?
        var spansGrid: Bool
    }

    /// Column widths and row heights for one proposal.
    private struct Metrics {
        var rows: [Row]
        var widths: [Int]
        var heights: [Int]
    }

    /// The rows, collected from the content: `GridRow`s, and other views as rows of their own.
    private var rows: [Row] {
        var rows: [Row] = []
        func collect(_ node: Node) {
            if let row = (node as? any GridRowNode)?.gridRow {
                rows.append(Row(cells: node.layoutItems.map { ($0, max(1, ($0 as? any GridCellNode)?.columnSpan ?? 1)) },
                                alignment: row.rowAlignment, spansGrid: false))
            } else if node.isTransparent {
                for child in node.layoutChildren { collect(child) }
            } else {
                rows.append(Row(cells: [(node, 1)], alignment: nil, spansGrid: true))
            }
        }
        if let content = children.first { collect(content) }
        return rows
    }

    private func metrics(for proposal: ProposedSize) -> Metrics {
        let rows = rows
        let spacing = parameters.horizontalSpacing
        let columnCount = rows.reduce(0) { max($0, $1.spansGrid ? 0 : $1.cells.reduce(0) { $0 + $1.span }) }
        var ideal = Array(repeating: 0, count: columnCount)
        var flexible = Array(repeating: false, count: columnCount)
        for row in rows where !row.spansGrid {
            var column = 0
            for (node, span) in row.cells {
                defer { column += span }
                guard span == 1, column < columnCount else { continue }
                let width = node.sizeThatFits(.unspecified).width
                ideal[column] = max(ideal[column], width)
                if node.sizeThatFits(ProposedSize(width: Cells.unbounded, height: nil)).width > width { flexible[column] = true }
            }
        }
        var widths = ideal
        if let offered = proposal.width {
            let available = max(0, offered - spacing * max(0, columnCount - 1))
            let total = ideal.reduce(0, +)
            if total > available {
                widths = Self.shrink(ideal, to: available)
            } else if let flexibleCount = Optional(flexible.filter { $0 }.count), flexibleCount > 0 {
                var extra = available - total, left = flexibleCount
                for column in widths.indices where flexible[column] {
                    let share = extra / left
                    widths[column] += share
                    extra -= share
                    left -= 1
                }
            }
        }
        let fullWidth = widths.reduce(0, +) + spacing * max(0, columnCount - 1)
        var heights: [Int] = []
        for row in rows {
            var height = 0
            if row.spansGrid {
                let width = columnCount == 0 ? proposal.width : fullWidth
                height = row.cells[0].node.sizeThatFits(ProposedSize(width: width, height: nil)).height
            } else {
                var column = 0
                for (node, span) in row.cells where column < columnCount {
                    let width = Self.width(of: column, span: span, widths: widths, spacing: spacing)
                    height = max(height, node.sizeThatFits(ProposedSize(width: width, height: nil)).height)
                    column += span
                }
            }
            heights.append(height)
        }
        return Metrics(rows: rows, widths: widths, heights: heights)
    }

    /// Widths that add up to `available`: each column, narrowest first, gets at most an equal
    /// share of what the narrower ones left.
    private static func shrink(_ ideal: [Int], to available: Int) -> [Int] {
        var widths = ideal
        var left = ideal.count, remaining = available
        for column in ideal.indices.sorted(by: { ideal[$0] < ideal[$1] }) {
            widths[column] = min(ideal[column], remaining / max(1, left))
            remaining -= widths[column]
            left -= 1
        }
        return widths
    }

    /// The width of `span` columns from `column`, with the spacing between them.
    private static func width(of column: Int, span: Int, widths: [Int], spacing: Int) -> Int {
        let end = min(widths.count, column + span)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + spacing * (end - column - 1)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let metrics = metrics(for: proposal)
        let columns = metrics.widths.count
        var width = metrics.widths.reduce(0, +) + parameters.horizontalSpacing * max(0, columns - 1)
        // A view across the grid is as wide as the columns; without columns, as wide as it is.
        if columns == 0 {
            for row in metrics.rows where row.spansGrid {
                width = max(width, row.cells[0].node.sizeThatFits(ProposedSize(width: proposal.width, height: nil)).width)
            }
        }
        let height = metrics.heights.reduce(0, +) + parameters.verticalSpacing * max(0, metrics.rows.count - 1)
        return Size(width: width, height: height)
    }

    override func placeChildren(in rect: Rect) {
        let metrics = metrics(for: ProposedSize(width: rect.width, height: nil))
        let spacing = parameters.horizontalSpacing
        var columnAlignments: [HorizontalAlignment?] = Array(repeating: nil, count: metrics.widths.count)
        for row in metrics.rows where !row.spansGrid {
            var column = 0
            for (node, span) in row.cells {
                if column < columnAlignments.count, columnAlignments[column] == nil {
                    columnAlignments[column] = (node as? any GridCellNode)?.columnAlignment
                }
                column += span
            }
        }
        var y = rect.y
        for (row, height) in zip(metrics.rows, metrics.heights) {
            if row.spansGrid {
                place(row.cells[0].node, in: Rect(x: rect.x, y: y, width: rect.width, height: height), alignment: parameters.alignment)
            } else {
                var column = 0, x = rect.x
                for (node, span) in row.cells {
                    guard column < metrics.widths.count else {
                        node.place(in: Rect(x: rect.x, y: y, width: 0, height: 0))
                        continue
                    }
                    let width = Self.width(of: column, span: span, widths: metrics.widths, spacing: spacing)
                    let alignment = Alignment(horizontal: columnAlignments[column] ?? parameters.alignment.horizontal,
                                              vertical: row.alignment ?? parameters.alignment.vertical)
                    place(node, in: Rect(x: x, y: y, width: width, height: height), alignment: alignment)
                    x += width + spacing
                    column += span
                }
            }
            y += height + parameters.verticalSpacing
        }
    }

    private func place(_ node: Node, in slot: Rect, alignment: Alignment) {
        let size = node.sizeThatFits(ProposedSize(slot.size))
        let fitted = Size(width: min(size.width, slot.width), height: min(size.height, slot.height))
        node.place(in: Rect(origin: alignment.origin(of: fitted, in: slot), size: fitted))
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        for row in rows {
            for (node, _) in row.cells { node.drawIfVisible(into: &canvas, clip: area) }
        }
    }
}

/// A grid row's node, as the grid finds it.
@MainActor
protocol GridRowNode: Node {
    var gridRow: (any GridRowValue)? { get }
}

extension ContainerNode: GridRowNode {
    var gridRow: (any GridRowValue)? { currentView as? any GridRowValue }
}
