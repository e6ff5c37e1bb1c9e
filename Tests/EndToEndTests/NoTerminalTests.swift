import Foundation
import Testing

/// Starting a demo where there is no usable terminal: it must say why in one line on stderr and
/// exit non-zero, without crashing and without writing a single escape sequence anywhere.
@Suite("no terminal")
struct NoTerminalTests {
    /// The environment the demo gets: the test's own, minus anything about terminals.
    static func environment(term: String?) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter {
            !["TERM", "TMUX", "TMUX_PANE", "COLUMNS", "LINES"].contains($0.key)
        }
        environment["TERM"] = term
        return environment
    }

    /// Checks the common outcome: exit status 1, one line on stderr mentioning `topic`, and no ESC
    /// byte in anything the demo wrote.
    static func expectCleanRefusal(_ result: ChildProcess.Result, terminalOutput: [UInt8] = [], mentioning topic: String,
                                   sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.signal == nil, "the demo crashed with signal \(result.signal ?? 0)", sourceLocation: sourceLocation)
        #expect(result.exitCode == 1, sourceLocation: sourceLocation)
        let lines = result.errorText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines[1].isEmpty, "expected one line on stderr, got: \(result.errorText.debugDescription)",
                sourceLocation: sourceLocation)
        #expect(result.errorText.contains(topic), "stderr: \(result.errorText)", sourceLocation: sourceLocation)
        #expect(!result.standardError.contains(0x1B), sourceLocation: sourceLocation)
        #expect(!result.standardOutput.contains(0x1B), "stdout: \(result.standardOutput)", sourceLocation: sourceLocation)
        #expect(terminalOutput.isEmpty, "the demo wrote to the terminal: \(String(decoding: terminalOutput, as: UTF8.self).debugDescription)",
                sourceLocation: sourceLocation)
    }

    @Test("stdin is not a tty")
    func standardInputNotATerminal() throws {
        let counter = try DemoApp.locate("counter")
        let tty = try PseudoTerminal()
        let result = try ChildProcess.run(counter.path, stdin: .null, stdout: .path(tty.slavePath),
                                          environment: Self.environment(term: "xterm-256color"))
        Self.expectCleanRefusal(result, terminalOutput: tty.drain(), mentioning: "interactive terminal")
    }

    @Test("stdout is not a tty")
    func standardOutputNotATerminal() throws {
        let counter = try DemoApp.locate("counter")
        let tty = try PseudoTerminal()
        let result = try ChildProcess.run(counter.path, stdin: .path(tty.slavePath), stdout: .capture,
                                          environment: Self.environment(term: "xterm-256color"))
        Self.expectCleanRefusal(result, terminalOutput: tty.drain(), mentioning: "interactive terminal")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("TERM is unset")
    func terminalTypeUnset() throws {
        let counter = try DemoApp.locate("counter")
        let tty = try PseudoTerminal()
        let result = try ChildProcess.run(counter.path, stdin: .path(tty.slavePath), stdout: .path(tty.slavePath),
                                          environment: Self.environment(term: nil))
        Self.expectCleanRefusal(result, terminalOutput: tty.drain(), mentioning: "set TERM")
    }

    @Test("TERM names no known terminal")
    func terminalTypeUnknown() throws {
        let counter = try DemoApp.locate("counter")
        let tty = try PseudoTerminal()
        let result = try ChildProcess.run(counter.path, stdin: .path(tty.slavePath), stdout: .path(tty.slavePath),
                                          environment: Self.environment(term: "nonexistent-term"))
        Self.expectCleanRefusal(result, terminalOutput: tty.drain(), mentioning: "'nonexistent-term'")
    }
}
