#if os(Linux)
import Glibc

/// Launches a terminal program on a fresh pseudo-terminal, the way a terminal emulator would, and
/// measures how long it takes until its first frame shows and how much memory it holds then.
///
/// The program runs as a session leader with the pty's slave side as its controlling terminal and
/// as stdin, stdout and stderr, in a fixed environment (`TERM`, `LANG`, `HOME`, `PATH` only), so
/// runs are comparable. The probe reads the master side until `expected` appears in what the
/// program wrote, reads `/proc/<pid>/status`, then types `quit` and reaps the program.
struct StartupProbe {
    /// What one launch measured.
    struct Sample {
        /// From just before `posix_spawn` until `expected` was read from the master side.
        var startupNanoseconds: Int
        /// `VmHWM`: the peak resident set size up to the first frame.
        var peakResidentKiB: Int
        /// `VmRSS`: the resident set size right after the first frame.
        var residentKiB: Int
        /// `RssAnon`: the resident pages that belong to this process alone (heap, stacks, dirty data).
        var anonymousResidentKiB: Int
        /// `RssFile`: resident pages mapped from files (executable and shared libraries), which
        /// other processes using the same libraries share.
        var fileResidentKiB: Int
        /// Bytes the program wrote up to and including the first frame.
        var bytesUntilFirstFrame: Int
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The program to run.
    var executable: String
    var arguments: [String] = []
    /// Text the first frame contains; its arrival on the master side ends the measurement.
    var expected: String
    /// Bytes to type to end the program: `q` ends a CursesUI demo (which reads keys raw and exits
    /// before the Return), and the Return ends a plain program waiting in `readLine()`.
    var quit: String = "q\r"
    var columns: UInt16 = 80
    var rows: UInt16 = 24
    var terminalType = "xterm-256color"
    /// The longest wait for the first frame, and for the exit after `quit`.
    var timeoutMilliseconds = 5_000

    /// Runs the program once. The measurement callbacks bracket exactly the timed part.
    func launch(startMeasurement: () -> Void = {}, stopMeasurement: () -> Void = {}) throws -> Sample {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        var slaveName = [CChar](repeating: 0, count: 128)
        guard openpty(&master, &slave, &slaveName, nil, &size) == 0 else {
            throw Failure(description: "openpty failed: errno \(errno)")
        }
        defer { close(master) }
        // Neither end may leak into the child: it opens the slave by name to make it its
        // controlling terminal.
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A new session, so that opening the slave makes it the controlling terminal.
        posix_spawnattr_setflags(&attributes, Self.spawnSetSID)

        let argv = CStrings([executable] + arguments)
        let envp = CStrings(environment())
        let expectedBytes = Array(expected.utf8)
        var output: [UInt8] = []
        var pid: pid_t = 0

        startMeasurement()
        let start = Self.now()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv.pointers, envp.pointers)
        guard spawned == 0 else {
            stopMeasurement()
            close(slave)
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        let found = read(from: master, into: &output, until: expectedBytes)
        stopMeasurement()
        close(slave)

        defer { reap(pid, master: master) }
        guard found != nil else {
            let text = String(decoding: output, as: UTF8.self)
            throw Failure(description: "no \"\(expected)\" from \(executable) within \(timeoutMilliseconds) ms; it wrote \(output.count) bytes: \(text.debugDescription.prefix(400))")
        }
        let status = try Self.status(of: pid)
        return Sample(
            startupNanoseconds: found! - start,
            peakResidentKiB: status["VmHWM"] ?? 0,
            residentKiB: status["VmRSS"] ?? 0,
            anonymousResidentKiB: status["RssAnon"] ?? 0,
            fileResidentKiB: status["RssFile"] ?? 0,
            bytesUntilFirstFrame: output.count
        )
    }

    /// The child's environment: fixed, so that the caller's shell does not change the result.
    private func environment() -> [String] {
        var values = ["TERM=\(terminalType)", "LANG=C.UTF-8"]
        for name in ["HOME", "PATH"] {
            if let value = getenv(name) { values.append("\(name)=\(String(cString: value))") }
        }
        return values
    }

    /// Reads `fd` until `needle` appears in everything read so far; returns the time (`now()`) it
    /// appeared, or `nil` on a timeout or when the child closes the pty.
    private func read(from fd: Int32, into output: inout [UInt8], until needle: [UInt8]) -> Int? {
        let start = Self.now()
        let deadline = start + timeoutMilliseconds * 1_000_000
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let remaining = (deadline - Self.now()) / 1_000_000
            guard remaining > 0 else { return nil }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(remaining))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            let count = Glibc.read(fd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            let searchFrom = max(0, output.count - needle.count + 1)
            output.append(contentsOf: buffer[0..<count])
            if Self.contains(output, needle, from: searchFrom) { return Self.now() }
        }
    }

    /// Types `quit`, drains what the child writes while it restores the terminal, and waits for it;
    /// kills it if it does not end in time.
    private func reap(_ pid: pid_t, master: Int32) {
        _ = quit.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) }
        let deadline = Self.now() + timeoutMilliseconds * 1_000_000
        var buffer = [UInt8](repeating: 0, count: 4_096)
        var status: Int32 = 0
        while Self.now() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 10) > 0 { _ = Glibc.read(master, &buffer, buffer.count) }
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }

    /// The `kB` fields of `/proc/<pid>/status`.
    static func status(of pid: pid_t) throws -> [String: Int] {
        guard let file = fopen("/proc/\(pid)/status", "r") else {
            throw Failure(description: "cannot read /proc/\(pid)/status")
        }
        defer { fclose(file) }
        var fields: [String: Int] = [:]
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let length = line.firstIndex(of: 0) ?? line.count
            let text = String(decoding: line[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasSuffix(" kB\n"), let colon = text.firstIndex(of: ":") else { continue }
            let number = text[text.index(after: colon)...].dropLast(4).trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            fields[String(text[..<colon])] = Int(number)
        }
        return fields
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8], from start: Int) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return needle.isEmpty }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// glibc's `POSIX_SPAWN_SETSID` (2.26 and later), which Swift does not import: `spawn.h` defines
    /// it only under `_GNU_SOURCE`.
    private static let spawnSetSID: Int16 = 0x80

    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }
}

/// A NULL-terminated array of C strings that lives as long as this value.
private final class CStrings {
    let pointers: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let count: Int

    init(_ strings: [String]) {
        count = strings.count
        pointers = .allocate(capacity: count + 1)
        for (index, string) in strings.enumerated() { pointers[index] = strdup(string) }
        pointers[count] = nil
    }

    deinit {
        for index in 0..<count { free(pointers[index]) }
        pointers.deallocate()
    }
}
#endif
