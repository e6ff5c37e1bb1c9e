/// A category or a series name as a chart's marks store it: its number in that chart's own
/// string table (`MarkTable.names`), so a mark is plain data that copies without reference
/// counting.
///
/// The table belongs to one evaluation of one chart's body and goes with it: names that change
/// from one update to the next (process names, hosts, dates as categories) never pile up.
@usableFromInline
struct ChartName: Hashable, Sendable {
    @usableFromInline let id: UInt32

    @usableFromInline
    init(id: UInt32) { self.id = id }
}
