import Foundation
import Testing

/// `--watch` in a terminal: a saved source file rebuilds and relaunches the browser on the same
/// preview; a failed build shows its errors, and the last good build stays usable.
///
/// The build command is a stand-in (`sh` failing while the file says "broken"): a real
/// `swift build` of this package cannot run inside `swift test`, which holds the build folder's
/// lock, and would take far longer than a test should. The watching, the relaunch, the preview
/// kept across it and the error display are the real ones.
@Suite("preview browser --watch in a terminal")
struct PreviewWatchEndToEndTests {
    static let counter = "PreviewFixturesA/Counter · full · dark · esc/^X list · ^T scheme · ^R size"

    @Test("a failed build shows its errors over the last good build; a good one relaunches on the same preview")
    func watch() async throws {
        let probe = try DemoApp.locate("preview-probe")
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        try "// swift-tools-version: 6.0\n".write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let source = package.appendingPathComponent("View.swift")
        try "// good\n".write(to: source, atomically: true, encoding: .utf8)

        let session = try TmuxSession(width: 80, height: 12)
        try await session.waitForPrompt()
        try session.runCommand("cd '\(package.path)'")
        let build = #"if grep -q broken View.swift; then echo "View.swift:1:1: error: cannot find Brokn in scope"; exit 1; fi"#
        try await session.launch(probe, arguments: ["--watch", "--build-command", build], waitingFor: "8 previews")

        try session.press("Down", "Enter")
        try await session.waitUntil("the Counter preview") { PreviewBrowserEndToEndTests.trimmed($0) == "\(Self.counter)\n[ Count: 0 ]" }
        try session.press("Enter")
        try await session.waitFor("[ Count: 1 ]")

        try "broken\n".write(to: source, atomically: true, encoding: .utf8)
        try await session.waitUntil("the build errors") {
            PreviewBrowserEndToEndTests.trimmed($0) == """
                Build failed · ^E shows the last good build
                View.swift:1:1: error: cannot find Brokn in scope
                """
        }

        // ^E: the last good build, with the state it had.
        try session.press("C-e")
        try await session.waitUntil("the last good build") {
            PreviewBrowserEndToEndTests.trimmed($0) == "\(Self.counter) ·\nbuild failed, ^E errors\n[ Count: 1 ]"
        }
        try session.press("Enter")
        try await session.waitFor("[ Count: 2 ]")

        // Fixed: rebuilt and relaunched on the same preview, which starts afresh.
        try "// fixed\n".write(to: source, atomically: true, encoding: .utf8)
        try await session.waitUntil("the relaunched preview") {
            PreviewBrowserEndToEndTests.trimmed($0) == "\(Self.counter)\n[ Count: 0 ]"
        }

        try session.press("C-x")
        try await session.waitFor("8 previews")
        try session.press("q")
        let status = try await session.expectTerminalRestored()
        #expect(status == 0)
    }
}
