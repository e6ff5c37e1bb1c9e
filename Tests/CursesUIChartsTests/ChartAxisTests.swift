import CursesUISnapshotTesting
import InlineSnapshotTesting
import CursesUI
import CursesUICharts
import Foundation
import Testing

/// Axes as the chart modifiers set them, scales, interpolation, dates and compact charts.
@MainActor
struct ChartAxisTests {
    let values = [3.0, 7, 4, 9, 5, 8]

    func frame<V: View>(_ view: V, width: Int, height: Int, name: String = #function) async -> String {
        let host = TestHost(view, width: width, height: height)
        await host.settle()
        return host.text
    }

    var line: some View {
        Chart(values.indices, id: \.self) { index in
            LineMark(x: .value("Step", index), y: .value("Value", values[index]))
        }
    }

    @Test func leadingAxisWithExplicitValuesAndFixedDomains() async {
        let text = await frame(line
            .chartYScale(domain: 0...12)
            .chartXScale(domain: 0...5)
            .chartYAxis { AxisMarks(position: .leading, values: [0, 6, 12]) }
            .chartXAxis { AxisMarks(values: .stride(by: 1)) }, width: 30, height: 9)
        #expect(text == """
            12 ┤
               │               ⢀
               │     ⡀       ⢀⠔⠁⠑⢄      ⡠⠔
             6 ┤  ⢀⡠⠊⠈⠑⢄⡀  ⢀⠔⠁    ⠉⠢⡀⣀⠔⠉
               │⢀⠔⠁     ⠈⠒⠔⠁        ⠈
               │⠁
             0 ┤
               └┬────┬────┬────┬────┬────┬
                0    1    2    3    4    5
            """)
    }

    @Test func hiddenAxes() async {
        let yHidden = await frame(line.chartYAxis(.hidden), width: 24, height: 6)
        #expect(yHidden == """
                ⢀       ⢀⠔⠑⠢⡀     ⢀⡠
              ⡠⠒⠁⠉⠒⠤⣀ ⡠⠊⠁   ⠈⠑⠤⡠⠔⠊⠁
            ⠔⠉       ⠉

            ┬────────┬─────────┬────
            0        2         4
            """)
        let xHidden = await frame(line.chartXAxis(.hidden), width: 24, height: 6)
        #expect(xHidden == """
                       ⡠⡀       ├ 10
                ⡀     ⡰⠁⠘⢄    ⢀⠔│
              ⡠⠊⠈⠢⣀  ⡔⠁   ⠱⡀⡠⠊⠁ │
            ⢀⠔⠁    ⠑⠜      ⠈    ├ 5
            ⠁                   │
                                ├ 0
            """)
    }

    @Test func sparklineIsOneRowOfDots() async {
        let text = await frame(VStack(alignment: .leading, spacing: 0) {
            Text("load")
            line.chartXAxis(.hidden).chartYAxis(.hidden).frame(width: 12, height: 1)
            Chart(values.indices, id: \.self) { index in
                BarMark(x: .value("Step", index), y: .value("Value", values[index]))
            }
            .chartXAxis(.hidden).chartYAxis(.hidden).frame(width: 12, height: 1)
        }, width: 20, height: 4)
        #expect(text == """
            load
            ⠤⠔⠒⠢⠤⠔⠊⠉⠒⠒⠊⠉
            ▃ ▆ ▄  █ ▄ ▇
            """)
    }

    @Test func interpolationMethodsAndSymbols() async {
        let text = await frame(Chart(values.indices, id: \.self) { index in
            LineMark(x: .value("Step", index), y: .value("Value", values[index]))
                .interpolationMethod(.stepEnd)
                .symbol(.diamond)
        }.chartYScale(domain: 0...10), width: 30, height: 8)
        #expect(text == """
                           ◆⠤⠤⠤⠤⢤     ├ 10
                 ◆⣀⣀⣀⣀⡀    ⢸    ⢸    ◆│
                 ⡇    ⡇    ⢸    ⢸    ⢸│
                 ⡇    ◆⠤⠤⠤⠤⠼    ◆⠉⠉⠉⠉⠉├ 5
            ◆⠉⠉⠉⠉⠁                    │
                                      ├ 0
            ┬─────────┬─────────┬─────┘
            0         2         4
            """)
        let curve = await frame(Chart(values.indices, id: \.self) { index in
            LineMark(x: .value("Step", index), y: .value("Value", values[index]))
                .interpolationMethod(.catmullRom)
        }.chartYScale(domain: 0...10), width: 30, height: 8)
        #expect(curve == """
                          ⢀⡠⡄         ├ 10
                ⢀⣀⡀      ⡰⠁ ⠈⠢⡀     ⡠⠖│
              ⢀⠎⠁ ⠈⠢⡀   ⡸     ⠈⢆⡀⣀⡠⠊  │
            ⢀⠔⠁     ⠈⠲⠔⠊        ⠈     ├ 5
            ⠉                         │
                                      ├ 0
            ┬─────────┬─────────┬─────┘
            0         2         4
            """)
    }

    @Test func datesOnTheXAxis() async {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let midnight = calendar.date(from: DateComponents(year: 2026, month: 3, day: 2))!
        let hours = (0..<13).map { midnight.addingTimeInterval(Double($0) * 3600) }
        let text = await frame(Chart(hours, id: \.self) { hour in
            BarMark(x: .value("Hour", hour), y: .value("Requests", calendar.component(.hour, from: hour) % 5 + 1))
        }, width: 40, height: 8)
        #expect(text == """
                       █              █        ├ 5
                    ▆  █           ▆  █        │
                  ▅ █  █        ▅  █  █       ▅│
               ▃  █ █  █     ▃  █  █  █    ▃  █├ 2.5
            ▂  █  █ █  █  ▂  █  █  █  █  ▂ █  █│
            █  █  █ █  █  █  █  █  █  █  █ █  █├ 0
            ┬───────┬────────┬────────┬───────┬┘
            00:00 03:00    06:00    09:00   12:00
            """)
    }

    @Test func labelsNeverOverlapOnNarrowCharts() async {
        let names = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"]
        for width in [12, 17, 23, 31] {
            let host = TestHost(Chart(names, id: \.self) { name in
                BarMark(x: .value("Name", name), y: .value("Count", name.count * 1000))
            }, width: width, height: 8)
            await host.settle()
            let rows = host.text.split(separator: "\n", omittingEmptySubsequences: false)
            // Every label shown is whole or cut with an ellipsis, and apart from the next.
            let labels = rows.last!.split(separator: " ")
            #expect(!labels.isEmpty)
            for label in labels {
                #expect(names.contains(String(label)) || label.hasSuffix("…"), "\(label) at width \(width)")
            }
            let yLabels = rows.dropLast(2).compactMap { $0.split(separator: "├ ").last.map(String.init) }
            #expect(yLabels.count >= 2, "width \(width): \(host.text)")
        }
    }

    @Test func seriesTakeTheColorSystemsColorsInOrder() async {
        let host = TestHost(Chart {
            BarMark(x: .value("Q", "a"), y: .value("n", 4)).foregroundStyle(by: .value("S", "one"))
            BarMark(x: .value("Q", "b"), y: .value("n", 4)).foregroundStyle(by: .value("S", "two"))
            RuleMark(y: .value("n", 1)).foregroundStyle(.red)
        }.chartYAxis(.hidden).chartXAxis(.hidden).chartLegend(.hidden), width: 10, height: 4)
        await host.settle()
        let palette = ColorSystem(colorScheme: .dark).chartSeries
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             ███  ▓▓▓
             ███  ▓▓▓
            ──────────
             ███  ▓▓▓
            """
        }
        #expect(host.cell(x: 1, y: 0).foreground == palette[0])
        #expect(host.cell(x: 6, y: 0).foreground == palette[1])
        #expect(host.cell(x: 0, y: 2).foreground == .red)
    }
}

extension ChartAxisTests {
    @Test func lineSeriesAndDateUnits() async {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let day = calendar.date(from: DateComponents(year: 2026, month: 3, day: 2, hour: 15, minute: 40))!
        let host = TestHost(Chart {
            // Two lines of one series; the afternoon time is binned to its day's midnight.
            LineMark(x: .value("Day", day, unit: .day), y: .value("v", 1), series: .value("Line", "low"))
            LineMark(x: .value("Day", day.addingTimeInterval(86_400), unit: .day), y: .value("v", 1), series: .value("Line", "low"))
            LineMark(x: .value("Day", day, unit: .day), y: .value("v", 3), series: .value("Line", "high"))
            LineMark(x: .value("Day", day.addingTimeInterval(86_400), unit: .day), y: .value("v", 3), series: .value("Line", "high"))
        }.chartYAxis(.hidden), width: 16, height: 6)
        await host.settle()
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉⠉

            ⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤⠤

            ┬──────────────┬
            Mar 2      Mar 3
            """
        }
    }
}
