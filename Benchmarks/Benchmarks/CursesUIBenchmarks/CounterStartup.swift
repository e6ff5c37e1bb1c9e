#if os(Linux)
import Benchmark
import Glibc

/// `counter.startup`: launches the release `counter` demo on an 80x24 pseudo-terminal and measures
/// the wall time until its first frame (`Count: 0`) arrives, and its memory at that moment.
///
/// The benchmark runs the binary it finds; it does not build it. Build it first, from the
/// repository root: `swift build -c release --product counter`. `CURSESUI_STARTUP_BINARY` points
/// it at another binary instead (with `CURSESUI_STARTUP_EXPECT` for the text its first frame shows),
/// which is how the baselines in the README were measured with the very same probe.
enum CounterStartup {
    /// `VmHWM` of the child at its first frame.
    static let peakResident = BenchmarkMetric.custom("peak resident memory (KiB)", useScalingFactor: false)
    /// `RssAnon` of the child at its first frame: memory that is the program's alone.
    static let anonymousResident = BenchmarkMetric.custom("anonymous resident (KiB)", useScalingFactor: false)
    /// `RssFile` of the child at its first frame: executable and libraries, shared with others.
    static let fileResident = BenchmarkMetric.custom("file-backed resident (KiB)", useScalingFactor: false)

    static func register() {
        Benchmark(
            "counter.startup",
            configuration: .init(
                metrics: [.wallClock, peakResident, anonymousResident, fileResident],
                timeUnits: .microseconds,
                // Whole KiB, not thousands of them.
                units: [peakResident: .count, anonymousResident: .count, fileResident: .count],
                warmupIterations: 3,
                maxDuration: .seconds(10),
                maxIterations: 100
            )
        ) { benchmark in
            let probe: StartupProbe
            switch locate() {
            case .success(let found): probe = found
            case .failure(let failure):
                benchmark.error(failure.description)
                return
            }
            do {
                let sample = try probe.launch(
                    startMeasurement: { benchmark.startMeasurement() },
                    stopMeasurement: { benchmark.stopMeasurement() }
                )
                benchmark.measurement(peakResident, sample.peakResidentKiB)
                benchmark.measurement(anonymousResident, sample.anonymousResidentKiB)
                benchmark.measurement(fileResident, sample.fileResidentKiB)
            } catch {
                benchmark.error("\(error)")
            }
        }
    }

    /// The repository root: this file is `Benchmarks/Benchmarks/CursesUIBenchmarks/CounterStartup.swift`.
    static let repositoryRoot: String = {
        var path = "\(#filePath)"
        for _ in 0..<4 {
            path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        }
        return path
    }()

    /// The probe for `CURSESUI_STARTUP_BINARY`, or for the release `counter` of this checkout.
    static func locate() -> Result<StartupProbe, StartupProbe.Failure> {
        let override = getenv("CURSESUI_STARTUP_BINARY").map { String(cString: $0) }
        let path = override ?? "\(repositoryRoot)/.build/release/counter"
        guard access(path, X_OK) == 0 else {
            if override != nil {
                return .failure(.init(description: "CURSESUI_STARTUP_BINARY=\(path) is not an executable file"))
            }
            return .failure(.init(description: """
                counter.startup needs the release build of the counter demo at \(path). \
                Build it first: (cd \(repositoryRoot) && swift build -c release --product counter)
                """))
        }
        let expected = getenv("CURSESUI_STARTUP_EXPECT").map { String(cString: $0) } ?? "Count: 0"
        return .success(StartupProbe(executable: path, expected: expected))
    }
}
#endif
