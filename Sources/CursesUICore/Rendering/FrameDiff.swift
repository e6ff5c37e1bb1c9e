
/// What a terminal must write to turn the frame it shows into the next one: the changed cells,
/// as runs of neighbouring cells of one row that share a style.
///
/// A run holds whole glyphs: a wide character and its second cell are changed together, so a
/// writer never splits one. Every run is written with one style, that of its first cell; the
/// style of a run's continuation cells (the second halves of wide characters) is not looked at.
/// Unchanged cells between two changes end a run: whether to write them again rather than move
/// the cursor over them is the writer's decision.
package enum FrameDiff {
    /// Neighbouring changed cells of one row, all in one style.
    package struct Run: Equatable, Sendable, CustomStringConvertible {
        /// The row.
        package var row: Int
        /// The columns, the second halves of wide characters included.
        package var columns: Range<Int>

        package init(row: Int, columns: Range<Int>) {
            self.row = row
            self.columns = columns
        }

        package var description: String { "row \(row): \(columns.lowerBound)..<\(columns.upperBound)" }
    }

    /// The runs that turn `old` into `new`, top to bottom and left to right. Only rows in `rows`
    /// are compared (the others must be equal in both); without `old`, or when its size differs,
    /// every cell of every row is a change.
    package static func runs(from old: Canvas?, to new: Canvas, rows: Range<Int>? = nil) -> [Run] {
        var runs: [Run] = []
        forEachRun(from: old, to: new, rows: rows) { runs.append($0) }
        return runs
    }

    /// Calls `body` with each run of `runs(from:to:rows:)`, in order, without collecting them.
    package static func forEachRun(from old: Canvas?, to new: Canvas, rows: Range<Int>? = nil, _ body: (Run) -> Void) {
        let width = new.width
        let compares = old.map { $0.width == new.width && $0.height == new.height } ?? false
        let rows = compares ? (rows ?? 0..<new.height).clamped(to: 0..<new.height) : 0..<new.height
        for y in rows {
            // An unchanged row, most of them, is the same buffer (the frame did not draw it) or
            // equal memory.
            if compares, old!.row(y, equals: y, of: new) { continue }
            new.rows[y].withUnsafeBufferPointer { cells in
                let previous = compares ? old!.rows[y] : []
                previous.withUnsafeBufferPointer { previous in
                    var start = -1
                    // The style of the open run's first cell (set when the run opens).
                    var style = cells.first ?? Cell()
                    var x = 0
                    var last = width &- 1
                    if compares {
                        // Most changed rows change a few cells: skip the equal cells at both
                        // ends as memory. A glyph starts on a cell that is not a continuation.
                        (x, last) = changedSpan(cells, previous)
                        while x > 0, cells[x].isContinuation { x &-= 1 }
                    }
                    // One glyph a turn (a cell, or a wide character's two), each cell read once:
                    // a full screen of changes costs a few compares a cell.
                    while x <= last {
                        let cell = cells[x]
                        var end = x &+ 1
                        var changed = !compares || cell != previous[x]
                        if end < width, !cell.isContinuation, cells[end].isContinuation {
                            if !changed { changed = cells[end] != previous[end] }
                            end &+= 1
                        }
                        if !changed {
                            if start >= 0 { body(Run(row: y, columns: start..<x)) }
                            start = -1
                        } else if start < 0 {
                            start = x
                            style = cell
                        } else if !cell.hasSameStyle(as: style) {
                            body(Run(row: y, columns: start..<x))
                            start = x
                            style = cell
                        }
                        x = end
                    }
                    // Every cell from `x` on is unchanged, so a run open here ends here.
                    if start >= 0 { body(Run(row: y, columns: start..<x)) }
                }
            }
        }
    }

    /// The first and last cells where two rows of equal width differ, compared as memory eight
    /// bytes at a time (cells are plain integers without padding, so equal cells are equal bytes).
    /// The rows must differ somewhere.
    private static func changedSpan(_ new: UnsafeBufferPointer<Cell>, _ old: UnsafeBufferPointer<Cell>) -> (first: Int, last: Int) {
        let stride = MemoryLayout<Cell>.stride
        let a = UnsafeRawPointer(new.baseAddress!), b = UnsafeRawPointer(old.baseAddress!)
        let bytes = new.count &* stride
        let word = MemoryLayout<UInt64>.size
        var low = 0
        while low &+ word <= bytes,
              a.loadUnaligned(fromByteOffset: low, as: UInt64.self) == b.loadUnaligned(fromByteOffset: low, as: UInt64.self) {
            low &+= word
        }
        var high = bytes
        while high &- word >= low,
              a.loadUnaligned(fromByteOffset: high &- word, as: UInt64.self) == b.loadUnaligned(fromByteOffset: high &- word, as: UInt64.self) {
            high &-= word
        }
        // `low` and `high` bound the differing bytes to within a word: widen to whole cells.
        let first = low / stride
        let last = Swift.max(first, (high &- 1) / stride)
        assert(first < new.count && last < new.count, "rows that differ")
        return (first, last)
    }
}
