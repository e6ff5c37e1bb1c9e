import CursesUI

/// Draws dotted lines in a dash pattern that continues from one segment to the next.
struct DashedPen {
    let pattern: [Bool]
    /// The color's index in the grid the pen draws into.
    let color: UInt8
    /// Whether the pattern draws every dot.
    let isSolid: Bool
    private var step = 0
    /// The last dot drawn, so joined segments do not count it twice.
    private var lastX = Int.min, lastY = Int.min

    init(pattern: [Bool], color: UInt8) {
        self.pattern = pattern
        self.color = color
        isSolid = !pattern.contains(false)
    }

    /// Draws one dot of the line, unless the pattern skips it.
    @inline(__always)
    private mutating func plot(x: Int, y: Int, into grid: inout ChartGrid) {
        if isSolid || pattern[step % pattern.count] { grid.dot(x: x, y: y, color: color) }
        step &+= 1
    }

    /// A line from one dot position to another (Bresenham's).
    mutating func line(from: (Double, Double), to: (Double, Double), into grid: inout ChartGrid) {
        var x = Int(from.0.rounded()), y = Int(from.1.rounded())
        let x1 = Int(to.0.rounded()), y1 = Int(to.1.rounded())
        let dx = abs(x1 - x), dy = -abs(y1 - y), sx = x < x1 ? 1 : -1, sy = y < y1 ? 1 : -1
        var error = dx + dy
        // A line never comes back to a dot it drew, so only its first dot can repeat the last.
        if x == lastX, y == lastY, x != x1 || y != y1 {
            let doubled = 2 * error
            if doubled >= dy { error += dy; x += sx }
            if doubled <= dx { error += dx; y += sy }
        } else if x == lastX, y == lastY {
            return
        }
        if isSolid, -dy > dx {
            // A steep solid line: the same dots, set a column run at a time.
            var runX = x, runFrom = y, runTo = y
            while true {
                if x != runX {
                    grid.column(x: runX, from: runFrom, to: runTo, color: color)
                    (runX, runFrom) = (x, y)
                }
                runTo = y
                step &+= 1
                if x == x1, y == y1 { break }
                let doubled = 2 * error
                if doubled >= dy { error += dy; x += sx }
                if doubled <= dx { error += dx; y += sy }
            }
            grid.column(x: runX, from: runFrom, to: runTo, color: color)
            (lastX, lastY) = (x1, y1)
            return
        }
        while true {
            plot(x: x, y: y, into: &grid)
            if x == x1, y == y1 { break }
            let doubled = 2 * error
            if doubled >= dy { error += dy; x += sx }
            if doubled <= dx { error += dx; y += sy }
        }
        (lastX, lastY) = (x1, y1)
    }

    /// A vertical line at dot column `x` between two dot rows, top to bottom or bottom to top.
    mutating func vertical(x: Int, from: Int, to: Int, into grid: inout ChartGrid) {
        var y = from
        let step = from <= to ? 1 : -1
        if x == lastX, y == lastY {
            if from == to { return }
            y += step
        }
        if isSolid {
            grid.column(x: x, from: y, to: to, color: color)
            self.step &+= abs(to - y) + 1
            (lastX, lastY) = (x, to)
            return
        }
        while true {
            plot(x: x, y: y, into: &grid)
            if y == to { break }
            y += step
        }
        (lastX, lastY) = (x, to)
    }
}
