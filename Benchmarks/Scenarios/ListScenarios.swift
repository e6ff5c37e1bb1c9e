import CursesUI
import Observation

/// A row of the benchmark lists.
struct ListRow: Identifiable, Hashable, GeneratedRow {
    let id: Int
}

/// A full-screen list with a selection.
struct ListRoot: RowsRoot {
    let rows: [ListRow]
    @State private var selection: Int?
    init(rows: [ListRow]) { self.rows = rows }

    var body: some View {
        List(rows, selection: $selection) { row in
            Text("Row \(row.id)")
        }
    }
}

/// A full-screen list whose rows show the table's three texts side by side: what a
/// `TableRoot` row draws, so the two compare fairly.
struct ColumnsListRoot: RowsRoot {
    let rows: [TableRowValue]
    @State private var selection: Int?
    init(rows: [TableRowValue]) { self.rows = rows }

    var body: some View {
        List(rows, selection: $selection) { row in
            HStack {
                Text(row.name)
                Text("\(row.size) kB")
                Text("#\(row.id)")
            }
        }
    }
}
