
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
                    var x = 0
                    while x < width {
                        let cell = cells[x]
                        // A glyph: one cell, or a wide character's two.
                        let end = x &+ 1 < width && cells[x &+ 1].isContinuation && !cell.isContinuation ? x &+ 2 : x &+ 1
                        var changed = !compares
                        if !changed {
                            for column in x..<end where previous[column] != cells[column] {
                                changed = true
                                break
                            }
                        }
                        if !changed {
                            if start >= 0 { body(Run(row: y, columns: start..<x)) }
                            start = -1
                        } else if start < 0 {
                            start = x
                        } else if !cell.hasSameStyle(as: cells[start]) {
                            body(Run(row: y, columns: start..<x))
                            start = x
                        }
                        x = end
                    }
                    if start >= 0 { body(Run(row: y, columns: start..<width)) }
                }
            }
        }
    }
}
