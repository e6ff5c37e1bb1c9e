import Foundation
import Testing

/// Runs the settings screen of the "Styling controls" article — a custom view modifier, button
/// style and toggle style, written as SwiftUI tutorials write them — in a real terminal.
@Suite("styled settings screen in a terminal")
struct StylingControlsEndToEndTests {
    @Test("custom styles draw, and the styled controls take keys and clicks")
    func settingsScreenWorks() async throws {
        let app = try DemoApp.locate("StylingControlsExample")
        let session = try TmuxSession()
        let screen = try await session.launch(app, waitingFor: "Notifications", "ON", "Save")
        for row in ["│ Alerts", "│ Notifications", "│ Sounds", "│ Display", "[━●]", "[ Light │ Dark ]", "Dark theme, not saved"] {
            #expect(screen.contains(row), "missing \(row):\n\(screen)")
        }
        // Focus starts on the first toggle; Space flips it through the custom style.
        try session.press("Space")
        try await session.waitUntil("notifications off") { screen in
            screen.split(separator: "\n").first { $0.contains("Notifications") }?.contains("OFF") == true
        }
        try session.press("Tab")
        try session.press("Tab")
        try session.press("Space")
        try await session.waitFor("[○━]")
        try session.press("Tab")
        try await session.waitFor("←→ choose")
        try session.press("Left")
        try await session.waitFor("Light theme, not saved")
        try session.press("Tab")
        try session.press("Enter")
        try await session.waitFor("Light theme, saved 1×")
        try session.press("Tab")
        try session.press("Enter")
        try await session.expectTerminalRestored()
    }
}
