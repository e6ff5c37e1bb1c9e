@_spi(CursesUICore) import CursesUICore
import Foundation

/// Rows of data in columns, as in SwiftUI: a header of column titles over a `List` of rows, with
/// single or multiple selection and sorting.
///
/// It builds only the rows it shows, so a table of 100,000 rows opens and scrolls as fast as a
/// list of that size. While it has focus, the list's keys move the selection; ← and → move the
/// column cursor (the underlined title) and `s` sorts by that column, or reverses the order when
/// it sorts by it already; a click on a title sorts by its column. Sorting writes the
/// `sortOrder` binding, with the column's comparator first; sort the data yourself when it
/// changes (`people.sort(using: sortOrder)`), as in SwiftUI. In a table with a `Set` selection,
/// Space adds the highlighted row to the selection or takes it out.
public struct Table<Value: Identifiable, Rows: RandomAccessCollection, Columns>: View where Rows.Element == Value {
    let data: Rows
    let columns: [AnyTableColumn<Value>]
    /// The columns' widths, shared by the header and every row.
    let widths: [TableColumnWidth]
    let selection: Binding<Value.ID?>?
    let multipleSelection: Binding<Set<Value.ID>>?
    let sortOrder: TableSortOrder<Value>?
    /// The column the sort keys act on.
    @State private var cursorColumn = 0

    init(
        data: Rows, columns: TableColumnGroup<Value>, selection: Binding<Value.ID?>? = nil,
        multipleSelection: Binding<Set<Value.ID>>? = nil, sortOrder: TableSortOrder<Value>? = nil
    ) {
        self.data = data
        self.columns = columns.columns
        widths = columns.widths
        self.selection = selection
        self.multipleSelection = multipleSelection
        self.sortOrder = sortOrder
    }

    /// The header, a line, and the rows.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TableCells(count: columns.count, widths: widths, onClick: sortOrder == nil ? nil : { sort(by: $0) }) { index, reconciler in
                reconciler.reconcile(header(for: index))
            }
            Divider()
            rows
                .onKeyPress(keys: [.leftArrow, .rightArrow, "s"]) { press in handle(press) }
                .keyHelpEntry(sortOrder == nil ? nil : KeyHelpEntry(shortcut: KeyboardShortcut("s"), text: "sort"))
                .keyHelpEntry(sortOrder == nil ? nil : KeyHelpEntry(shortcut: KeyboardShortcut(.leftArrow), text: "column", keyLabel: "←→"))
        }
    }

    @ViewBuilder private var rows: some View {
        if let multipleSelection {
            List(selection: multipleSelection) { ForEach(data) { row($0) } }
                .environment(\.editMode, .constant(.active))
        } else if let selection {
            List(data, selection: selection) { row($0) }
        } else {
            List(data) { row($0) }
        }
    }

    private func row(_ value: Value) -> TableCells {
        let columns = columns
        return TableCells(count: columns.count, widths: widths, onClick: nil) { index, reconciler in
            columns[index].reconcileCell(value, &reconciler)
        }
    }

    private func header(for index: Int) -> some View {
        let column = columns[index]
        var title = column.title
        if let comparator = column.comparator, let first = sortOrder?.get().first as? KeyPathComparator<Value>, first.keyPath == comparator.keyPath {
            title += first.order == .forward ? " ▲" : " ▼"
        }
        return Text(title).bold().underline(sortOrder != nil && index == cursorColumn)
    }

    private func handle(_ press: KeyPress) -> KeyPress.Result {
        guard sortOrder != nil, press.modifiers.isEmpty, !columns.isEmpty else { return .ignored }
        switch press.key {
        case .leftArrow: cursorColumn = max(0, cursorColumn - 1)
        case .rightArrow: cursorColumn = min(columns.count - 1, cursorColumn + 1)
        default: sort(by: min(cursorColumn, columns.count - 1))
        }
        return .handled
    }

    /// Sorts by column `index`: its comparator goes first, or, first already, reverses.
    private func sort(by index: Int) {
        cursorColumn = index
        guard let sortOrder, let comparator = columns[index].comparator else { return }
        var order = sortOrder.get()
        let existing = order.firstIndex { ($0 as? KeyPathComparator<Value>)?.keyPath == comparator.keyPath }
        if existing == 0, var first = order[0] as? KeyPathComparator<Value> {
            first.order = first.order == .forward ? .reverse : .forward
            order[0] = first
        } else {
            if let existing { order.remove(at: existing) }
            order.insert(comparator, at: 0)
        }
        sortOrder.set(order)
    }
}

/// A sort-order binding with its comparator type erased.
struct TableSortOrder<Value> {
    let get: () -> [Any]
    let set: ([Any]) -> Void

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        get = { binding.wrappedValue }
        set = { binding.wrappedValue = $0.compactMap { $0 as? Sort } }
    }
}

extension Table where Columns == TableColumnGroup<Value> {
    /// A table of `data` without selection.
    public init(_ data: Rows, @TableColumnBuilder<Value, Never> columns: () -> Columns) {
        self.init(data: data, columns: columns())
    }

    /// A table of `data` whose selected row's id is `selection`.
    public init(_ data: Rows, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns) {
        self.init(data: data, columns: columns(), selection: selection)
    }

    /// A table of `data` whose selected rows' ids are `selection`.
    public init(_ data: Rows, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns) {
        self.init(data: data, columns: columns(), multipleSelection: selection)
    }

    /// A sortable table of `data`: choosing a column writes `sortOrder`.
    public init<Sort: SortComparator>(
        _ data: Rows, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Sort.Compared == Value {
        self.init(data: data, columns: columns(), sortOrder: TableSortOrder(sortOrder))
    }

    /// A sortable table of `data` with single selection.
    public init<Sort: SortComparator>(
        _ data: Rows, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Sort.Compared == Value {
        self.init(data: data, columns: columns(), selection: selection, sortOrder: TableSortOrder(sortOrder))
    }

    /// A sortable table of `data` with multiple selection.
    public init<Sort: SortComparator>(
        _ data: Rows, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Sort.Compared == Value {
        self.init(data: data, columns: columns(), multipleSelection: selection, sortOrder: TableSortOrder(sortOrder))
    }
}

extension View {
    /// Declares a key-help entry, or nothing for `nil`.
    fileprivate func keyHelpEntry(_ entry: KeyHelpEntry?) -> some View {
        KeyHelpView(entry: entry, content: self)
    }
}
