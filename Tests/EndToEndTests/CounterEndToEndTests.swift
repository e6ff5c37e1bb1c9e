import Foundation
import Testing

/// Drives the `counter` demo through ncurses in a real terminal (tmux).
@Suite("counter demo in a terminal")
struct CounterEndToEndTests {
    @Test("counts on Return and +, survives a resize, and quits with q")
    func countsResizesAndQuits() async throws {
        let counter = try DemoApp.locate("counter")
        let session = try TmuxSession()
        let screen = try await session.launch(counter, waitingFor: "Count: 0", "[ Increment ]")
        let styled = StyledScreen(try session.styledScreen())
        #expect(styled.isReversed("Increment") == true, "the focused button is not drawn in reverse video:\n\(screen)")

        try session.press("Enter")
        try await session.waitFor("Count: 1")
        try session.type("+")
        try session.type("+")
        try session.type("+")
        let before = try await session.waitFor("Count: 4")

        try session.resize(width: 60, height: 20)
        #expect(try session.display("#{window_width}x#{window_height}") == "60x20")
        // The same content, laid out again for the new size: no leftovers from the old frame.
        let after = try await session.waitUntil("the counter laid out again at 60x20") { screen in
            Self.contentLines(screen) == Self.contentLines(before) && screen.split(separator: "\n").count <= 20
        }
        #expect(after.components(separatedBy: "Count: 4").count == 2)
        #expect(after.components(separatedBy: "[ Increment ]").count == 2)

        try session.press("q")
        let status = try await session.expectTerminalRestored()
        #expect(status == 0)
    }

    @Test("Ctrl-C ends it and restores the terminal")
    func controlCRestoresTheTerminal() async throws {
        let counter = try DemoApp.locate("counter")
        let session = try TmuxSession()
        try await session.launch(counter, waitingFor: "Count: 0", "[ Increment ]")
        try session.press("C-c")
        try await session.expectTerminalRestored()
    }

    @Test("SIGTERM ends it and restores the terminal")
    func terminateSignalRestoresTheTerminal() async throws {
        let counter = try DemoApp.locate("counter")
        let session = try TmuxSession()
        try await session.launch(counter, waitingFor: "Count: 0", "[ Increment ]")
        let pid = try counter.processID(in: session)
        #expect(kill(pid, SIGTERM) == 0)
        try await session.expectTerminalRestored()
    }

    @Test("maps Foundation but not FoundationNetworking or libcurl, which would cost 6.6 MiB")
    func loadsNoNetworking() async throws {
        // `import CursesUI` brings Foundation and Combine, as `import SwiftUI` does. OpenCombine's
        // Foundation part would also link FoundationNetworking and libcurl (see Benchmarks/README.md,
        // counter.startup), so CursesUI does without it.
        let counter = try DemoApp.locate("counter")
        let session = try TmuxSession()
        try await session.launch(counter, waitingFor: "Count: 0", "[ Increment ]")
        let pid = try counter.processID(in: session)
        // Read to the end: /proc files report a size of 0.
        let data = FileHandle(forReadingAtPath: "/proc/\(pid)/maps")?.readDataToEndOfFile() ?? Data()
        let maps = String(decoding: data, as: UTF8.self)
        #expect(maps.contains("/libFoundation.so"), "the maps were not read:\n\(maps.prefix(500))")
        for library in ["/libFoundationNetworking.so", "/libcurl.so"] {
            #expect(!maps.contains(library), "the counter demo maps \(library)")
        }
        try session.press("q")
        try await session.expectTerminalRestored()
    }

    /// The trimmed lines that carry text (letters or digits), sorted: what a re-layout keeps.
    static func contentLines(_ screen: String) -> [String] {
        screen.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains { $0.isLetter || $0.isNumber } }
            .sorted()
    }
}
