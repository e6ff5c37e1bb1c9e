import Foundation
import Testing

/// A demo executable built beside the test bundle, and the checks every demo run shares.
struct DemoApp {
    /// The executable's absolute path.
    let path: String

    /// Finds the demo `name` in the build directory that holds the running test executable
    /// (`swift test` builds every product there).
    static func locate(_ name: String) throws -> DemoApp {
        let directory = buildDirectory()
        let path = "\(directory)/\(name)"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw EndToEndError(description: "The demo '\(name)' is not built at \(path); build it first (`swift build --product \(name)`, or run `swift test`, which builds every product).")
        }
        return DemoApp(path: path)
    }

    /// The directory of the running test executable, stepping out of a macOS `.xctest` bundle:
    /// where `swift test` put every product and module it built. `CURSESUI_DEMO_DIRECTORY`
    /// overrides it, to run the end-to-end tests against another build (an older commit's, to
    /// see a test fail before a fix).
    static func buildDirectory() -> String {
        if let directory = ProcessInfo.processInfo.environment["CURSESUI_DEMO_DIRECTORY"], !directory.isEmpty {
            return directory
        }
        var executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        while executable.contains(".xctest/") {
            executable = (executable as NSString).deletingLastPathComponent
        }
        return (executable as NSString).deletingLastPathComponent
    }

    /// The process ID of this demo running as a child of the session's shell.
    func processID(in session: TmuxSession) throws -> pid_t {
        guard let shell = pid_t(try session.display("#{pane_pid}")) else {
            throw EndToEndError(description: "tmux did not report the pane's process ID")
        }
        let name = String((path as NSString).lastPathComponent.prefix(15))
        for entry in try FileManager.default.contentsOfDirectory(atPath: "/proc") {
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { continue }
            // /proc/<pid>/stat is "pid (comm) state ppid …"; comm may itself contain spaces.
            let command = stat[stat.index(after: open)..<close]
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if command == name, fields.count > 1, pid_t(fields[1]) == shell { return pid }
        }
        throw EndToEndError(description: "\(name) is not running under the shell (pid \(shell)). Screen:\n\(try session.screen())")
    }
}

extension TmuxSession {
    /// Starts `app` from the shell and waits until it shows every one of `texts`.
    @discardableResult
    func launch(_ app: DemoApp, arguments: [String] = [], waitingFor texts: String...) async throws -> String {
        try await waitForPrompt()
        try runCommand(([app.path] + arguments.map { "'\($0)'" }).joined(separator: " "))
        let quoted = texts.map { "\"\($0)\"" }.joined(separator: ", ")
        return try await waitUntil("\(quoted) on screen") { screen in texts.allSatisfy { screen.contains($0) } }
    }

    /// Checks that a demo that just ended gave the terminal back as it found it: the shell prompt
    /// returns, the alternate screen is off, and the tty is in canonical mode with echo.
    /// Returns the demo's exit status.
    @discardableResult
    func expectTerminalRestored(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Int {
        try await waitForPrompt()
        #expect(try display("#{alternate_on}") == "0", "the alternate screen is still on", sourceLocation: sourceLocation)
        try runCommand(#"echo "exit=$?""#)
        let screen = try await waitUntil("the exit status") { $0.contains("\nexit=") }
        let status = screen.split(separator: "\n").last { $0.hasPrefix("exit=") }.flatMap { Int($0.dropFirst(5)) }
        // One line listing only the two flags that raw mode turns off: "stty:echo icanon" when sane.
        try runCommand(#"echo "stty:$(stty -a | tr -s ' ;' '\n\n' | grep -xE -- '-?(icanon|echo)' | sort | tr '\n' ' ')""#)
        let sttyScreen = try await waitUntil("the stty report") { $0.contains("\nstty:") }
        let report = sttyScreen.split(separator: "\n").last { $0.hasPrefix("stty:") }.map {
            $0.dropFirst(5).trimmingCharacters(in: .whitespaces)
        }
        #expect(report == "echo icanon", "the tty was not restored (stty -a shows \(report ?? "nothing"))",
                sourceLocation: sourceLocation)
        return status ?? -1
    }
}
