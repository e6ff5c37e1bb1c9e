/// A multi-line text as a text editor shows it: each line (between `\n`s) wrapped at word
/// boundaries to a width, as ranges of cluster positions. Computing the rows is one pass over
/// the text, so a large paste costs time in proportion to its length.
package struct TextRows: Equatable, Sendable {
    /// The clusters of each row; a line break belongs to no row. A line that fills its last row
    /// exactly gets an empty row after it, where the cursor at its end is shown.
    package private(set) var ranges: [Range<Int>]

    /// The rows of `clusters` wrapped to `width` cells (at least one).
    package init(_ clusters: [Character], width: Int) {
        let width = max(1, width)
        ranges = []
        var lineStart = 0
        while lineStart <= clusters.count {
            var lineEnd = lineStart
            while lineEnd < clusters.count, clusters[lineEnd] != "\n" { lineEnd += 1 }
            Self.wrap(clusters, lineStart..<lineEnd, width: width, into: &ranges)
            lineStart = lineEnd + 1
        }
    }

    /// Appends the rows of one line: as many whole words as fit in each, a word wider than the
    /// row cut where it overflows.
    private static func wrap(_ clusters: [Character], _ line: Range<Int>, width: Int, into rows: inout [Range<Int>]) {
        var start = line.lowerBound
        while true {
            var used = 0
            var end = start
            var afterBlank: Int?
            while end < line.upperBound {
                let cluster = clusters[end]
                // Printable ASCII, most of any text, is one cell and needs no Unicode lookups.
                let ascii = cluster.asciiValue.map { $0 >= 0x20 && $0 < 0x7F } ?? false
                let cells = ascii ? 1 : TextEditing.displayWidth(of: cluster)
                guard used + cells <= width else { break }
                used += cells
                end += 1
                if ascii ? cluster == " " : cluster.isWhitespace { afterBlank = end }
            }
            if end == line.upperBound {
                rows.append(start..<end)
                if used == width, end > start { rows.append(end..<end) }
                return
            }
            if let afterBlank, afterBlank > start { end = afterBlank }
            if end == start { end = start + 1 }
            rows.append(start..<end)
            start = end
        }
    }

    /// The number of rows.
    package var count: Int { ranges.count }

    /// The row the cursor at `position` is shown on: the last row starting at or before it.
    package func row(of position: Int) -> Int {
        var low = 0, high = ranges.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if ranges[middle].lowerBound <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Whether `row` continues on the next row (the line was wrapped there), so the position at
    /// its end is shown at the start of the next one.
    package func isWrapped(_ row: Int) -> Bool {
        row + 1 < ranges.count && ranges[row + 1].lowerBound == ranges[row].upperBound
    }

    /// The last position the cursor can take on `row`.
    package func lastPosition(in row: Int) -> Int {
        let range = ranges[row]
        return isWrapped(row) && !range.isEmpty ? range.upperBound - 1 : range.upperBound
    }

    /// The column, in cells, of `position` on its row.
    package func column(of position: Int, in clusters: [Character]) -> Int {
        let start = ranges[row(of: position)].lowerBound
        return clusters[start..<position].reduce(0) { $0 + TextEditing.displayWidth(of: $1) }
    }

    /// The position on `row` whose cell is at `column` (or the row's last position when the
    /// column is past it), as the cursor lands there moving up or down or on a click.
    package func position(in row: Int, column: Int, clusters: [Character]) -> Int {
        var position = ranges[row].lowerBound
        var left = column
        let last = lastPosition(in: row)
        while position < last {
            let cells = TextEditing.displayWidth(of: clusters[position])
            guard left >= cells else { break }
            left -= cells
            position += 1
        }
        return position
    }
}
