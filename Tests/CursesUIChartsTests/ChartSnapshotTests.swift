import CursesUI
import CursesUICharts
import Foundation
import Testing

/// Whole frames of charts of each mark kind, with axes and legends, as `TestHost` shows them.
@MainActor
struct ChartSnapshotTests {
    struct Sale: Identifiable {
        let day: String
        let total: Int
        var id: String { day }
    }

    struct Sample: Identifiable {
        let series: String
        let x: Double
        let y: Double
        var id: String { "\(series)\(x)" }
    }

    let sales = [Sale(day: "Mon", total: 12), Sale(day: "Tue", total: 30), Sale(day: "Wed", total: 21), Sale(day: "Thu", total: 7)]

    /// Two series, "cpu" rising and "io" falling, at x = 0…8.
    let samples: [Sample] = (0...8).flatMap { (x: Int) -> [Sample] in
        let position = Double(x)
        return [Sample(series: "cpu", x: position, y: position * position / 2), Sample(series: "io", x: position, y: 32 - 4 * position)]
    }

    func frame<V: View>(_ view: V, width: Int, height: Int, name: String = #function) async -> String {
        let host = TestHost(view, width: width, height: height)
        await host.settle()
        return host.text
    }

    @Test func barChart() async {
        let text = await frame(Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.total))
        }, width: 30, height: 10)
        #expect(text == """
                    ████              ├ 30
                    ████              │
                    ████  ▅▅▅▅▅       ├ 20
                    ████  █████       │
             ▂▂▂▂▂  ████  █████       │
             █████  ████  █████       ├ 10
             █████  ████  █████  ▇▇▇▇ │
             █████  ████  █████  ████ ├ 0
            ───┬─────┬──────┬─────┬───┘
              Mon   Tue    Wed   Thu
            """)
    }

    @Test func horizontalBarChart() async {
        let text = await frame(Chart(sales) { sale in
            BarMark(x: .value("Sales", sale.total), y: .value("Day", sale.day))
        }, width: 30, height: 8)
        #expect(text == """
            ██████████               ├ Mon
            ██████████               │
            █████████████████████████├ Tue
            █████████████████▌       ├ Wed
            █████████████████▌       │
            █████▉                   ├ Thu
            ┬───────┬───────┬───────┬┘
            0       10      20      30
            """)
    }

    @Test func lineChartWithLegend() async {
        let text = await frame(Chart(samples) { sample in
            LineMark(x: .value("Time", sample.x), y: .value("Load", sample.y))
                .foregroundStyle(by: .value("Series", sample.series))
        }, width: 36, height: 12)
        #expect(text == """
                                            ├ 40
            ⡀                              ⢀│
            ⠈⠁⠠⢄                         ⡠⠔⠁├ 30
                 ⠉⠂⠠⢄                 ⢀⡠⠊   │
                      ⠑⠂⠠⣀         ⢀⠤⠊⠁     ├ 20
                           ⠑⠂⢀⡀ ⣀⠔⠊⠁        │
                            ⢀⡠⠜⠊⠢⠄⢀         ├ 10
                       ⣀⣀⠤⠒⠊⠁      ⠉ ⠤⡀     │
            ⣀⣀⣀⣀⣀⠤⠤⠒⠒⠉⠉                ⠈⠑ ⠤⡀├ 0
            ┬───────┬───────┬──────┬───────┬┘
            0       2       4      6       8
            ── cpu  ╌╌ io
            """)
    }

    @Test func pointChartWithSymbols() async {
        let text = await frame(Chart(samples) { sample in
            PointMark(x: .value("Time", sample.x), y: .value("Load", sample.y))
                .foregroundStyle(by: .value("Series", sample.series))
        }, width: 36, height: 12)
        #expect(text == """
                                            ├ 40
            ■                              ●│
                ■                           ├ 30
                    ■                  ●    │
                        ■          ●        ├ 20
                            ■               │
                               ■            ├ 10
                        ●   ●      ■        │
            ●   ●   ●                  ■   ■├ 0
            ┬───────┬───────┬──────┬───────┬┘
            0       2       4      6       8
            ● cpu  ■ io
            """)
    }

    @Test func stackedAreaChart() async {
        let text = await frame(Chart(samples) { sample in
            AreaMark(x: .value("Time", sample.x), y: .value("Load", sample.y))
                .foregroundStyle(by: .value("Series", sample.series))
        }, width: 36, height: 12)
        #expect(text == """
                                            ├ 40
            ⣀                              ⣀│
            ⢕⢝⢖⢦⢤⣀⣀                 ⢀⣀⣠⢤⢔⣾⣿⣿├ 30
            ⢕⢕⢕⢕⢕⢕⢕⢝⢝⢖⢖⢶⢤⢤⢤⢤⢤⢤⢤⢤⢖⢖⢞⢝⢝⢕⢕⣵⣿⣿⣿⣿│
            ⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⣵⣿⣿⣿⣿⣿⣿⣿├ 20
            ⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⣕⣵⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿│
            ⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⣵⣵⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿├ 10
            ⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⢕⣕⣕⣵⣷⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿│
            ⣕⣕⣕⣕⣵⣵⣵⣷⣷⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿⣿├ 0
            ┬───────┬───────┬──────┬───────┬┘
            0       2       4      6       8
            ⣿ cpu  ⢕ io
            """)
    }

    @Test func ruleOverBars() async {
        let text = await frame(Chart {
            ForEach(sales) { sale in
                BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.total))
            }
            RuleMark(y: .value("Target", 25))
        }, width: 30, height: 10)
        #expect(text == """
                    ████              ├ 30
            ──────────────────────────│
                    ████  ▅▅▅▅▅       ├ 20
                    ████  █████       │
             ▂▂▂▂▂  ████  █████       │
             █████  ████  █████       ├ 10
             █████  ████  █████  ▇▇▇▇ │
             █████  ████  █████  ████ ├ 0
            ───┬─────┬──────┬─────┬───┘
              Mon   Tue    Wed   Thu
            """)
    }

    @Test func rectangleHeatMap() async {
        let text = await frame(Chart {
            RectangleMark(x: .value("Day", "Mon"), y: .value("Shift", "Day")).foregroundStyle(by: .value("Load", "high"))
            RectangleMark(x: .value("Day", "Tue"), y: .value("Shift", "Day")).foregroundStyle(by: .value("Load", "low"))
            RectangleMark(x: .value("Day", "Mon"), y: .value("Shift", "Night")).foregroundStyle(by: .value("Load", "low"))
            RectangleMark(x: .value("Day", "Tue"), y: .value("Shift", "Night")).foregroundStyle(by: .value("Load", "high"))
        }, width: 24, height: 8)
        #expect(text == """
            █████████▓▓▓▓▓▓▓▓│
            █████████▓▓▓▓▓▓▓▓├ Day
            █████████▓▓▓▓▓▓▓▓│
            ▓▓▓▓▓▓▓▓▓████████├ Night
            ▓▓▓▓▓▓▓▓▓████████│
            ────┬───────┬────┘
               Mon     Tue
            █ high  ▓ low
            """)
    }

    @Test func stackedAndGroupedBars() async {
        let data = [("Q1", "Apples", 4), ("Q1", "Pears", 3), ("Q2", "Apples", 6), ("Q2", "Pears", 2)]
        let stacked = await frame(Chart {
            ForEach(0..<data.count) { index in
                BarMark(x: .value("Quarter", data[index].0), y: .value("Count", data[index].2))
                    .foregroundStyle(by: .value("Fruit", data[index].1))
            }
        }, width: 28, height: 10)
        #expect(stacked == """
                                    ├ 10
                          ▅▅▅▅▅▅▅▅  │
              ▇▇▇▇▇▇▇▇    ▓▓▓▓▓▓▓▓  │
              ▓▓▓▓▓▓▓▓    ████████  ├ 5
              ▆▆▆▆▆▆▆▆    ████████  │
              ████████    ████████  │
              ████████    ████████  ├ 0
            ─────┬───────────┬──────┘
                 Q1          Q2
            █ Apples  ▓ Pears
            """)
        let grouped = await frame(Chart {
            ForEach(0..<data.count) { index in
                BarMark(x: .value("Quarter", data[index].0), y: .value("Count", data[index].2))
                    .foregroundStyle(by: .value("Fruit", data[index].1))
                    .position(by: .value("Fruit", data[index].1))
            }
        }, width: 28, height: 10)
        #expect(grouped == """
                           ████      ├ 6
                           ████      │
              ▅▅▅▅         ████      ├ 4
              ████▄▄▄▄     ████      │
              ████▓▓▓▓     ████▃▃▃▃  ├ 2
              ████▓▓▓▓     ████▓▓▓▓  │
              ████▓▓▓▓     ████▓▓▓▓  ├ 0
            ──────┬───────────┬──────┘
                  Q1          Q2
            █ Apples  ▓ Pears
            """)
    }
}
