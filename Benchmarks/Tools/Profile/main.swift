import Foundation
import Scenarios

// Runs one benchmark scenario many times, for a profiler:
//
//     swift build -c release --package-path Benchmarks --product Profile
//     valgrind --tool=callgrind --toggle-collect='$s9Scenarios*3runyyF' \
//         Benchmarks/.build/release/Profile counter.update 200
//     callgrind_annotate --inclusive=yes callgrind.out.<pid> | swift demangle --simplified
//
// Only `run()` is collected with that toggle, so setup and the first frame stay out of the counts.

let arguments = CommandLine.arguments.dropFirst()
guard let name = arguments.first, Scenarios.names.contains(name) else {
    FileHandle.standardError.write(Data("usage: Profile <\(Scenarios.names.joined(separator: "|"))> [iterations]\n".utf8))
    exit(2)
}
let iterations = arguments.dropFirst().first.flatMap(Int.init) ?? 1_000

MainActor.assumeIsolated {
    let scenario = Scenarios.make(name)!
    let clock = ContinuousClock()
    var elapsed = Duration.zero
    var times: [Duration] = []
    times.reserveCapacity(iterations)
    let before = scenario.counters
    for _ in 0..<iterations {
        scenario.prepare()
        let start = clock.now
        scenario.run()
        let time = clock.now - start
        elapsed += time
        times.append(time)
    }
    let after = scenario.counters
    let perRun = { (value: Int) in Double(value) / Double(iterations) }
    times.sort()
    let microseconds = { (time: Duration) in Double(time.components.attoseconds) / 1e12 + Double(time.components.seconds) * 1e6 }
    let percentile = { (p: Int) in String(format: "%.1f", microseconds(times[min(times.count - 1, times.count * p / 100)])) }
    print("\(name): \(iterations) runs, mean \(elapsed / iterations) per run")
    print("µs per run: p0 \(percentile(0)), p50 \(percentile(50)), p90 \(percentile(90)), p99 \(percentile(99))")
    print("body evaluations per run: \(perRun(after.bodyEvaluations - before.bodyEvaluations))")
    print("sizes computed per run: \(perRun(after.sizeComputations - before.sizeComputations))")
    print("cells changed by the last run: \(after.cellsChanged)")
}
