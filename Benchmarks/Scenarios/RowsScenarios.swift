import CursesUI

/// A row the list and table scenarios make from its number.
protocol GeneratedRow {
    init(id: Int)
}

/// A full-screen view over generated rows: what the scroll and open scenarios drive.
protocol RowsRoot: View {
    associatedtype Row: GeneratedRow
    init(rows: [Row])
}

/// Rows of a full-screen list or table.
let listHeight = 24

/// One Down in a full-screen `Root` (a `List` or a `Table`) with the selection on its last
/// visible line, so every Down scrolls; the view goes back to its top (unmeasured) before it
/// would reach its end.
@MainActor
final class RowsScrollScenario<Root: RowsRoot>: Scenario {
    let host: TestHost<Root>
    let rows: Int
    var position = -1

    /// A scenario over `rows` rows.
    init(rows: Int) {
        self.rows = rows
        host = TestHost(Root(rows: (0..<rows).map { Root.Row(id: $0) }), width: 80, height: listHeight)
    }

    func prepare() {
        guard position < listHeight || position >= rows - 2 else { return }
        host.press(.home)
        position = 0
        for _ in 0..<listHeight { host.press(.downArrow); position += 1 }
    }

    func run() {
        host.press(.downArrow)
        position += 1
    }

    var counters: HostCounters { HostCounters(host) }
}

/// The first frame of a `Root` of `rows` rows; the row array is made beforehand.
@MainActor
final class RowsOpenScenario<Root: RowsRoot>: Scenario {
    let data: [Root.Row]
    var host: TestHost<Root>?

    /// A scenario over `rows` rows.
    init(rows: Int) { data = (0..<rows).map { Root.Row(id: $0) } }

    func run() { host = TestHost(Root(rows: data), width: 80, height: listHeight) }

    var counters: HostCounters { host.map { HostCounters($0) } ?? HostCounters() }
}
