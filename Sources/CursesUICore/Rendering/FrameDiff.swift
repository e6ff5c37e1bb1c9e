
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
        guard width > 0 else { return }
        for y in rows {
            // An unchanged row, most of them, is the same buffer (the frame did not draw it) or
            // equal memory.
            if compares, old!.row(y, equals: y, of: new) { continue }
            new.rows[y].withUnsafeBufferPointer { cells in
                if compares {
                    old!.rows[y].withUnsafeBufferPointer { previous in
                        forEachRun(ofRow: y, cells, previous, body)
                    }
                } else {
                    forEachRun(ofRow: y, cells, nil, body)
                }
            }
        }
    }

    /// The runs of one row, `cells`, against the same row of the frame before, `previous` (which
    /// differs somewhere), or every glyph of the row without one.
    ///
    /// Cell by cell rather than glyph by glyph: a cell that changed and keeps the open run's style
    /// (most of a changed stretch) is a compare of its bytes and of its style; only another cell
    /// asks whether it is the second half of a wide character. Between runs, the equal cells are
    /// skipped as memory.
    @inline(__always)
    private static func forEachRun(
        ofRow y: Int, _ cells: UnsafeBufferPointer<Cell>, _ previous: UnsafeBufferPointer<Cell>?, _ body: (Run) -> Void
    ) {
        let width = cells.count
        var x = 0
        var last = width &- 1
        if let previous {
            // Most changed rows change a few cells: the equal cells at both ends are not looked at.
            (x, last) = changedSpan(cells, previous)
        }
        while x <= last {
            // The first changed cell from `x` on (the cells before it are equal), and the glyph
            // it belongs to: a wide character's second half belongs to the cell before it.
            if let previous {
                x = firstDifference(cells, previous, from: x, through: last)
                if x > last { return }
            }
            if x > 0, cells[x].isContinuation, !cells[x &- 1].isContinuation { x &-= 1 }
            var start = x
            var style = cells[x]
            x &+= 1
            while x < width {
                let cell = cells[x]
                var changed = previous.map { cell != $0[x] } ?? true
                if changed, cell.hasSameStyle(as: style) { x &+= 1; continue }
                // The second half of a wide character goes with its first, whatever it holds.
                if cell.isContinuation, !cells[x &- 1].isContinuation { x &+= 1; continue }
                // A wide character changes when either half does.
                if !changed, let previous, x &+ 1 < width, !cell.isContinuation, cells[x &+ 1].isContinuation {
                    guard cells[x &+ 1] != previous[x &+ 1] else { break }
                    if cell.hasSameStyle(as: style) { x &+= 1; continue }
                    changed = true
                }
                // An unchanged glyph ends the run; a changed one in another style starts the next.
                guard changed else { break }
                body(Run(row: y, columns: start..<x))
                start = x
                style = cell
                x &+= 1
            }
            body(Run(row: y, columns: start..<x))
        }
    }

    /// The first cell from `x` through `last` where the rows differ (`last` + 1 if none),
    /// compared as memory eight bytes at a time up to the word that differs.
    @inline(__always)
    private static func firstDifference(
        _ new: UnsafeBufferPointer<Cell>, _ old: UnsafeBufferPointer<Cell>, from x: Int, through last: Int
    ) -> Int {
        let stride = MemoryLayout<Cell>.stride
        let a = UnsafeRawPointer(new.baseAddress!), b = UnsafeRawPointer(old.baseAddress!)
        let end = (last &+ 1) &* stride
        let word = MemoryLayout<UInt64>.size
        var offset = x &* stride
        while offset &+ word <= end,
              a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
            offset &+= word
        }
        // The differing word spans one or two cells.
        var x = offset / stride
        while x <= last, new[x] == old[x] { x &+= 1 }
        return x
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
