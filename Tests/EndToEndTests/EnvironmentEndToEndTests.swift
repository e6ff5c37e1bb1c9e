import Foundation
import Testing

/// Drives the `environment` demo through ncurses in a real terminal (tmux).
@Suite("environment demo in a terminal")
struct EnvironmentEndToEndTests {
    @Test("d switches one subtree's scheme; the root's action counts taps from both panels")
    func switchesSchemeAndCountsTaps() async throws {
        let demo = try DemoApp.locate("environment")
        let session = try TmuxSession()
        let first = try await session.launch(demo, waitingFor: "Panel left", "Panel right", "Taps: 0")
        #expect(Self.schemes(first) == ["dark", "light"], "the same key holds different values per subtree:\n\(first)")

        try session.press("d")
        try await session.waitUntil("the left panel turned light") { Self.schemes($0) == ["light", "light"] }
        try session.press("d")
        try await session.waitUntil("the left panel turned dark again") { Self.schemes($0) == ["dark", "light"] }

        try session.press("Enter")
        try await session.waitFor("Taps: 1 · last: left")
        try session.press("Tab", "Enter")
        try await session.waitFor("Taps: 2 · last: right")

        try session.press("q")
        let status = try await session.expectTerminalRestored()
        #expect(status == 0)
    }

    /// The schemes the panels show, left to right.
    static func schemes(_ screen: String) -> [String] {
        guard let line = screen.split(separator: "\n").first(where: { $0.contains("Scheme:") }) else { return [] }
        return line.components(separatedBy: "Scheme: ").dropFirst().map { String($0.prefix { $0.isLetter }) }
    }
}
