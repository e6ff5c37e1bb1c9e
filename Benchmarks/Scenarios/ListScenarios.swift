import CursesUI
import Observation

/// A row of the benchmark lists.
struct ListRow: Identifiable, Hashable {
    let id: Int
}

/// A full-screen list with a selection.
struct ListRoot: View {
    let rows: [ListRow]
    @State private var selection: Int?
    var body: some View {
        List(rows, selection: $selection) { row in
            Text("Row \(row.id)")
        }
    }
}

/// Rows of a full-screen list.
let listHeight = 24

/// One Down in a full-screen `List` with the selection on its last visible line, so every Down
/// scrolls; the list goes back to its top (unmeasured) before it would reach its end.
@MainActor
public final class ListScrollScenario: Scenario {
    let host: TestHost<ListRoot>
    let rows: Int
    var position = -1

    /// A scenario over `rows` rows.
    public init(rows: Int) {
        self.rows = rows
        host = TestHost(ListRoot(rows: (0..<rows).map(ListRow.init)), width: 80, height: listHeight)
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

/// The first frame of a `List` of `rows` rows; the row array is made beforehand.
@MainActor
public final class ListOpenScenario: Scenario {
    let data: [ListRow]
    var host: TestHost<ListRoot>?

    /// A scenario over `rows` rows.
    public init(rows: Int) { data = (0..<rows).map(ListRow.init) }

    public func run() { host = TestHost(ListRoot(rows: data), width: 80, height: listHeight) }

    public var counters: HostCounters { host.map { HostCounters($0) } ?? HostCounters() }
}
