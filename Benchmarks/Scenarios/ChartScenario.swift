import CursesUI
import CursesUICharts
import Foundation

/// A 10,000-point line chart beside a status line that does not depend on the data; "a" adds a
/// point at the end and drops the first, as a live monitor does.
struct ChartRoot: View {
    @State private var points = (0..<10_000).map { ChartPoint(index: $0) }
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ChartStatus()
            Chart(points) { point in
                LineMark(x: .value("Sample", point.index), y: .value("Load", point.value))
            }
        }
        .onKeyPress("a") {
            points.removeFirst()
            points.append(ChartPoint(index: points[points.count - 1].index + 1))
            return .handled
        }
    }
}

/// A sample of a made-up load that wanders between 0 and 100, computed once when the sample is
/// taken, as a monitor stores what it read.
struct ChartPoint: Identifiable {
    let index: Int
    let value: Double
    var id: Int { index }

    init(index: Int) {
        self.index = index
        value = 50 + 30 * sin(Double(index) / 300) + Double((index * 7_919) % 17)
    }
}

/// The line above the chart, which appending a point must not evaluate again.
struct ChartStatus: View {
    var body: some View { Text("load over the last 10,000 samples") }
}

/// "a" appends a point to a 10,000-point line chart on a 200x60 screen.
@MainActor
public final class ChartAppendScenario: Scenario {
    let host = TestHost(ChartRoot(), width: 200, height: 60)
    /// A host showing the chart.
    public init() {}
    public func run() { host.press("a") }
    public var counters: HostCounters { HostCounters(host) }
}
