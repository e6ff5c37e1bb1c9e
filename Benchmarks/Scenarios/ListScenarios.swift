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
