import CursesUI

/// One operation on a headless CursesUI tree, shared by the benchmarks (which time it) and the
/// `profile` tool (which runs it under a profiler). A scenario keeps its `TestHost` across runs.
@MainActor
public protocol Scenario: AnyObject {
    /// Unmeasured work before each `run()`, such as moving a list back to its top.
    func prepare()
    /// The measured operation.
    func run()
    /// Machine-independent figures after the last `run()`.
    var counters: HostCounters { get }
}

extension Scenario {
    public func prepare() {}
}

/// Figures a `TestHost` keeps that do not depend on the machine's speed.
public struct HostCounters: Sendable {
    /// `body` evaluations since the host started.
    public var bodyEvaluations = 0
    /// Sizes computed (not answered from a cache) since the host started.
    public var sizeComputations = 0
    /// Cells the last frame changed.
    public var cellsChanged = 0

    /// Nothing counted yet.
    public init() {}

    /// The figures of `host` now.
    @MainActor
    public init<Root: View>(_ host: TestHost<Root>) {
        bodyEvaluations = host.bodyEvaluationCount
        sizeComputations = host.sizeComputationCount
        cellsChanged = host.lastFrameChangedCells
    }
}

/// Every scenario by its benchmark name.
@MainActor
public enum Scenarios {
    /// The names, in the order the benchmarks run them.
    public static let names = ["counter.update", "list.scroll.1k", "list.scroll.100k", "list.open.100k",
                               "list.columns.scroll.100k", "list.columns.open.100k", "table.scroll.100k", "table.open.100k", "environment.fanout", "render.full",
                               "chart.append.10k", "layout.geometry.update", "layout.viewthatfits.update"]

    /// A new scenario for a benchmark name, or `nil` for an unknown name.
    public static func make(_ name: String) -> (any Scenario)? {
        switch name {
        case "counter.update": CounterScenario()
        case "list.scroll.1k": RowsScrollScenario<ListRoot>(rows: 1_000)
        case "list.scroll.100k": RowsScrollScenario<ListRoot>(rows: 100_000)
        case "list.open.100k": RowsOpenScenario<ListRoot>(rows: 100_000)
        case "list.columns.scroll.100k": RowsScrollScenario<ColumnsListRoot>(rows: 100_000)
        case "list.columns.open.100k": RowsOpenScenario<ColumnsListRoot>(rows: 100_000)
        case "table.scroll.100k": RowsScrollScenario<TableRoot>(rows: 100_000)
        case "table.open.100k": RowsOpenScenario<TableRoot>(rows: 100_000)
        case "environment.fanout": FanoutScenario()
        case "render.full": RenderFullScenario()
        case "chart.append.10k": ChartAppendScenario()
        case "layout.geometry.update": GeometryUpdateScenario()
        case "layout.viewthatfits.update": ViewThatFitsUpdateScenario()
        default: nil
        }
    }
}
