import Foundation
import Testing

/// While the UI runs, standard output and standard error are not the terminal: output from `print`
/// (or anything else writing to descriptors 1 and 2) goes to the log file or /dev/null and never
/// corrupts the screen; they are the terminal again while suspended and after exit.
@Suite("Output isolation: stdout is not the screen")
struct OutputIsolationEndToEndTests {
    /// Where descriptor `fd` of process `pid` points.
    static func target(of pid: pid_t, fd: Int) throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)")
    }

    /// Appends `text` to what descriptor `fd` of process `pid` points at (`echo text >> /proc/pid/fd/1`).
    static func write(_ text: String, to pid: pid_t, fd: Int) throws {
        let descriptor = open("/proc/\(pid)/fd/\(fd)", O_WRONLY | O_APPEND)
        guard descriptor >= 0 else { throw EndToEndError(description: "cannot open fd \(fd) of \(pid): errno \(errno)") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        #expect(Glibc.write(descriptor, bytes, bytes.count) == bytes.count)
    }

    @Test("writes to the app's stdout go to CURSESUI_LOG, not the screen, and CursesUI logs there too")
    func stdoutGoesToTheLog() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("cursesui-e2e-\(UUID()).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let session = try TmuxSession()
        let counter = try DemoApp.locate("counter")
        try await session.waitForPrompt()
        try session.runCommand("CURSESUI_LOG=\(log) \(counter.path)")
        try await session.waitFor("Count: 0")
        try session.type("+")
        let before = try await session.waitFor("Count: 1")
        let pid = try counter.processID(in: session)
        let tty = try session.display("#{pane_tty}")
        #expect(try Self.target(of: pid, fd: 1) == log)
        #expect(try Self.target(of: pid, fd: 2) == log)
        #expect(try Self.target(of: pid, fd: 0) == tty)

        // As if the app printed: the line lands in the log; the screen does not change.
        // The writes are done before the key is sent, so the frame that shows the key's effect
        // comes after anything they could have put on the screen.
        try Self.write("garbage from print\n", to: pid, fd: 1)
        try Self.write("garbage on stderr\n", to: pid, fd: 2)
        try session.type("+")
        let after = try await session.waitFor("Count: 2")
        #expect(after == before.replacingOccurrences(of: "Count: 1", with: "Count: 2"))

        // Suspended, the app's stdout is the terminal again; back in the UI, it is not.
        try session.press("C-z")
        try await session.waitForPrompt()
        #expect(try Self.target(of: pid, fd: 1) == tty)
        #expect(try Self.target(of: pid, fd: 2) == tty)
        try session.runCommand("clear; fg")
        try await session.waitFor("Count: 2")
        #expect(try Self.target(of: pid, fd: 1) == log)

        try session.press("q")
        #expect(try await session.expectTerminalRestored() == 0)
        let written = try String(contentsOfFile: log, encoding: .utf8)
        #expect(written.contains("garbage from print"))
        #expect(written.contains("garbage on stderr"))
        #expect(written.contains("debug CursesUI: terminal started"))
        #expect(written.contains("debug CursesUI: suspending"))
        #expect(written.contains("debug CursesUI: terminal stopped"))
        #expect(!(try session.screen()).contains("garbage"))
        #expect(!(try session.screen()).contains("CursesUI:"))
    }

    @Test("without a log file, stdout goes to /dev/null while the UI runs")
    func stdoutGoesNowhereByDefault() async throws {
        let session = try TmuxSession()
        let counter = try DemoApp.locate("counter")
        try await session.launch(counter, waitingFor: "Count: 0")
        let pid = try counter.processID(in: session)
        #expect(try Self.target(of: pid, fd: 1) == "/dev/null")
        let before = try session.screen()
        try Self.write("garbage\n", to: pid, fd: 1)
        try session.type("+")
        let after = try await session.waitFor("Count: 1")
        #expect(after == before.replacingOccurrences(of: "Count: 0", with: "Count: 1"))
        try session.press("q")
        #expect(try await session.expectTerminalRestored() == 0)
        #expect(!(try session.screen()).contains("garbage"))
    }
}
