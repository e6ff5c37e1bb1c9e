@_spi(CursesUICore) import CursesUICore
/// One row of a `Table` (or its header): its cells side by side at the table's column widths.
struct TableCells: View, PrimitiveView {
    /// How many cells the row has.
    let count: Int
    let widths: [TableColumnWidth]
    /// What a click on a cell does (the header's sorting), by column.
    let onClick: ((Int) -> Void)?
    /// Reconciles the cell of a column, by index, with the column's own view type.
    let reconcileCell: @MainActor (Int, inout PositionalReconciler) -> Void
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { TableCellsNode(graph: graph) }
}

/// Places its cells in columns whose widths depend only on the row's width, so every row and the
/// header line up.
final class TableCellsNode: Node, ChromeClickableNode {
    private var widths: [TableColumnWidth] = []
    private var onClick: ((Int) -> Void)?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: TableCells.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let row = view.value(as: TableCells.self)
        if row.widths != widths {
            widths = row.widths
            columnCache = nil
            setNeedsLayout()
        }
        onClick = row.onClick
        var reconciler = PositionalReconciler(self)
        for index in 0..<row.count { row.reconcileCell(index, &reconciler) }
        reconciler.finish()
    }

    /// The space between columns.
    static let gap = 1
    /// Cells are leading-aligned in their columns, as in SwiftUI's tables.
    private static let cellLayout = StackLayout(axis: .vertical, alignment: 0, spacing: 0)
    /// A flexible column's width when the table is asked for its ideal size.
    static let idealWidth = 12

    /// The width of each column in a row `width` cells wide: fixed columns take theirs, the
    /// flexible ones share the rest evenly within their limits, and the last takes what is left.
    static func columnWidths(_ specs: [TableColumnWidth], in width: Int) -> [Int] {
        guard !specs.isEmpty else { return [] }
        var available = max(0, width - gap * (specs.count - 1))
        var result = specs.map { spec -> Int? in spec.min != nil && spec.min == spec.max ? spec.min : nil }
        available -= result.compactMap { $0 }.reduce(0, +)
        var flexible = result.indices.filter { result[$0] == nil }
        // Columns that hit a limit take it; the others share what is left.
        while !flexible.isEmpty {
            let share = max(0, available) / flexible.count
            guard let limited = flexible.first(where: { index in
                (specs[index].max.map { share > $0 } ?? false) || (specs[index].min.map { share < $0 } ?? false)
            }) else { break }
            let width = min(max(share, specs[limited].min ?? 0), specs[limited].max ?? .max)
            result[limited] = width
            available -= width
            flexible.removeAll { $0 == limited }
        }
        for (position, index) in flexible.enumerated() {
            let share = max(0, available) / flexible.count
            result[index] = position == flexible.count - 1 ? max(0, available) - share * (flexible.count - 1) : share
        }
        return result.map { max(0, $0 ?? 0) }
    }

    /// The column widths for the last row width asked: layout, drawing and clicks ask for the
    /// same width many times per frame.
    private var columnCache: (width: Int, columns: [Int])?

    private func columns(in width: Int) -> [Int] {
        if let columnCache, columnCache.width == width { return columnCache.columns }
        let columns = Self.columnWidths(widths, in: width)
        columnCache = (width, columns)
        return columns
    }

    /// The size of a cell in a column: a cell of one view is asked once; several views in a
    /// cell are stacked.
    private func size(of cell: Node, width: Int, height: Int?) -> Size {
        let items = cell.layoutItems
        if items.count == 1 { return items[0].sizeThatFits(ProposedSize(width: width, height: height)) }
        return Self.cellLayout.size(of: items, proposal: ProposedSize(width: width, height: height))
    }

    private var idealWidth: Int {
        widths.reduce(0) { $0 + ($1.ideal ?? $1.min ?? Self.idealWidth) } + Self.gap * max(0, widths.count - 1)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let width = proposal.width ?? idealWidth
        var height = 1
        for (cell, columnWidth) in zip(children, columns(in: width)) {
            height = max(height, size(of: cell, width: columnWidth, height: proposal.height).height)
        }
        return Size(width: width, height: height)
    }

    override func placeChildren(in rect: Rect) {
        var x = rect.x
        for (cell, width) in zip(children, columns(in: rect.width)) {
            let items = cell.layoutItems
            if items.count == 1 {
                let size = items[0].sizeThatFits(ProposedSize(width: width, height: rect.height))
                items[0].place(in: Rect(x: x, y: rect.y, width: min(size.width, width), height: min(size.height, rect.height)))
            } else {
                Self.cellLayout.place(items, in: Rect(x: x, y: rect.y, width: width, height: rect.height))
            }
            x += width + Self.gap
        }
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        var x = frame.x
        for (cell, width) in zip(children, columns(in: frame.width)) {
            let column = Rect(x: x, y: frame.y, width: width, height: frame.height).intersection(area)
            for item in cell.layoutItems { item.drawIfVisible(into: &canvas, clip: column) }
            x += width + Self.gap
        }
    }

    func clickChrome(at point: Point) -> Bool {
        guard let onClick else { return false }
        var x = frame.x
        for (index, width) in columns(in: frame.width).enumerated() {
            if point.x >= x && point.x < x + width + Self.gap {
                onClick(index)
                return true
            }
            x += width + Self.gap
        }
        return false
    }
}
