import Benchmark
import BenchmarkedCounterDemo
@_spi(Benchmarks) import CursesUI
#if canImport(Glibc)
import Glibc
#endif

// `ncurses.bytes`: what one counter increment writes to a real terminal.

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
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw SetupError.noPseudoTerminal }
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

#endif
