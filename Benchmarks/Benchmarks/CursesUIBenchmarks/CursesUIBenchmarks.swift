import Benchmark
import CursesUI

// Headless benchmarks of CursesUI, driven through the public `TestHost`.
//
// The benchmark runner calls each closure off the main thread, while `TestHost` lives on the main
// actor. Every benchmark therefore hops to the main actor once per iteration and starts and stops
// the measurement itself, inside the main actor, so the hop is not measured. Hosts that a
// benchmark keeps across iterations live in `Hosts`, on the main actor.

enum Metrics {
    /// `body` evaluations during the measured operation (`TestHost.bodyEvaluationCount` delta).
    static let bodyEvaluations = BenchmarkMetric.custom("body evaluations", useScalingFactor: false)
    /// Cells the measured frame changed (`TestHost.lastFrameChangedCells`).
    static let cellsChanged = BenchmarkMetric.custom("cells changed", useScalingFactor: false)
    /// `body` evaluations of the fan-out readers of `\.state.a` alone.
    static let readerBodies = BenchmarkMetric.custom("reader bodies", useScalingFactor: false)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .instructions],
        timeUnits: .microseconds,
        warmupIterations: 10,
        maxDuration: .seconds(3),
        maxIterations: 10_000
    )

    Benchmark(
        "counter.update",
        configuration: .init(metrics: Benchmark.defaultConfiguration.metrics + [Metrics.bodyEvaluations, Metrics.cellsChanged])
    ) { benchmark in
        await onMainActor(benchmark) { counterUpdate($0) }
    }

    Benchmark("list.scroll.1k") { benchmark in
        await onMainActor(benchmark) { listScroll($0, rows: 1_000) }
    }

    Benchmark("list.scroll.100k") { benchmark in
        await onMainActor(benchmark) { listScroll($0, rows: 100_000) }
    }

    Benchmark(
        "list.open.100k",
        configuration: .init(
            metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .instructions],
            timeUnits: .microseconds, warmupIterations: 2, maxDuration: .seconds(5), maxIterations: 200
        )
    ) { benchmark in
        await onMainActor(benchmark) { listOpen($0, rows: 100_000) }
    }

    Benchmark(
        "environment.fanout",
        configuration: .init(
            metrics: Benchmark.defaultConfiguration.metrics + [Metrics.bodyEvaluations, Metrics.readerBodies],
            timeUnits: .microseconds, warmupIterations: 3, maxDuration: .seconds(5), maxIterations: 500
        )
    ) { benchmark in
        await onMainActor(benchmark) { environmentFanout($0) }
    }

    Benchmark(
        "render.full",
        configuration: .init(
            metrics: Benchmark.defaultConfiguration.metrics + [Metrics.bodyEvaluations, Metrics.cellsChanged],
            timeUnits: .microseconds, warmupIterations: 5, maxDuration: .seconds(5), maxIterations: 2_000
        )
    ) { benchmark in
        await onMainActor(benchmark) { renderFull($0) }
    }

    #if os(Linux)
    CounterStartup.register()
    #endif
}

/// Hosts kept across iterations of one benchmark.
@MainActor
enum Hosts {
    static var counter: TestHost<CounterRoot>?
    static var lists: [Int: TestHost<ListRoot>] = [:]
    static var listPosition: [Int: Int] = [:]
    static var fanout: TestHost<FanoutRoot>?
    static var render: TestHost<RenderRoot>?
}

// MARK: - counter.update

/// The counter demo's model.
@Observable
final class CounterModel {
    var count = 0
    func increment() { count += 1 }
}

/// The counter demo's increment action: equal across re-renders.
struct IncrementAction: Equatable {
    private let action: EnvironmentAction<Void>
    init(_ model: CounterModel?) { action = EnvironmentAction { model?.increment() } }
    @MainActor func callAsFunction() { action() }
}

extension EnvironmentValues {
    @Entry var _counterModel: CounterModel?
    var benchmarkCount: Int { _counterModel?.count ?? 0 }
    var benchmarkIncrement: IncrementAction { IncrementAction(_counterModel) }
}

/// The counter demo's tree: the model in the environment at the root, a screen that knows only
/// the action, a section that knows nothing, and a view that reads the derived count.
struct CounterRoot: View {
    @State private var model = CounterModel()
    var body: some View {
        CounterScreen().environment(\._counterModel, model)
    }
}

struct CounterScreen: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.benchmarkIncrement) private var increment
    var body: some View {
        VStack(alignment: .leading) {
            Text("CursesUI counter").bold()
            Divider()
            CountSection()
            Divider()
            Text("Return: increment · +: increment · q: quit").foregroundStyle(.secondary)
        }
        .frame(width: 44)
        .onKeyPress("+") {
            increment()
            return .handled
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }
}

struct CountSection: View {
    var body: some View {
        CounterView().padding(.vertical, 1)
    }
}

struct CounterView: View {
    @Environment(\.benchmarkCount) private var count
    @Environment(\.benchmarkIncrement) private var increment
    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)")
            Button("Increment") { increment() }
        }
    }
}

@MainActor
func counterUpdate(_ benchmark: Benchmark) {
    let host = Hosts.counter ?? TestHost(CounterRoot(), width: 80, height: 24)
    Hosts.counter = host
    let bodies = host.bodyEvaluationCount
    benchmark.startMeasurement()
    host.press(.return)  // the focused Increment button
    benchmark.stopMeasurement()
    benchmark.measurement(Metrics.bodyEvaluations, host.bodyEvaluationCount - bodies)
    benchmark.measurement(Metrics.cellsChanged, host.lastFrameChangedCells)
}

// MARK: - list.scroll / list.open

struct ListRow: Identifiable, Hashable {
    let id: Int
}

/// A full-screen list with a selection.
struct ListRoot: View {
    let rows: [ListRow]
    @State private var selection: Int?
    var body: some View {
        List(rows, selection: $selection) { row in
            Text("Row \(row.id)")
        }
    }
}

let listHeight = 24

@MainActor
func listScroll(_ benchmark: Benchmark, rows: Int) {
    let host: TestHost<ListRoot>
    if let existing = Hosts.lists[rows] {
        host = existing
    } else {
        host = TestHost(ListRoot(rows: (0..<rows).map(ListRow.init)), width: 80, height: listHeight)
        Hosts.lists[rows] = host
    }
    // Keep the selection on the last visible line so that every measured Down scrolls.
    var position = Hosts.listPosition[rows] ?? -1
    if position < listHeight || position >= rows - 2 {
        host.press(.home)
        position = 0
        for _ in 0..<listHeight { host.press(.downArrow); position += 1 }
    }
    benchmark.startMeasurement()
    host.press(.downArrow)
    benchmark.stopMeasurement()
    Hosts.listPosition[rows] = position + 1
}

@MainActor
func listOpen(_ benchmark: Benchmark, rows: Int) {
    let data = (0..<rows).map(ListRow.init)
    benchmark.startMeasurement()
    let host = TestHost(ListRoot(rows: data), width: 80, height: listHeight)
    benchmark.stopMeasurement()
    blackHole(host)
}

// MARK: - environment.fanout

struct FanoutState: Equatable {
    var a = 0
    var b = 0
}

extension EnvironmentValues {
    @Entry var state = FanoutState()
}

/// Counts reader bodies; only touched on the main actor.
@MainActor
enum ReaderCounter {
    static var a = 0
    static var b = 0
}

struct ReaderA: View {
    @Environment(\.state.a) private var a
    var body: some View {
        ReaderCounter.a += 1
        return Text("a \(a)")
    }
}

struct ReaderB: View {
    @Environment(\.state.b) private var b
    var body: some View {
        ReaderCounter.b += 1
        return Text("b \(b)")
    }
}

/// 1,000 readers of `\.state.a` and 1,000 of `\.state.b`; "a" changes `a`.
struct FanoutRoot: View {
    @State private var state = FanoutState()
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<1_000) { _ in ReaderA() }
            ForEach(0..<1_000) { _ in ReaderB() }
        }
        .environment(\.state, state)
        .onKeyPress("a") {
            state.a += 1
            return .handled
        }
    }
}

@MainActor
func environmentFanout(_ benchmark: Benchmark) {
    let host = Hosts.fanout ?? TestHost(FanoutRoot(), width: 80, height: 24)
    Hosts.fanout = host
    let bodies = host.bodyEvaluationCount
    let readers = ReaderCounter.a + ReaderCounter.b
    benchmark.startMeasurement()
    host.press("a")
    benchmark.stopMeasurement()
    benchmark.measurement(Metrics.bodyEvaluations, host.bodyEvaluationCount - bodies)
    benchmark.measurement(Metrics.readerBodies, ReaderCounter.a + ReaderCounter.b - readers)
}

// MARK: - render.full

/// 60 rows of styled text mixing ASCII, East Asian wide characters and emoji, 200 cells wide.
/// Space shifts every row, so each frame redraws the whole screen.
struct RenderRoot: View {
    @State private var tick = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<60) { row in
                RenderLine(row: row, tick: tick)
            }
        }
        .onKeyPress(.space) {
            tick += 1
            return .handled
        }
    }
}

struct RenderLine: View {
    let row: Int
    let tick: Int
    var body: some View {
        let n = row + tick
        HStack(spacing: 0) {
            Text("\(n % 10) line \(row) tick \(tick) ascii text ").bold().foregroundStyle(.green)
            Text("日本語のテキスト\(n % 7)と中文字符 ").foregroundStyle(.yellow).background(.blue)
            Text("emoji 🎉🚀✨ \(n) ").underline().foregroundStyle(.red)
            Text(String(repeating: "混合 mixed ", count: 10)).foregroundColor(n % 2 == 0 ? .cyan : .magenta)
        }
        .frame(width: 200, alignment: .leading)
    }
}

@MainActor
func renderFull(_ benchmark: Benchmark) {
    let host = Hosts.render ?? TestHost(RenderRoot(), width: 200, height: 60)
    Hosts.render = host
    let bodies = host.bodyEvaluationCount
    benchmark.startMeasurement()
    host.press(.space)
    benchmark.stopMeasurement()
    benchmark.measurement(Metrics.bodyEvaluations, host.bodyEvaluationCount - bodies)
    benchmark.measurement(Metrics.cellsChanged, host.lastFrameChangedCells)
}

// MARK: - Main actor

/// Carries the runner's `Benchmark` to the main actor; the runner does not touch it meanwhile.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
}

/// Runs one iteration on the main actor, where `TestHost` lives.
func onMainActor(_ benchmark: Benchmark, _ body: @escaping @MainActor (Benchmark) -> Void) async {
    let box = UncheckedBox(value: benchmark)
    await MainActor.run { body(box.value) }
}
