import Foundation
import Testing

/// A tutorial-style app with a gradient card, a progress ring and a countdown (Tests/Probes/
/// FocusTimer), SwiftUI code with only the import changed, in a real terminal (tmux).
@Suite("focus timer in a terminal")
struct FocusTimerEndToEndTests {
    @Test("the card draws its gradient, the ring grows, and the countdown ticks on its own")
    func focusTimer() async throws {
        let app = try DemoApp.locate("focus-timer")
        let session = try TmuxSession(width: 40, height: 24)
        let first = try await session.launch(app, waitingFor: "Focus", "Deep work session", "3/8", "Ends in", "[ Done ]")

        // The card's background is a gradient: its cells go out in several palette colors.
        let card = try session.styledScreen().split(separator: "\n").prefix(5).joined()
        let backgrounds = Set(card.matches(of: /48;5;(\d+)/).map { String($0.1) })
        #expect(backgrounds.count >= 3, "card backgrounds: \(backgrounds)")

        // The countdown changes by itself, with no key pressed.
        let countdown = try #require(first.firstMatch(of: /Ends in (\d+:\d\d)/)).1
        try await session.waitUntil("the countdown ticked") { screen in
            guard let now = screen.firstMatch(of: /Ends in (\d+:\d\d)/)?.1 else { return false }
            return now != countdown
        }

        // Done fills more of the ring.
        try session.press("Enter")
        try await session.waitFor("4/8")

        try session.press("C-c")
        try await session.expectTerminalRestored()
    }
}
