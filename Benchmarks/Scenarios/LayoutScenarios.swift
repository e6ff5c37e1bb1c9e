import CursesUI
import Observation

/// One value a dashboard shows, observed on its own.
@MainActor @Observable
final class DashboardLevel {
    var value: Double
    init(_ value: Double) { self.value = value }
}

/// Values a dashboard shows; each key press changes the first.
@MainActor
final class DashboardValues {
    let levels: [DashboardLevel] = (0..<40).map { DashboardLevel(Double($0 % 10) / 10) }

    func step() {
        let level = levels[0]
        level.value = level.value >= 1 ? 0 : level.value + 0.1
    }
}

/// One bar: a label and a `GeometryReader`-sized fill, as dashboards draw them.
struct GeometryBar: View {
    let values: DashboardValues
    let index: Int
    var body: some View {
        HStack {
            Text("metric \(index)")
            GeometryReader { proxy in
                Color.blue.frame(width: proxy.size.width * values.levels[index].value, height: 1)
            }
            .frame(height: 1)
        }
    }
}

/// One header chosen by `ViewThatFits`, whose text follows a value.
struct FittingHeader: View {
    let values: DashboardValues
    let index: Int
    var body: some View {
        ViewThatFits(in: .horizontal) {
            Text("metric \(index) is at \(Int(values.levels[index].value * 100)) percent of its budget")
            Text("m\(index) \(Int(values.levels[index].value * 100))%")
        }
    }
}

/// 40 `GeometryReader` bars, 80x40; a key changes one bar's level, so one reader rebuilds its
/// content and nothing outside it is laid out again.
@MainActor
public final class GeometryUpdateScenario: Scenario {
    let values = DashboardValues()
    let host: TestHost<AnyView>

    /// A host showing the scenario's tree.
    public init() {
        let values = values
        host = TestHost(AnyView(VStack(spacing: 0) {
            ForEach(0..<40, id: \.self) { GeometryBar(values: values, index: $0) }
        }.onKeyPress("n") {
            values.step()
            return .handled
        }), width: 80, height: 40)
    }

    public func run() { host.press("n") }
    public var counters: HostCounters { HostCounters(host) }
}

/// 40 `ViewThatFits` headers, 60x40 (the long form does not fit, the short one does); a key
/// changes one header's value, so one chooser measures its candidates again.
@MainActor
public final class ViewThatFitsUpdateScenario: Scenario {
    let values = DashboardValues()
    let host: TestHost<AnyView>

    /// A host showing the scenario's tree.
    public init() {
        let values = values
        host = TestHost(AnyView(VStack(spacing: 0) {
            ForEach(0..<40, id: \.self) { FittingHeader(values: values, index: $0) }
        }.onKeyPress("n") {
            values.step()
            return .handled
        }), width: 60, height: 40)
    }

    public func run() { host.press("n") }
    public var counters: HostCounters { HostCounters(host) }
}
