import CursesUI

/// A category or a series name as marks store it: a number standing for a string in a table
/// shared by all charts, so a mark is plain data that copies without reference counting.
///
/// Equal names have equal numbers. The table keeps every distinct string a chart has plotted as
/// a category or name; charts name a bounded set of things (series, categories), so it stays small.
@usableFromInline
struct ChartName: Hashable, Sendable {
    @usableFromInline let id: UInt32

    /// The number of `string`, added to the table if new.
    @usableFromInline
    init(_ string: String) {
        id = Self.table.withLock {
            if let id = Self.table.ids[string] { return id }
            let id = UInt32(Self.table.strings.count)
            Self.table.strings.append(string)
            Self.table.ids[string] = id
            return id
        }
    }

    /// The string this name stands for.
    var string: String { Self.table.withLock { Self.table.strings[Int(id)] } }

    /// The strings by number and the numbers by string, guarded by their lock.
    private final class Table: @unchecked Sendable {
        let lock = Lock()
        var strings: [String] = []
        var ids: [String: UInt32] = [:]

        func withLock<Result>(_ body: () -> Result) -> Result { lock.withLock(body) }
    }

    private static let table = Table()
}
