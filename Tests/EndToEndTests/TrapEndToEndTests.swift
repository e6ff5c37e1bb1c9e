import Foundation
import Testing

/// A runtime trap in user code (`fatalError`, a failed `precondition`) restores the terminal.
@Suite("runtime traps in a terminal")
struct TrapEndToEndTests {
    @Test("a trap in a button's action restores the terminal", arguments: [(presses: [String](), name: "fatalError"), (presses: ["Tab"], name: "precondition")])
    func trapRestoresTheTerminal(presses: [String], name: String) async throws {
        let probe = try DemoApp.locate("trap-probe")
        let session = try TmuxSession()
        try session.runCommand("SWIFT_BACKTRACE=enable=no \(probe.path)")
        try await session.waitFor("[ \(name) ]")
        for key in presses { try session.press(key) }
        try session.press("Enter")
        // The Swift runtime prints its message before the shell prompt returns.
        try await session.waitForPrompt(timeout: .seconds(30))
        let status = try await session.expectTerminalRestored()
        // A trap is SIGILL (or SIGTRAP) on Linux; the shell reports 128 + the signal.
        #expect([128 + Int(SIGILL), 128 + Int(SIGTRAP)].contains(status), "\(name) ended with \(status)")
    }

    /// A stack overflow faults with no stack left to run a handler on; the crash handler runs on
    /// an alternate signal stack and restores the terminal.
    @Test("a stack overflow in user code restores the terminal")
    func stackOverflowRestoresTheTerminal() async throws {
        let probe = try DemoApp.locate("trap-probe")
        let session = try TmuxSession()
        try session.runCommand("SWIFT_BACKTRACE=enable=no \(probe.path)")
        try await session.waitFor("[ stackOverflow ]")
        try session.press("Tab", "Tab", "Tab", "Enter")
        try await session.waitForPrompt(timeout: .seconds(30))
        let status = try await session.expectTerminalRestored()
        #expect(status == 128 + Int(SIGSEGV), "the stack overflow ended with \(status)")
    }

    @Test("a missing environment object ends the app on one line naming the type and the view")
    func missingEnvironmentObjectRestoresTheTerminal() async throws {
        let probe = try DemoApp.locate("trap-probe")
        let session = try TmuxSession(width: 200) // the whole message on one screen line
        try await session.waitForPrompt()
        try session.runCommand("\(probe.path)")
        try await session.waitFor("[ environmentObject ]")
        try session.press("Tab", "Tab", "Enter")
        let screen = try await session.waitForPrompt(timeout: .seconds(30))
        let status = try await session.expectTerminalRestored()
        #expect(status == 1)
        let message = "Fatal error: No ObservableObject of type ProbeModel in the environment of Orphan: "
            + "add .environmentObject(_:) with a ProbeModel above it."
        let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { !$0.isEmpty && !$0.contains("trap-probe") && $0 != "$" } == [message],
                "the app printed more or other than its one line:\n\(screen)")
    }
}
