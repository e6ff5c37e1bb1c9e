import Foundation
import Testing

/// Drives the `toggle` demo through ncurses in a real terminal (tmux).
@Suite("toggle demo in a terminal")
struct ToggleEndToEndTests {
    @Test("Space flips the focused toggle, Down moves focus, the summary follows")
    func spaceAndDown() async throws {
        let toggle = try DemoApp.locate("toggle")
        let session = try TmuxSession()
        let first = try await session.launch(toggle, waitingFor: "[x] Dark mode", "On: Wi-Fi, Dark mode")
        try Self.expectInOrder(["[x] Wi-Fi", "[ ] Bluetooth", "[x] Dark mode", "On: Wi-Fi, Dark mode"], in: first)

        try session.press("Space")
        try await session.waitUntil("Wi-Fi off") { $0.contains("[ ] Wi-Fi") && Self.summary($0) == "On: Dark mode" }

        try session.press("Down", "Space")
        try await session.waitUntil("Bluetooth on") {
            $0.contains("[x] Bluetooth") && Self.summary($0) == "On: Bluetooth, Dark mode"
        }

        try session.press("Down", "Space")
        try await session.waitUntil("Dark mode off") { $0.contains("[ ] Dark mode") && Self.summary($0) == "On: Bluetooth" }

        try session.press("q")
        let status = try await session.expectTerminalRestored()
        #expect(status == 0)
    }

    @Test("Tab and Shift-Tab move focus")
    func tabAndShiftTab() async throws {
        let toggle = try DemoApp.locate("toggle")
        let session = try TmuxSession()
        try await session.launch(toggle, waitingFor: "[x] Dark mode", "On: Wi-Fi, Dark mode")

        try session.press("Tab", "Space")
        try await session.waitUntil("Bluetooth on") {
            $0.contains("[x] Bluetooth") && Self.summary($0) == "On: Wi-Fi, Bluetooth, Dark mode"
        }
        try session.press("BTab", "Space")
        try await session.waitUntil("Wi-Fi off") { $0.contains("[ ] Wi-Fi") && Self.summary($0) == "On: Bluetooth, Dark mode" }

        try session.press("q")
        try await session.expectTerminalRestored()
    }

    /// The summary line (`On: …`), trimmed.
    static func summary(_ screen: String) -> String? {
        screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix("On: ") || $0 == "On:" }
    }

    /// Expects each text on screen, each below or after the previous one.
    static func expectInOrder(_ texts: [String], in screen: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var rest = Substring(screen)
        for text in texts {
            let range = try #require(rest.range(of: text), "\"\(text)\" missing or out of order:\n\(screen)",
                                     sourceLocation: sourceLocation)
            rest = rest[range.upperBound...]
        }
    }
}
