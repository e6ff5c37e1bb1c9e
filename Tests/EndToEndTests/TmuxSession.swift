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
    }

    deinit {
        _ = try? run(["kill-server"])
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
        try await waitUntil("the shell prompt", timeout: timeout) { screen in
            screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } == "$"
        }
    }

    // MARK: Process plumbing

    /// Runs one tmux client command against this server and returns its standard output.
    @discardableResult
    private func run(_ arguments: [String], detachedServer: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tmux)
        process.arguments = ["-L", server] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["TMUX_PANE"] = nil
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        let errors = Pipe()
        // A server started by this command lives on; it must not inherit pipes we wait to close.
        process.standardOutput = detachedServer ? FileHandle.nullDevice : output
        process.standardError = detachedServer ? FileHandle.nullDevice : errors
        try process.run()
        let data = detachedServer ? Data() : output.fileHandleForReading.readDataToEndOfFile()
        let errorData = detachedServer ? Data() : errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw EndToEndError(description: "tmux \(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): \(message)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The first executable named `name` on PATH (or in /usr/bin).
    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let directories = path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/usr/bin", "/bin"]
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
