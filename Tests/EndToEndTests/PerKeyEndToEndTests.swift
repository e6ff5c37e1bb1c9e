import Foundation
import Testing

/// The short form of the per-key benchmark (`Benchmarks/PerKey`): the `counter` demo and the
/// 10,000-row `list-probe` against the C ncurses programs in `Benchmarks/Baselines`, each typed a
/// few dozen keys through a pseudo-terminal by `perkey`. Only machine-independent figures are
/// checked — write() calls, system calls, bytes, frames and wake-ups per key — never times.
/// Needs `cc` and `strace` (CI installs strace).
@Suite("per key through a pseudo-terminal", .serialized)
struct PerKeyEndToEndTests {
    @Test("a counter key: one write, the C program's system calls + 2, no other thread wakes")
    func counterKey() throws {
        let tools = try PerKeyTools.shared()
        let counter = try DemoApp.locate("counter")
        let figures = try tools.measure(["-k", "+", "-e", "Count: 0"], ours: counter.path, c: tools.counter)
        try Self.checkOneThreadOneWrite(figures)
        // The C counter draws the same digit; a CursesUI frame may carry a cursor move more.
        #expect(figures.ours("tty_bytes_per_key") <= figures.c("tty_bytes_per_key") + 8)
    }

    @Test("a Down in a 10,000-row list: one write, the C program's system calls + 2")
    func listDown() throws {
        let tools = try PerKeyTools.shared()
        let list = try DemoApp.locate("list-probe")
        let figures = try tools.measure(["-k", "\\eOB", "-e", "Row 1"], ours: list.path, c: tools.list)
        try Self.checkOneThreadOneWrite(figures)
        // The C list looks the same (full-width selection, scroll bar), so it sends the same bytes.
        #expect(figures.ours("tty_bytes_per_key") <= figures.c("tty_bytes_per_key") + 8)
    }

    @Test("a 2000x2000 terminal showing the counter costs at most 2 bytes per cell above the process's floor")
    func hugeTerminalMemory() throws {
        let tools = try PerKeyTools.shared()
        let counter = try DemoApp.locate("counter")
        func peak(_ size: String) throws -> Double {
            try tools.open(["-e", "Count: 0", "-w", size], ours: counter.path).ours("peak_rss_kib")
        }
        let floor = try peak("80x24")
        let huge = try peak("2000x2000")
        // Frames share their rows, and every blank row is one buffer: the counter's few drawn
        // rows cost cells, the rest a pointer each (0.1 bytes per cell measured). Two full frames
        // of 16-byte cells made this 32 bytes per cell, ncurses' three screens of cchar_t about
        // 150, and 32-byte cells 64.
        let perCell = (huge - floor) * 1024 / (2000 * 2000)
        #expect(perCell <= 2, "\(perCell) bytes per cell (\(huge) KiB peak at 2000x2000, \(floor) KiB at 80x24)")
    }

    @Test("a screen where every cell has its own letter and true colors, changing every row, peaks at 44 bytes per cell")
    func fullScreenMemory() throws {
        let tools = try PerKeyTools.shared()
        let probe = try DemoApp.locate("fill-probe")
        // The peak of a frame that changes every row of `fill-probe` (the worst case: a gradient
        // text on every row over a gradient background), per cell: the slope between two sizes,
        // so the process's floor cancels out.
        func peak(_ side: Int) throws -> Double {
            try tools.open(["-e", "Done after 1 frames", "-w", "\(side)x\(side)"], ours: probe.path + ",1").ours("peak_rss_kib")
        }
        let (small, large) = (200, 400)
        let perCell = (try peak(large) - peak(small)) * 1024 / Double(large * large - small * small)
        // While a frame changes, the frame on screen and the new one are both alive (12-byte
        // cells each), each text keeps its characters as 8-byte glyphs, and its string: 38 to 39
        // bytes measured in this debug build, 41 in a release one. 16-byte cells made it 47.
        #expect(perCell <= 44, "\(perCell) bytes per cell")
    }

    @Test("perkey sees the text it waits for after megabytes of output, as a huge screen's frames write")
    func textAfterMegabytes() throws {
        let tools = try PerKeyTools.shared()
        // perkey kept only the first MiB a program wrote, so it never saw text written later
        // (fill-probe's "Done after 3 frames" at 1000x1000) and gave up after 20 s.
        let figures = try tools.open(["-e", "The end", "-q", "\\n"],
                                     ours: "/bin/sh,-c,yes abcdefgh | head -c 3000000; echo The end; read line")
        #expect(!figures.ours("first_frame_ms").isNaN)
    }

    /// What every key must cost: exactly one frame in one write() from the main thread, nothing
    /// else written (no eventfd), no other thread woken, at most two system calls more than C.
    static func checkOneThreadOneWrite(_ figures: PerKeyFigures) throws {
        #expect(figures.ours("tty_writes_per_key") == 1, "frames (write()s to the terminal) per key")
        #expect(figures.ours("writes_per_key") == 1, "write() calls of any kind per key")
        #expect(figures.ours("other_thread_wakeups_per_key") == 0, "other threads woke")
        #expect(figures.ours("threads_making_syscalls") == 1, "threads other than the main one made system calls")
        #expect(figures.ours("syscalls_per_key") <= figures.c("syscalls_per_key") + 2,
                "system calls per key: \(figures.ours("syscalls_per_key")) against C's \(figures.c("syscalls_per_key"))")
    }
}

/// The figures `perkey -m` printed: "figure LABEL NAME MEDIAN runs ...".
struct PerKeyFigures {
    var values: [String: Double] = [:]
    let output: String

    init(output: String) {
        self.output = output
        for line in output.split(separator: "\n") where line.hasPrefix("figure ") {
            let fields = line.split(separator: " ")
            guard fields.count >= 4, let value = Double(fields[3]) else { continue }
            values["\(fields[1]) \(fields[2])"] = value
        }
    }

    func ours(_ name: String) -> Double { values["ours \(name)"] ?? .nan }
    func c(_ name: String) -> Double { values["c \(name)"] ?? .nan }
}

/// `perkey` and the C baselines, compiled once per test run with the system's C compiler.
final class PerKeyTools: @unchecked Sendable {
    let directory: String
    let perkey: String
    let counter: String
    let list: String

    private static let lock = NSLock()
    nonisolated(unsafe) private static var built: Result<PerKeyTools, any Error>?

    static func shared() throws -> PerKeyTools {
        lock.lock()
        defer { lock.unlock() }
        if built == nil { built = Result { try PerKeyTools() } }
        return try built!.get()
    }

    private init() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        directory = NSTemporaryDirectory() + "cursesui-perkey-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        perkey = directory + "/perkey"
        counter = directory + "/counter"
        list = directory + "/list"
        for (output, source, libraries) in [(perkey, "Benchmarks/PerKey/perkey.c", []),
                                            (counter, "Benchmarks/Baselines/counter.c", ["-lncursesw"]),
                                            (list, "Benchmarks/Baselines/list.c", ["-lncursesw"])] {
            let result = try ChildProcess.run("/usr/bin/env", arguments: ["cc", "-O2", "-o", output, "\(root)/\(source)"] + libraries,
                                              stdin: .null, stdout: .capture, environment: ["PATH": "/usr/bin:/bin"])
            guard result.exitCode == 0 else {
                throw EndToEndError(description: "cc could not build \(source):\n\(result.errorText)")
            }
        }
        let strace = try ChildProcess.run("/usr/bin/env", arguments: ["strace", "-V"], stdin: .null, stdout: .capture,
                                          environment: ["PATH": "/usr/bin:/bin"])
        guard strace.exitCode == 0 else {
            throw EndToEndError(description: "strace is needed to count system calls per key (apt-get install strace)")
        }
    }

    /// Runs `perkey open` once on one program: its first frame and peak memory.
    func open(_ options: [String], ours: String) throws -> PerKeyFigures {
        let result = try ChildProcess.run(perkey, arguments: ["open", "-r", "1", "-m"] + options + ["ours:\(ours)"],
                                          stdin: .null, stdout: .capture, environment: ["PATH": "/usr/bin:/bin"])
        let output = String(decoding: result.standardOutput, as: UTF8.self)
        guard result.exitCode == 0 else {
            throw EndToEndError(description: "perkey failed (\(result.exitCode.map(String.init) ?? "signal")):\n\(result.errorText)\(output)")
        }
        return PerKeyFigures(output: output)
    }

    /// Runs `perkey keys` on both programs: 40 keys, one run each, and one traced run each.
    func measure(_ options: [String], ours: String, c: String) throws -> PerKeyFigures {
        let result = try ChildProcess.run(perkey, arguments: ["keys", "-n", "40", "-r", "1", "-s", "-m"] + options
                                            + ["ours:\(ours)", "c:\(c)"],
                                          stdin: .null, stdout: .capture, environment: ["PATH": "/usr/bin:/bin"])
        let output = String(decoding: result.standardOutput, as: UTF8.self)
        guard result.exitCode == 0 else {
            throw EndToEndError(description: "perkey failed (\(result.exitCode.map(String.init) ?? "signal")):\n\(result.errorText)\(output)")
        }
        return PerKeyFigures(output: output)
    }
}
