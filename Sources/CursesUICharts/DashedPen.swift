import CursesUI

/// Draws dotted lines in a dash pattern that continues from one segment to the next.
struct DashedPen {
    let pattern: [Bool]
    let color: Color
    private var step = 0
    /// The last dot drawn, so joined segments do not count it twice.
    private var last: (Int, Int)?

    init(pattern: [Bool], color: Color) {
        self.pattern = pattern
        self.color = color
    }

    /// A line from one dot position to another (Bresenham's).
    mutating func line(from: (Double, Double), to: (Double, Double), into grid: inout ChartGrid) {
        var x = Int(from.0.rounded()), y = Int(from.1.rounded())
        let x1 = Int(to.0.rounded()), y1 = Int(to.1.rounded())
        let dx = abs(x1 - x), dy = -abs(y1 - y), sx = x < x1 ? 1 : -1, sy = y < y1 ? 1 : -1
        var error = dx + dy
        while true {
            if last.map({ $0 != (x, y) }) ?? true {
                if pattern[step % pattern.count] { grid.dot(x: x, y: y, color: color) }
                step += 1
                last = (x, y)
            }
            if x == x1, y == y1 { break }
            let doubled = 2 * error
            if doubled >= dy { error += dy; x += sx }
            if doubled <= dx { error += dx; y += sy }
        }
    }
}
