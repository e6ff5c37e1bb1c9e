import Foundation
import Testing

/// The attacks of issue 18, kept as tests: bad and cut-off input, mouse floods, pastes, terminal
/// housekeeping keys, signals of every kind and a terminal that stops reading, each against a
/// real app in a real terminal (tmux, or a bare pseudo-terminal where tmux would read for us).
/// Every negative check waits for a positive marker first: a key typed after the bad input, whose
/// effect proves that the input before it has been read.
@Suite("Reliability: hostile input and signals")
struct HostileInputEndToEndTests {
    // MARK: Input never loses what follows bad input

    @Test("invalid UTF-8 loses none of the keys after it in the same read")
    func invalidUTF8() async throws {
        let session = try TmuxSession()
        _ = try await ReliabilityEndToEndTests.launchCounter(in: session)
        // Each invalid sequence, then three Returns on [ Increment ], in one write.
        let invalid = ["ff", "fe", "80", "c3", "e2 82", "ed a0 80", "c0 af", "f4 90 80 80"]
        for (index, bytes) in invalid.enumerated() {
            try session.sendBytes(bytes + " 0d 0d 0d")
            try await session.waitFor("Count: \(3 * (index + 1))")
        }
        try session.press("q")
        #expect(try await session.expectTerminalRestored() == 0)
    }

    /// A cut-off SGR mouse report (`ESC [ <`) must not leave the app waiting inside a read for its
    /// end. The pause lets the escape delay (25 ms) pass, so the key after it is read on its own,
    /// as a user's next key would be.
    @Test("a cut-off escape sequence never blocks keys")
    func truncatedSequenceDoesNotBlockKeys() async throws {
        let session = try TmuxSession()
        _ = try await ReliabilityEndToEndTests.launchCounter(in: session)
        for count in 1...3 {
            try session.sendBytes("1b 5b 3c")
            try await Task.sleep(for: .milliseconds(100))
            try session.type("+")
            try await session.waitFor("Count: \(count)")
        }
        try session.press("q")
        #expect(try await session.expectTerminalRestored() == 0)
    }

    @Test("a cut-off escape sequence never blocks SIGTERM")
    func truncatedSequenceDoesNotBlockSignals() async throws {
        let session = try TmuxSession()
        let counter = try await ReliabilityEndToEndTests.launchCounter(in: session, countingTo: 1)
        try session.sendBytes("1b 5b 3c")
        try await Task.sleep(for: .milliseconds(100))
        #expect(kill(try counter.processID(in: session), SIGTERM) == 0)
        #expect(try await session.expectTerminalRestored() == 128 + Int(SIGTERM))
    }

    // MARK: Every mouse event counts

    @Test("every click of a write counts, 2, 3, 10 or 500 at once")
    func everyClickCounts() async throws {
        let counter = try DemoApp.locate("counter")
        let session = try TmuxSession()
        let screen = try await session.launch(counter, waitingFor: "Count: 0", "[ Increment ]")
        try await session.waitUntil("mouse reporting on") { _ in try session.display("#{mouse_any_flag}") == "1" }
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(rows.firstIndex { $0.contains("[ Increment ]") })
        let x = rows[row].distance(from: rows[row].startIndex, to: try #require(rows[row].range(of: "Increment")).lowerBound)
        let click = MouseEndToEndTests.sgrReport(x: x, y: row) + MouseEndToEndTests.sgrReport(x: x, y: row, release: true)
        var total = 0
        for clicks in [2, 3, 10, 500] {
            try session.type(String(repeating: click, count: clicks))
            total += clicks
            try await session.waitFor("Count: \(total)")
        }
        try session.press("q")
        #expect(try await session.expectTerminalRestored() == 0)
    }

    // MARK: Pasting is safe and linear

    @Test("a paste is text: a pasted Ctrl-C does not quit, line breaks become spaces")
    func pasteIsText() async throws {
        let session = try TmuxSession()
        try await session.launch(try DemoApp.locate("input-probe"), waitingFor: "Length: 0")
        try session.paste("ab\u{03}cd\n q", bracketed: true)
        try await session.waitFor("Length: 7 Tail: abcd  q")
        try session.press("C-c")
        #expect(try await session.expectTerminalRestored() == 130)
    }

    @Test("a 100 kB paste arrives whole and at once")
    func longPaste() async throws {
        let session = try TmuxSession()
        try await session.launch(try DemoApp.locate("input-probe"), waitingFor: "Length: 0")
        try session.paste(String(repeating: "x", count: 100_000) + "END", bracketed: true)
        try await session.waitFor("Length: 100003 Tail: xxxxxxxxxEND", timeout: .seconds(30))
        try session.press("C-c")
        #expect(try await session.expectTerminalRestored() == 130)
    }

    /// A paste that never ends (no end marker) holds no key hostage: SIGTERM ends the app while
    /// the text is still streaming in. On a bare pseudo-terminal, so that the rest of the paste
    /// cannot reach a shell after the app has gone.
    @Test("signals are handled during a long paste")
    func signalDuringPaste() async throws {
        let tty = try PseudoTerminal()
        let probe = try DemoApp.locate("input-probe")
        let pid = try ChildProcess.spawn(probe.path, tty: tty.slavePath, environment: NoTerminalTests.environment(term: "xterm-256color"))
        defer { kill(pid, SIGKILL); _ = ChildProcess.wait(for: pid, timeout: .seconds(5)) }
        try tty.waitForOutput(containing: "Length: 0")
        _ = fcntl(tty.master, F_SETFL, fcntl(tty.master, F_GETFL) | O_NONBLOCK)
        let start = Array("\u{1B}[200~".utf8)
        #expect(write(tty.master, start, start.count) == start.count)
        let chunk = [UInt8](repeating: 0x79, count: 4096)
        for _ in 0..<16 { _ = write(tty.master, chunk, chunk.count) }
        #expect(kill(pid, SIGTERM) == 0)
        // The paste goes on while the app is asked to end.
        for _ in 0..<32 { _ = write(tty.master, chunk, chunk.count) }
        #expect(ChildProcess.wait(for: pid, timeout: .seconds(10)) == .exited(128 + SIGTERM))
    }

    /// A paste whose end marker never comes ends after half a second of quiet: the text so far is
    /// in the field, and the keys typed after it are keys again, not more pasted text.
    @Test("a paste whose end marker never comes ends when input goes quiet; keys after it are keys")
    func unterminatedPaste() async throws {
        let session = try TmuxSession()
        try await session.launch(try DemoApp.locate("input-probe"), waitingFor: "Length: 0")
        try session.sendBytes("1b 5b 32 30 30 7e 61 62 63")  // ESC [ 200 ~ abc, and no ESC [ 201 ~
        try await session.waitFor("Length: 3 Tail: abc")
        // Down to [ Add one ] and Return, as keys.
        try session.sendBytes("1b 5b 42 0d")
        let screen = try await session.waitFor("Count: 1")
        #expect(screen.contains("Length: 3 Tail: abc"))
        try session.press("C-c")
        #expect(try await session.expectTerminalRestored() == 130)
    }

    // MARK: Terminal housekeeping

    @Test("cursor keys work in normal mode (ESC [ B) as in application mode (ESC O B)")
    func cursorKeysInBothModes() async throws {
        let session = try TmuxSession()
        try await session.launch(try DemoApp.locate("input-probe"), waitingFor: "Count: 0")
        // Down from the text field to [ Add one ], Return.
        try session.sendBytes("1b 5b 42 0d")
        try await session.waitFor("Count: 1")
        try session.sendBytes("1b 4f 42 0d")
        try await session.waitFor("Count: 11")
        try session.sendBytes("1b 5b 41 0d")
        try await session.waitFor("Count: 12")
        try session.press("C-c")
        #expect(try await session.expectTerminalRestored() == 130)
    }

    @Test("Ctrl-L and a SIGWINCH at the same size redraw a garbled screen")
    func redraw() async throws {
        let session = try TmuxSession()
        let counter = try await ReliabilityEndToEndTests.launchCounter(in: session, countingTo: 1)
        let before = try session.screen()
        try session.garble()
        try await session.waitFor("GARBAGE")
        try session.press("C-l")
        try await session.waitUntil("the counter redrawn after Ctrl-L") { $0 == before }
        try session.garble()
        try await session.waitFor("GARBAGE")
        #expect(kill(try counter.processID(in: session), SIGWINCH) == 0)
        try await session.waitUntil("the counter redrawn after SIGWINCH") { $0 == before }
        try session.press("q")
        #expect(try await session.expectTerminalRestored() == 0)
    }

    // MARK: Every way out restores the terminal

    @Test("SIGQUIT and the unhandled SIGUSR1, SIGUSR2, SIGALRM and SIGPIPE restore the terminal",
          arguments: [SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE])
    func fatalSignal(signal: Int32) async throws {
        let session = try TmuxSession()
        let counter = try DemoApp.locate("counter")
        try await session.waitForPrompt()
        // Without the Swift runtime's backtracer, which would report SIGQUIT as a crash.
        try session.runCommand("SWIFT_BACKTRACE=enable=no \(counter.path)")
        try await session.waitFor("Count: 0")
        #expect(kill(try counter.processID(in: session), signal) == 0)
        try await session.waitForPrompt(timeout: .seconds(30))
        #expect(try await session.expectTerminalRestored() == 128 + Int(signal))
        #expect(try ReliabilityEndToEndTests.mouseReporting(session) == "0")
    }

    /// The terminal stops reading (its output queue is full) while the app draws: SIGTERM still
    /// ends the app, and the restore does not wait for the terminal either.
    @Test("SIGTERM ends the app while the terminal does not read, and the terminal is restored")
    func signalWhileTheTerminalDoesNotRead() async throws {
        let tty = try PseudoTerminal()
        let counter = try DemoApp.locate("counter")
        let pid = try ChildProcess.spawn(counter.path, tty: tty.slavePath, environment: NoTerminalTests.environment(term: "xterm-256color"))
        defer { kill(pid, SIGKILL); _ = ChildProcess.wait(for: pid, timeout: .seconds(5)) }
        try tty.waitForOutput(containing: "Count: 0")
        // Fill the terminal's output queue, as a terminal that stopped reading would let it fill.
        let slave = open(tty.slavePath, O_RDWR | O_NOCTTY | O_NONBLOCK)
        try #require(slave >= 0)
        defer { close(slave) }
        let filler = [UInt8](repeating: 0x78, count: 4096)
        while write(slave, filler, filler.count) > 0 {}
        // Then byte by byte, so that not even a one-digit frame fits.
        while write(slave, filler, 1) > 0 {}
        try #require(errno == EAGAIN)
        // A key makes the app draw a frame it cannot write; then it is asked to end.
        #expect(write(tty.master, "+", 1) == 1)
        #expect(kill(pid, SIGTERM) == 0)
        let status = ChildProcess.wait(for: pid, timeout: .seconds(10))
        #expect(status == .exited(128 + SIGTERM), "the app did not end: \(String(describing: status))")
        var modes = termios()
        #expect(tcgetattr(slave, &modes) == 0)
        #expect(modes.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO), "the tty was left in raw mode")
        let output = String(decoding: tty.drain(), as: UTF8.self)
        #expect(output.contains("\u{1B}[?1049l"), "the alternate screen was not left")
    }

    // MARK: No cursor addressing, no UI

    @Test("TERM=dumb is refused with one clear line")
    func dumbTerminal() throws {
        let counter = try DemoApp.locate("counter")
        let tty = try PseudoTerminal()
        // Under timeout(1), so that an app that wrongly starts ends anyway (status 124).
        let result = try ChildProcess.run("/usr/bin/timeout", arguments: ["10", counter.path], stdin: .path(tty.slavePath),
                                          stdout: .path(tty.slavePath), environment: NoTerminalTests.environment(term: "dumb"))
        NoTerminalTests.expectCleanRefusal(result, terminalOutput: tty.drain(), mentioning: "'dumb'")
    }
}

extension TmuxSession {
    /// Pastes `text` into the window as a terminal does (`paste-buffer`): with `bracketed`, inside
    /// the bracketed-paste markers when the app asked for them; without, as raw bytes.
    func paste(_ text: String, bracketed: Bool) throws {
        guard let tmux = TmuxSession.findExecutable("tmux") else { throw EndToEndError(description: "no tmux") }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("paste-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "TMUX" && $0.key != "TMUX_PANE" }
        for arguments in [["load-buffer", "-b", "e2e-paste", file.path], ["paste-buffer", "-d", "-r"] + (bracketed ? ["-p"] : []) + ["-b", "e2e-paste"]] {
            let result = try ChildProcess.run(tmux, arguments: ["-L", server] + arguments, stdin: .null, stdout: .capture,
                                              environment: environment)
            guard result.exitCode == 0 else {
                throw EndToEndError(description: "tmux \(arguments[0]) failed: \(result.errorText)")
            }
        }
    }

    /// Writes text straight to the window's tty, behind the app's back, so that the screen no
    /// longer shows what the app drew.
    func garble() throws {
        let path = try display("#{pane_tty}")
        let descriptor = open(path, O_WRONLY | O_NOCTTY)
        guard descriptor >= 0 else { throw EndToEndError(description: "could not open \(path)") }
        defer { close(descriptor) }
        let garbage = Array("\u{1B}[1;1HGARBAGE GARBAGE\u{1B}[5;3HGARBAGE".utf8)
        guard write(descriptor, garbage, garbage.count) == garbage.count else {
            throw EndToEndError(description: "could not write to \(path)")
        }
    }
}

extension PseudoTerminal {
    /// Reads what the child writes until it contains `text`, for at most ten seconds.
    func waitForOutput(containing text: String) throws {
        var seen: [UInt8] = []
        let deadline = ContinuousClock.now + .seconds(10)
        while !String(decoding: seen, as: UTF8.self).contains(text) {
            guard ContinuousClock.now < deadline else {
                throw EndToEndError(description: "Timed out waiting for \(text); read: \(String(decoding: seen, as: UTF8.self).debugDescription)")
            }
            seen += drain()
        }
    }
}

extension ChildProcess {
    /// How a child ended.
    enum Status: Equatable {
        case exited(Int32)
        case signaled(Int32)
    }

    /// Starts `path` with the tty at `tty` as its standard streams and returns at once.
    static func spawn(_ path: String, tty: String, environment: [String: String]) throws -> pid_t {
        spawnLock.lock()
        defer { spawnLock.unlock() }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in Int32(0)...2 { posix_spawn_file_actions_addopen(&actions, target, tty, O_RDWR | O_NOCTTY, 0) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = [strdup(path)] + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw EndToEndError(description: "could not start \(path): error \(result)") }
        return pid
    }

    /// Waits up to `timeout` for the child `pid` to end; `nil` if it is still running.
    static func wait(for pid: pid_t, timeout: Duration) -> Status? {
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while ContinuousClock.now < deadline {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                let signal = status & 0x7F
                return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
            }
            if result < 0 && errno != EINTR { return nil }
            usleep(10_000)
        }
        return nil
    }
}
