import CursesUISnapshotTesting
import InlineSnapshotTesting
import CursesUI
import CursesUICharts
import Foundation
import Testing

/// `AxisMarks` with content: grid lines behind the marks, ticks, labels in a format or of your
/// own text, several `AxisMarks` on one axis, positions, and labels that never overlap.
@MainActor
struct ChartAxisMarksTests {
    let values = [3.0, 7, 4, 9, 5, 8]

    func host<V: View>(_ view: V, width: Int, height: Int) async -> TestHost<V> {
        let host = TestHost(view, width: width, height: height)
        await host.settle()
        return host
    }

    var line: some View {
        Chart(values.indices, id: \.self) { index in
            LineMark(x: .value("Step", index), y: .value("Value", values[index]))
        }
    }

    @Test func gridLinesTicksAndTextLabels() async {
        let host = await host(line
            .chartYScale(domain: 0...10)
            .chartYAxis {
                AxisMarks(position: .leading, values: .stride(by: 5)) { value in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel { Text("\(value.as(Int.self) ?? -1)%") }
                }
            }
            .chartXAxis {
                AxisMarks(values: .automatic(desiredCount: 3)) { _ in
                    AxisGridLine()
                    AxisValueLabel()
                }
            }, width: 32, height: 9)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            10% ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈⡀┈┈┈┈┈┈┈┈┈┈
                │┊            ┊⢠⠊⠈⠢⡀      ⣀⠔
                │┊   ⡠⠊⠢⢄    ⢀⠔⠁   ⠘⢄   ⡠⠊ ┊
             5% ┤┈┈⡠⠊┈┈┈┈⠑⠤⡀⡠⠃┈┈┈┈┈┈┈⠑⠔⠉┈┈┈┈
                │⡠⠊        ⠈  ┊            ┊
                │┊            ┊            ┊
             0% ┤┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈
                └┬────────────┬────────────┬
                 0           2.5           5
            """
        }
    }

    @Test func formattedLabelsAndSeveralAxisMarks() async {
        let host = await host(line
            .chartYScale(domain: 0...10)
            .chartYAxis {
                AxisMarks(values: [2.5, 7.5]) { _ in AxisGridLine() }
                AxisMarks(values: [0, 5, 10]) { _ in
                    AxisTick()
                    AxisValueLabel(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1))
                        .locale(Locale(identifier: "en_US")))
                }
            }
            .chartXAxis(.hidden), width: 30, height: 7)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                          ⡀         ├ 10.0
            ┈┈┈┈┈┈┈┈┈┈┈┈⢀⠜⠈⠢⡀┈┈┈┈┈⢀⠔│
               ⢠⠊⠢⢄    ⡠⠊   ⠘⢄  ⢀⠔⠁ │
             ⢀⠔⠁   ⠑⠤⡀⡔⠁      ⠑⠔⠁   ├ 5.0
            ⡠⠃       ⠈              │
            ┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈┈│
                                    ├ 0.0
            """
        }
    }

    @Test func gridOnlyAxesTakeNoRoom() async {
        let host = await host(line
            .chartYScale(domain: 0...10)
            .chartYAxis { AxisMarks(position: .trailing, values: [5]) { _ in AxisGridLine() } }
            .chartXAxis { AxisMarks(values: [1, 3]) { _ in AxisGridLine() } }, width: 24, height: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                ┊        ⢀⢄
                ⡠⣀     ⢀⠔⠁┊⠉⠢⡀   ⣀⠔⠊
            ┈⣀⠔⠉┈┈⠉⠒⠤⣀⠔⠁┈┈┈┈┈⠈⠑⠔⠊┈┈┈
            ⠊   ┊         ┊
                ┊         ┊
            """
        }
    }

    @Test func crowdedLabelsAreLeftOut() async {
        let host = await host(line
            .chartYScale(domain: 0...10)
            .chartYAxis { AxisMarks(values: .stride(by: 1)) { value in
                AxisValueLabel("v\(value.index)")
            } }
            .chartXAxis { AxisMarks(values: .stride(by: 1)) { _ in
                AxisTick()
                AxisValueLabel("long")
            } }, width: 24, height: 8)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                       ⡠⡀       ├ v9
                ⡀     ⡰⠁⠘⢄    ⢀⠔│
              ⡠⠊⠈⠢⣀  ⡔⠁   ⠱⡀⡠⠊⠁ ├ v6
            ⢀⠔⠁    ⠑⠜      ⠈    │
            ⠁                   ├ v2
                                │
            ┬───┬───┬──┬───┬───┬┘
            long   long   long
            """
        }
    }

    @Test func axisValuesConvertToPlottableTypes() async {
        let host = await host(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3))
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 5))
        }
        .chartXAxis {
            AxisMarks { value in
                AxisValueLabel { Text("\(value.index + 1)/\(value.count) \(value.as(String.self) ?? "?")") }
            }
        }
        .chartYAxis {
            AxisMarks(values: [0, 2.5, 5]) { value in
                AxisValueLabel("\(value.as(Int.self).map(String.init) ?? "-")|\(value.as(Double.self) ?? -1)")
            }
        }, width: 30, height: 8)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                          ███████  ├ 5|5.0
                          ███████  │
              ▅▅▅▅▅▅▅▅    ███████  │
              ████████    ███████  ├ -|2.5
              ████████    ███████  │
              ████████    ███████  ├ 0|0.0
            ─────┬───────────┬─────┘
              1/2 Mon     2/2 Tue
            """
        }
    }

    @Test func calendarStrides() async {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let midnight = calendar.date(from: DateComponents(year: 2026, month: 3, day: 2))!
        let hours = (0..<13).map { midnight.addingTimeInterval(Double($0) * 3600 + 1800) }
        let host = await host(Chart(hours, id: \.self) { hour in
            BarMark(x: .value("Hour", hour), y: .value("Requests", calendar.component(.hour, from: hour) % 5 + 1))
        }
        .chartXAxis { AxisMarks(values: .stride(by: .hour, count: 4)) }
        .chartYAxis(.hidden), width: 40, height: 6)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                      ▂  █            ▂  █
                  ▃   █  █         ▃  █  █         ▃
               ▅  █   █  █      ▅  █  █  █      ▅  █
            ▆  █  █   █  █  ▆   █  █  █  █   ▆  █  █
            ───────────┬────────────┬─────────────┬─
                     04:00        08:00        12:00
            """
        }
    }
}
