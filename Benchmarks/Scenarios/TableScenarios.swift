import CursesUI
import Foundation

/// A row of the benchmark tables: the list's row with two more columns.
struct TableRowValue: Identifiable {
    let id: Int
    var name: String { "Row \(id)" }
    var size: Int { id % 977 }
}

/// A full-screen sortable table with a selection and three columns.
struct TableRoot: View {
    let rows: [TableRowValue]
    @State private var selection: Int?
    @State private var sortOrder = [KeyPathComparator(\TableRowValue.id)]
    var body: some View {
        Table(rows, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Size", value: \.size) { row in Text("\(row.size) kB") }
            TableColumn("Id") { row in Text("#\(row.id)") }
        }
    }
}

/// One Down in a full-screen `Table`, as `ListScrollScenario` does in a `List` of the same size.
@MainActor
public final class TableScrollScenario: Scenario {
    let host: TestHost<TableRoot>
    let rows: Int
    var position = -1

    /// A scenario over `rows` rows.
    public init(rows: Int) {
        self.rows = rows
        host = TestHost(TableRoot(rows: (0..<rows).map(TableRowValue.init)), width: 80, height: listHeight)
    }

    public func prepare() {
        guard position < listHeight || position >= rows - 2 else { return }
        host.press(.home)
        position = 0
        for _ in 0..<listHeight { host.press(.downArrow); position += 1 }
    }

    public func run() {
        host.press(.downArrow)
        position += 1
    }

    public var counters: HostCounters { HostCounters(host) }
}

/// The first frame of a `Table` of `rows` rows; the row array is made beforehand.
@MainActor
public final class TableOpenScenario: Scenario {
    let data: [TableRowValue]
    var host: TestHost<TableRoot>?

    /// A scenario over `rows` rows.
    public init(rows: Int) { data = (0..<rows).map(TableRowValue.init) }

    public func run() { host = TestHost(TableRoot(rows: data), width: 80, height: listHeight) }

    public var counters: HostCounters { host.map { HostCounters($0) } ?? HostCounters() }
}
