import Benchmark
@_spi(Benchmarks) import CursesUI
#if canImport(Glibc)
import Glibc
#endif

// Benchmarks of CursesUI, driven headless through the public `TestHost`, except `ncurses.bytes`,
// which runs the real ncurses terminal on a pseudo-terminal through `NcursesSession`
// (`@_spi(Benchmarks)`).
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
    /// Bytes the terminal received for the measured frame (read from the pseudo-terminal's master).
    static let bytesWritten = BenchmarkMetric.custom("bytes written", useScalingFactor: false)
    /// `write()` calls made for the measured frame (`syscw` of `/proc/thread-self/io`).
    static let writeCalls = BenchmarkMetric.custom("write calls", useScalingFactor: false)
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
    Benchmark(
        "ncurses.bytes",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, Metrics.bytesWritten, Metrics.writeCalls],
            timeUnits: .microseconds, warmupIterations: 10, maxDuration: .seconds(3), maxIterations: 2_000
        )
    ) { benchmark in
        await ncursesBytes(benchmark)
    }
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

// MARK: - ncurses.bytes

#if os(Linux)
/// The counter tree in the real ncurses terminal on a pseudo-terminal that answers the query for
/// synchronized output, as a terminal that supports mode 2026 does; run with
/// `CURSESUI_SYNCHRONIZED_OUTPUT=0` to measure plain frames. ncurses keeps one screen per process,
/// so this benchmark is the only one that uses it.
@MainActor
final class PseudoTerminalCounter {
    let master: Int32
    let slave: Int32
    let session: NcursesSession

    static var shared: PseudoTerminalCounter?

    init() throws {
        guard let (master, slavePath) = openPseudoTerminal() else { throw SetupError.noPseudoTerminal }
        let slave = open(slavePath, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw SetupError.noPseudoTerminal }
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        self.master = master
        self.slave = slave
        session = try NcursesSession(CounterRoot(), terminalType: "xterm-256color", input: slave, output: slave)
        _ = readAvailable(from: master, waiting: 100)
        // Answer the DECRQM query the terminal sent at start: mode 2026 known, currently reset.
        guard type(Array("\u{1B}[?2026;2$y".utf8)) else { throw SetupError.noInput }
        session.handleInput()
        let disabled = getenv("CURSESUI_SYNCHRONIZED_OUTPUT").map { String(cString: $0) == "0" } ?? false
        guard session.synchronizesOutput != disabled else { throw SetupError.noSynchronizedOutput }
        _ = readAvailable(from: master, waiting: 100)
    }

    enum SetupError: Error { case noPseudoTerminal, noInput, noSynchronizedOutput }

    /// Types `bytes` at the terminal and waits until the slave side can read them.
    nonisolated func type(_ bytes: [UInt8]) -> Bool {
        guard bytes.withUnsafeBytes({ write(master, $0.baseAddress, $0.count) }) == bytes.count else { return false }
        var descriptor = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 5_000) > 0
    }
}

/// One Return on the focused Increment button: the key goes in through the pseudo-terminal, then
/// the session reads it, updates, renders and writes the frame; what the terminal receives is read
/// back from the master. Only the handling (read, update, render, write) is timed.
func ncursesBytes(_ benchmark: Benchmark) async {
    let box = UncheckedBox(value: benchmark)
    guard let counter = await MainActor.run(body: { () -> PseudoTerminalCounter? in
        if PseudoTerminalCounter.shared == nil { PseudoTerminalCounter.shared = try? PseudoTerminalCounter() }
        return PseudoTerminalCounter.shared
    }) else {
        fatalError("ncurses.bytes: could not run the counter on a pseudo-terminal")
    }
    guard counter.type([0x0D]) else { fatalError("ncurses.bytes: the key never reached the terminal") }
    let writes = await MainActor.run { () -> (calls: Int, bytes: Int) in
        let before = threadWrites()
        box.value.startMeasurement()
        counter.session.handleInput()
        box.value.stopMeasurement()
        let after = threadWrites()
        return (after.calls - before.calls, after.bytes - before.bytes)
    }
    let received = readAvailable(from: counter.master, atLeast: writes.bytes)
    benchmark.measurement(Metrics.bytesWritten, received.count)
    benchmark.measurement(Metrics.writeCalls, writes.calls)
}

/// `syscw` and `wchar` of `/proc/thread-self/io`: the write() calls of the calling thread and the
/// bytes given to them. A frame is written by the thread presenting it, so the difference across
/// one synchronous main-actor job counts that job's writes alone.
func threadWrites() -> (calls: Int, bytes: Int) {
    let descriptor = open("/proc/thread-self/io", O_RDONLY)
    guard descriptor >= 0 else { return (0, 0) }
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 512)
    let count = read(descriptor, &buffer, buffer.count)
    guard count > 0 else { return (0, 0) }
    var calls = 0, bytes = 0
    for line in String(decoding: buffer[0..<count], as: UTF8.self).split(separator: "\n") {
        let parts = line.split(separator: ":")
        guard parts.count == 2, let value = Int(parts[1].drop { $0 == " " }) else { continue }
        if parts[0] == "syscw" { calls = value }
        if parts[0] == "wchar" { bytes = value }
    }
    return (calls, bytes)
}

/// Reads from `descriptor` until `atLeast` bytes have come (waiting up to 5 s for each part), then
/// whatever else is already there, or waits `waiting` milliseconds for each more.
func readAvailable(from descriptor: Int32, atLeast minimum: Int = 0, waiting: Int32 = 0) -> [UInt8] {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 8192)
    while true {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, bytes.count < minimum ? 5_000 : waiting) > 0 else { break }
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { break }
        bytes += buffer[0..<count]
    }
    return bytes
}

/// Opens a pseudo-terminal master and names its slave. The `posix_openpt` family is not in
/// Swift's Glibc module (it needs `_XOPEN_SOURCE`), so it is looked up at run time.
func openPseudoTerminal() -> (master: Int32, slavePath: String)? {
    typealias OpenFunction = @convention(c) (Int32) -> Int32
    typealias NameFunction = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    let library = dlopen(nil, RTLD_NOW)
    guard let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
          let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname") else { return nil }
    let master = unsafeBitCast(openSymbol, to: OpenFunction.self)(O_RDWR | O_NOCTTY)
    guard master >= 0 else { return nil }
    guard unsafeBitCast(grantSymbol, to: OpenFunction.self)(master) == 0,
          unsafeBitCast(unlockSymbol, to: OpenFunction.self)(master) == 0,
          let name = unsafeBitCast(nameSymbol, to: NameFunction.self)(master) else {
        close(master)
        return nil
    }
    return (master, String(cString: name))
}
#endif
