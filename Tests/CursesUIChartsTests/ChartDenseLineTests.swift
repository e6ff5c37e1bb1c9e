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
}
