@_spi(CursesUICore) import CursesUICore
import Foundation

/// A column of a `Table`, as in SwiftUI: a title, the view each row shows in it, and, for a
/// column made from a key path, the comparator that sorts by it.
@MainActor
public struct TableColumn<RowValue, Sort, Content: View, Label: View> {
    let title: String
    let cell: (RowValue) -> Content
    /// The comparator that sorts the table by this column, for a column with a `value` key path.
    let comparator: KeyPathComparator<RowValue>?
    var width = TableColumnWidth()
}

extension TableColumn where RowValue: Identifiable, Label == Text {
    /// A column that shows what `content` builds for each row; it does not sort.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.init(title: String(title), cell: content, comparator: nil)
    }

    /// A column that shows a row's string at `value` and sorts by it.
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String> & Sendable)
    where Sort == KeyPathComparator<RowValue>, Content == Text {
        self.init(title: String(title), cell: { Text($0[keyPath: value]) }, comparator: KeyPathComparator(value))
    }

    /// A column that shows what `content` builds for each row and sorts by the comparable
    /// value at `value`.
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V> & Sendable, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue> {
        self.init(title: String(title), cell: content, comparator: KeyPathComparator(value))
    }
}

extension TableColumn {
    /// A column `width` cells wide; `nil` keeps its share of the table's width.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        var column = self
        if let width { column.width = TableColumnWidth(min: Int(width), ideal: Int(width), max: Int(width)) }
        return column
    }

    /// A column between `min` and `max` cells wide (each optional), sharing the table's width
    /// with the other flexible columns.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.width = TableColumnWidth(min: min.map { Int($0) }, ideal: ideal.map { Int($0) }, max: max.map { Int($0) })
        return column
    }
}

/// A column's width limits, in cells.
struct TableColumnWidth: Equatable {
    var min: Int?
    var ideal: Int?
    var max: Int?
}

/// A column with its content type erased, as a `Table` keeps them: its cell is reconciled
/// through a closure made for the column's own content type, so no cell is boxed in an
/// `AnyView`.
@MainActor
struct AnyTableColumn<RowValue> {
    let title: String
    /// Reconciles the next cell of a row with this column's view of a row value.
    let reconcileCell: @MainActor (RowValue, inout PositionalReconciler) -> Void
    let comparator: KeyPathComparator<RowValue>?
    let width: TableColumnWidth

    init<Sort, Content: View, Label: View>(_ column: TableColumn<RowValue, Sort, Content, Label>) {
        title = column.title
        let cell = column.cell
        reconcileCell = { value, reconciler in reconciler.reconcile(cell(value)) }
        comparator = column.comparator
        width = column.width
    }
}

/// The columns of a `Table`, as its column builder makes them.
public struct TableColumnGroup<RowValue> {
    let columns: [AnyTableColumn<RowValue>]
    /// The columns' widths, made once for all the rows.
    var widths: [TableColumnWidth] { columns.map(\.width) }
}

/// Builds a table's columns from `TableColumn`s, as SwiftUI's `TableColumnBuilder` does.
@resultBuilder
@MainActor
public enum TableColumnBuilder<RowValue, Sort> {
    /// One column.
    public static func buildExpression<S, C: View, L: View>(_ column: TableColumn<RowValue, S, C, L>) -> TableColumnGroup<RowValue> {
        TableColumnGroup(columns: [AnyTableColumn(column)])
    }

    /// Columns in order.
    public static func buildBlock(_ parts: TableColumnGroup<RowValue>...) -> TableColumnGroup<RowValue> {
        TableColumnGroup(columns: parts.flatMap(\.columns))
    }

    /// A column shown only when a condition holds.
    public static func buildOptional(_ part: TableColumnGroup<RowValue>?) -> TableColumnGroup<RowValue> {
        part ?? TableColumnGroup(columns: [])
    }

    /// The columns of the branch taken.
    public static func buildEither(first part: TableColumnGroup<RowValue>) -> TableColumnGroup<RowValue> { part }

    /// The columns of the branch taken.
    public static func buildEither(second part: TableColumnGroup<RowValue>) -> TableColumnGroup<RowValue> { part }
}
