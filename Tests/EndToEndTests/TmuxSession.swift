import Foundation

/// A failure of the end-to-end harness, with everything needed to see what went wrong
/// (usually the last screen).
struct EndToEndError: Error, CustomStringConvertible {
    var description: String
}

/// A private tmux server with one window, used to drive a real program through a real terminal.
///
/// Each session runs its own server (`tmux -L <unique name>`), so tests can run in parallel
/// without seeing each other; the server is killed when the session is released.
final class TmuxSession {
    /// The tmux server's socket name.
    let server: String
    private let tmux: String
    private let target = "e2e"
    /// The server's socket file, removed on release because tmux leaves it behind.
    private var socketPath: String?

    /// The shell command that the window runs by default: a plain `sh` with a known prompt
    /// (`$ `) and terminal type, so screens are predictable.
    static let shell = "env -u ENV TERM=xterm-256color LANG=C.UTF-8 PS1='$ ' sh"

    /// Starts a server whose only window is `width`×`height` and runs `command` (a shell command
    /// line; by default an interactive `sh`).
    init(width: Int = 80, height: Int = 24, command: String = TmuxSession.shell) throws {
        guard let tmux = TmuxSession.findExecutable("tmux") else {
            throw EndToEndError(description: "tmux is not installed; install it (apt-get install tmux) to run the end-to-end tests.")
        }
        self.tmux = tmux
        server = "cursesui-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        try run(["-f", "/dev/null", "new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)", command],
                detachedServer: true)
        socketPath = try display("#{socket_path}")
    }

    deinit {
        _ = try? run(["kill-server"])
        if let socketPath, !socketPath.isEmpty { unlink(socketPath) }
    }

    // MARK: Driving

    /// Types `commandLine` into the shell and presses Enter.
    func runCommand(_ commandLine: String) throws {
        try type(commandLine)
        try press("Enter")
    }

    /// Types `text` literally (`send-keys -l`).
    func type(_ text: String) throws {
        try run(["send-keys", "-t", target, "-l", "--", text])
    }

    /// Presses keys by their tmux names: `Enter`, `Tab`, `BTab`, `Space`, `Up`, `Down`, `C-c`, `q`…
    func press(_ keys: String...) throws {
        try run(["send-keys", "-t", target] + keys)
    }

    /// Resizes the window, as a user resizing their terminal would.
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    // MARK: Reading

    /// The visible screen as text, one line per row, trailing spaces removed.
    func screen() throws -> String {
        try run(["capture-pane", "-p", "-t", target])
    }

    /// The visible screen with SGR escape sequences for colors and attributes.
    func styledScreen() throws -> String {
        try run(["capture-pane", "-p", "-e", "-t", target])
    }

    /// A tmux format evaluated for the window, such as `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen every 20 ms until `condition` holds, and returns that screen. On timeout
    /// it throws with the last screen, so a failure shows what the terminal looked like.
    @discardableResult
    func waitUntil(
        _ description: String, timeout: Duration = .seconds(10), _ condition: (String) throws -> Bool
    ) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            let current = try screen()
            if try condition(current) { return current }
            if ContinuousClock.now >= deadline {
                throw EndToEndError(description: "Timed out after \(timeout) waiting for \(description). Last screen:\n\(current)")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Waits until the screen shows `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(10)) async throws -> String {
        try await waitUntil("\"\(text)\" on screen", timeout: timeout) { $0.contains(text) }
    }

    /// Waits until the shell prompt (`$ `) is the last non-empty line.
    @discardableResult
    func waitForPrompt(timeout: Duration = .seconds(10)) async throws -> String {
        try await waitUntil("the shell prompt", timeout: timeout, Self.showsPrompt)
    }

    /// Whether the shell's prompt is the last line written on `screen` (the rows below it blank).
    static func showsPrompt(_ screen: String) -> Bool {
        screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } == "$"
    }

    // MARK: Process plumbing

    /// Runs one tmux client command against this server and returns what it printed.
    ///
    /// Uses `posix_spawn` and `waitpid` rather than `Process`, whose child monitoring can miss an
    /// exit when several tests start processes at once.
    @discardableResult
    private func run(_ arguments: [String], detachedServer: Bool = false) throws -> String {
        // -u: the screen comes back as UTF-8 whatever the test process's locale.
        let argv = [tmux, "-u", "-L", server] + arguments
        let environment = ProcessInfo.processInfo.environment
            .filter { $0.key != "TMUX" && $0.key != "TMUX_PANE" }
            .map { "\($0.key)=\($0.value)" }
        let (pid, output) = try TmuxSession.spawn(argv, environment: environment, discardingOutput: detachedServer)
        var data: [UInt8] = []
        if output >= 0 {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(output, &buffer, buffer.count)
                if count > 0 { data += buffer[0..<count]; continue }
                if count < 0 && errno == EINTR { continue }
                break
            }
            close(output)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = String(decoding: data, as: UTF8.self)
        // A normal exit has no signal bits (status & 0x7f) and keeps its code in bits 8-15.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
            throw EndToEndError(description: "tmux \(arguments.joined(separator: " ")) failed (status \(status)): \(text)")
        }
        return text
    }

    /// Starts `argv` with stdin from /dev/null and stdout and stderr into a pipe (or /dev/null);
    /// returns the child's pid and the pipe's read end (-1 when discarding).
    private static func spawn(_ argv: [String], environment: [String], discardingOutput: Bool) throws -> (pid_t, Int32) {
        ChildProcess.spawnLock.lock()
        defer { ChildProcess.spawnLock.unlock() }
        var fds: [Int32] = [-1, -1]
        if !discardingOutput {
            guard pipe(&fds) == 0 else { throw EndToEndError(description: "pipe failed: errno \(errno)") }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if discardingOutput {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
            posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        }
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup($0) } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        // Test threads block most signals; a tmux server that inherited that mask would never
        // see its children exit and could not be killed, so start it with a clean slate.
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
        var pid: pid_t = 0
        let result = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
        if !discardingOutput { close(fds[1]) }
        guard result == 0 else {
            if !discardingOutput { close(fds[0]) }
            throw EndToEndError(description: "could not start \(argv[0]): error \(result)")
        }
        return (pid, discardingOutput ? -1 : fds[0])
    }

    /// The first executable named `name` on PATH (or in /usr/bin).
    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let directories = path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/usr/bin", "/bin"]
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
