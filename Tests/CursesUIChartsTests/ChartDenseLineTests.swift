import CursesUI
@testable import CursesUICharts
import Foundation
import Testing

/// Lines of many more points than dot columns, drawn one stroke per dot column, and the pen's
/// shortcuts: each must set exactly the dots of the plain segment-by-segment drawing.
@MainActor
struct ChartDenseLineTests {
    struct Reading: Identifiable {
        let series: String
        let index: Int
        let value: Double
        var id: String { "\(series)\(index)" }
    }

    /// 400 readings per series of a noisy wave: about eight per dot column of a 24-cell chart.
    let readings: [Reading] = ["solid", "dashed"].enumerated().flatMap { offset, series in
        (0..<400).map { index in
            Reading(series: series, index: index,
                    value: 50 + 30 * sin(Double(index) / 40 + Double(offset)) + Double((index * 7_919) % 17))
        }
    }

    @Test func denseLines() async {
        let host = TestHost(Chart(readings) { reading in
            LineMark(x: .value("Sample", reading.index), y: .value("Load", reading.value))
                .foregroundStyle(by: .value("Series", reading.series))
        }, width: 32, height: 9)
        await host.settle()
        #expect(host.text == """
            ⣤⣴⣦⣤⣶⣦⡀         ⣠⣰⢖⣤⣴⣦⣆⡀   ├ 100
            ⢙⣿⡿⠛⣝⣻⢿⣦⡀     ⢠⣼⠫⣳⣾⠟⠻⣿⡿⢿⣆  │
            ⡿⠃  ⠘⢋⡢⡙⣿⣄   ⡴⣾⢉⣾⡿⠁  ⠈⣥⡈⠻⣷⣀│
            ⠁     ⠑⣥⢈⠻⣷⣴⣶⣜⣴⡿⠏     ⠈⠻⢷⣜⣿├ 50
                   ⠈⠛⠿⠋⠿⠿⠿⠛          ⠈⠫│
                                       ├ 0
            ┬────────────┬─────────────┘
            0           200
            ── solid  ╌╌ dashed
            """)
    }

    @Test func roundedIntIsRoundedHalfAwayFromZero() {
        let values: [Double] = [0, 0.49999999999999994, 0.5, 1.5, 2.5, -0.5, -1.5, -0.49999999999999994, 3.2, -3.7,
                                1e15 + 0.5, -(1e15 + 0.5), 4_503_599_627_370_497, 123.456, -0.0]
        for value in values {
            #expect(ChartRenderer.roundedInt(value) == Int(value.rounded()), "\(value)")
        }
    }

    /// Steep solid lines set their dots a column run at a time: the same dots, in the same
    /// color, as setting them one by one along Bresenham's line.
    @Test func steepSolidLinesSetTheDotsOfBresenhamsLine() {
        let ends: [((Double, Double), (Double, Double))] = [
            ((0, 0), (1, 30)), ((3, 31), (0, 2)), ((5, 5), (9, 28)), ((9, 0), (2, 31)), ((4, -6), (6, 40)), ((2, 2), (2, 20)),
        ]
        for (from, to) in ends {
            var pen = DashedPen(pattern: [true], color: 1)
            var drawn = ChartGrid(width: 6, height: 8)
            _ = drawn.colorIndex(.red)
            pen.line(from: from, to: to, into: &drawn)

            var expected = ChartGrid(width: 6, height: 8)
            _ = expected.colorIndex(.red)
            var x = Int(from.0), y = Int(from.1)
            let x1 = Int(to.0), y1 = Int(to.1)
            let dx = abs(x1 - x), dy = -abs(y1 - y), sx = x < x1 ? 1 : -1, sy = y < y1 ? 1 : -1
            var error = dx + dy
            while true {
                expected.dot(x: x, y: y, color: 1)
                if x == x1, y == y1 { break }
                let doubled = 2 * error
                if doubled >= dy { error += dy; x += sx }
                if doubled <= dx { error += dx; y += sy }
            }
            #expect(drawn.painting() == expected.painting(), "\(from) to \(to)")
        }
    }

    /// A dense solid line, its joins between neighbouring dot columns worked out rather than
    /// stepped, sets exactly the dots of stepping them with the pen: climbs and falls of every
    /// height, gaps between columns, x going back, dots off the grid.
    @Test func denseSolidLinesSetTheDotsOfSteppedJoins() {
        var seed: UInt64 = 7
        func random() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 33) / Double(1 << 31)
        }
        var points: [(Double, Double)] = [], x = -1.0
        for _ in 0..<1_000 {
            x += random() < 0.03 ? 4 * random() - 2 : random() * 0.2
            points.append((x, random() < 0.1 ? random() * 44 - 6 : 12 + 3 * random()))
        }
        var pen = DashedPen(pattern: [true], color: 1)
        var dense = ChartGrid(width: 30, height: 8)
        _ = dense.colorIndex(.red)
        ChartRenderer.drawDense(points, with: &pen, into: &dense)

        // Each dot column's points as one stroke, joined to the column before dot by dot.
        var columns: [(x: Int, low: Double, high: Double, last: Double)] = []
        for (x, y) in points {
            let column = Int(x.rounded())
            if let current = columns.last, current.x == column {
                columns[columns.count - 1] = (column, min(current.low, y), max(current.high, y), y)
            } else {
                columns.append((column, y, y, y))
            }
        }
        var stepped = ChartGrid(width: 30, height: 8)
        _ = stepped.colorIndex(.red)
        var steppedPen = DashedPen(pattern: [true], color: 1)
        var previous: (Double, Double)?
        for column in columns {
            if let previous { steppedPen.line(from: previous, to: (Double(column.x), column.low), into: &stepped) }
            steppedPen.vertical(x: column.x, from: Int(column.low.rounded()), to: Int(column.high.rounded()), into: &stepped)
            previous = (Double(column.x), column.last)
        }
        #expect(columns.count > 100)
        #expect(dense.painting() == stepped.painting())
        #expect(dense.painting() != ChartGrid(width: 30, height: 8).painting())
    }

    /// The split of a join between neighbouring columns is where Bresenham's line changes
    /// column, for every height up and down.
    @Test func joinSplitIsWhereBresenhamsLineChangesColumn() {
        for distance in -40...40 where distance != 0 {
            var x = 0, y = 0, lastInFirstColumn = 0
            let dx = 1, dy = -abs(distance), sy = distance > 0 ? 1 : -1
            var error = dx + dy
            while x == 0 {
                lastInFirstColumn = y
                let doubled = 2 * error
                if doubled >= dy { error += dy; x += 1 }
                if doubled <= dx { error += dx; y += sy }
            }
            #expect(ChartRenderer.split(from: 0, to: distance) == lastInFirstColumn, "\(distance)")
            #expect(ChartRenderer.split(from: 5, to: 5 + distance) == 5 + lastInFirstColumn, "\(distance)")
        }
    }
}
