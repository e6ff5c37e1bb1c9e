import Benchmark
import Scenarios

// Benchmarks of CursesUI. Each headless one times `run()` of a scenario from the `Scenarios`
// target (the `Profile` tool runs the same scenarios under a profiler); `ncurses.bytes` runs the
// counter in the real ncurses terminal on a pseudo-terminal (`PseudoTerminalCounter.swift`).
//
// The benchmark runner calls each closure off the main thread, while `TestHost` lives on the main
// actor. Every benchmark therefore hops to the main actor once per sample and starts and stops
// the measurement itself, inside the main actor, so the hop is not measured. A scenario, and the
// host it keeps, is made before the first measured sample and kept across samples.
//
// `counter.update` takes a microsecond-scale sample: 1,000 increments in a row, reported per
// increment (`scalingFactor: .kilo`), the steady-state cost of one. Measured one at a time, right
// after the hop, an increment also pays for caches the runner and the sleeping main thread left
// cold, and for the wake-up's noise; `counter.update.latency` measures that, for the record.

enum Metrics {
    /// `body` evaluations during the measured operation.
    static let bodyEvaluations = BenchmarkMetric.custom("body evaluations", useScalingFactor: false)
    /// Sizes layout computed (not answered from a cache) during the measured operation.
    static let sizeComputations = BenchmarkMetric.custom("sizes computed", useScalingFactor: false)
    /// Cells the last measured frame changed (`TestHost.lastFrameChangedCells`).
    static let cellsChanged = BenchmarkMetric.custom("cells changed", useScalingFactor: false)
    /// `body` evaluations of the fan-out readers alone.
    static let readerBodies = BenchmarkMetric.custom("reader bodies", useScalingFactor: false)
    /// Bytes the terminal received for the measured frame (read from the pseudo-terminal's master).
    static let bytesWritten = BenchmarkMetric.custom("bytes written", useScalingFactor: false)
    /// `write()` calls made for the measured frame (`syscw` of `/proc/thread-self/io`).
    static let writeCalls = BenchmarkMetric.custom("write calls", useScalingFactor: false)

    static let host = [bodyEvaluations, sizeComputations, cellsChanged]
}

let benchmarks: @Sendable () -> Void = {
    let standard: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal, .instructions]
    Benchmark.defaultConfiguration = .init(
        metrics: standard,
        timeUnits: .microseconds,
        warmupIterations: 10,
        maxDuration: .seconds(3),
        maxIterations: 10_000
    )

    Benchmark(
        "counter.update",
        configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal] + Metrics.host,
                             scalingFactor: .kilo, maxDuration: .seconds(3), maxIterations: 300)
    ) { benchmark in
        await measure(benchmark, "counter.update")
    }

    Benchmark("counter.update.latency", configuration: .init(metrics: standard + Metrics.host)) { benchmark in
        await measure(benchmark, "counter.update")
    }

    Benchmark("list.scroll.1k", configuration: .init(metrics: standard + Metrics.host)) { benchmark in
        await measure(benchmark, "list.scroll.1k")
    }

    Benchmark("list.scroll.100k", configuration: .init(metrics: standard + Metrics.host)) { benchmark in
        await measure(benchmark, "list.scroll.100k")
    }

    Benchmark(
        "list.open.100k",
        configuration: .init(metrics: standard, timeUnits: .microseconds, warmupIterations: 2,
                             maxDuration: .seconds(5), maxIterations: 200)
    ) { benchmark in
        await measure(benchmark, "list.open.100k")
    }

    Benchmark("list.columns.scroll.100k", configuration: .init(metrics: standard + Metrics.host)) { benchmark in
        await measure(benchmark, "list.columns.scroll.100k")
    }

    Benchmark(
        "list.columns.open.100k",
        configuration: .init(metrics: standard, timeUnits: .microseconds, warmupIterations: 2,
                             maxDuration: .seconds(5), maxIterations: 200)
    ) { benchmark in
        await measure(benchmark, "list.columns.open.100k")
    }

    Benchmark("table.scroll.100k", configuration: .init(metrics: standard + Metrics.host)) { benchmark in
        await measure(benchmark, "table.scroll.100k")
    }

    Benchmark(
        "table.open.100k",
        configuration: .init(metrics: standard, timeUnits: .microseconds, warmupIterations: 2,
                             maxDuration: .seconds(5), maxIterations: 200)
    ) { benchmark in
        await measure(benchmark, "table.open.100k")
    }

    Benchmark(
        "environment.fanout",
        configuration: .init(metrics: standard + Metrics.host + [Metrics.readerBodies], timeUnits: .microseconds,
                             warmupIterations: 3, maxDuration: .seconds(5), maxIterations: 500)
    ) { benchmark in
        await measure(benchmark, "environment.fanout") { scenario in
            [Metrics.readerBodies: (scenario as! FanoutScenario).readerBodies]
        }
    }

    Benchmark(
        "render.full",
        configuration: .init(metrics: standard + Metrics.host, timeUnits: .microseconds, warmupIterations: 5,
                             maxDuration: .seconds(5), maxIterations: 2_000)
    ) { benchmark in
        await measure(benchmark, "render.full")
    }

    Benchmark(
        "chart.append.10k",
        configuration: .init(metrics: standard + Metrics.host, timeUnits: .microseconds, warmupIterations: 5,
                             maxDuration: .seconds(5), maxIterations: 1_000)
    ) { benchmark in
        await measure(benchmark, "chart.append.10k")
    }

    Benchmark("layout.geometry.update", configuration: .init(metrics: standard + Metrics.host)) { benchmark in
        await measure(benchmark, "layout.geometry.update")
    }

    Benchmark("layout.viewthatfits.update", configuration: .init(metrics: standard + Metrics.host)) { benchmark in
        await measure(benchmark, "layout.viewthatfits.update")
    }

#if os(Linux)
    Benchmark(
        "ncurses.bytes",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, Metrics.bytesWritten, Metrics.writeCalls],
            timeUnits: .microseconds, warmupIterations: 10, maxDuration: .seconds(3), maxIterations: 2_000
        )
    ) { benchmark in
        await ncursesBytes(benchmark)
    }

    CounterStartup.register()
#endif
}

/// Scenarios kept across iterations, by name.
@MainActor
var scenarios: [String: any Scenario] = [:]

/// Carries the runner's `Benchmark` to the main actor; the runner does not touch it meanwhile.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
}

/// Runs one sample of a scenario on the main actor, timing only its `run()`s (one, or
/// `benchmark.scaledIterations` in a row), and reports the host's counters per run and any
/// `extra` metrics.
func measure(
    _ benchmark: Benchmark, _ name: String,
    extra: @escaping @MainActor (any Scenario) -> [BenchmarkMetric: Int] = { _ in [:] }
) async {
    let box = UncheckedBox(value: benchmark)
    await MainActor.run {
        let benchmark = box.value
        let scenario = scenarios[name] ?? Scenarios.make(name)!
        scenarios[name] = scenario
        scenario.prepare()
        let runs = benchmark.scaledIterations
        let before = scenario.counters
        benchmark.startMeasurement()
        for _ in runs { scenario.run() }
        benchmark.stopMeasurement()
        let after = scenario.counters
        let wanted = benchmark.configuration.metrics
        let counts: [BenchmarkMetric: Int] = [
            Metrics.bodyEvaluations: (after.bodyEvaluations - before.bodyEvaluations) / runs.count,
            Metrics.sizeComputations: (after.sizeComputations - before.sizeComputations) / runs.count,
            Metrics.cellsChanged: after.cellsChanged,
        ].merging(extra(scenario)) { $1 }
        for (metric, value) in counts where wanted.contains(metric) { benchmark.measurement(metric, value) }
    }
}
