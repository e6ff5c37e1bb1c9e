import CursesUI
import Foundation

/// A row of the benchmark tables: the list's row with two more columns.
struct TableRowValue: Identifiable, GeneratedRow {
    let id: Int
    var name: String { "Row \(id)" }
    var size: Int { id % 977 }
}

/// A full-screen sortable table with a selection and three columns.
struct TableRoot: RowsRoot {
    let rows: [TableRowValue]
    @State private var selection: Int?
    @State private var sortOrder = [KeyPathComparator(\TableRowValue.id)]
    init(rows: [TableRowValue]) { self.rows = rows }

    var body: some View {
        Table(rows, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Size", value: \.size) { row in Text("\(row.size) kB") }
            TableColumn("Id") { row in Text("#\(row.id)") }
        }
    }
}
