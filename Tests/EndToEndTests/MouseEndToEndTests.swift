import Foundation
import Testing

/// Drives the `counter` demo with the mouse through ncurses in a real terminal (tmux).
///
/// tmux's `send-keys -M` only forwards a real mouse event, so the test writes the report a
/// terminal sends for a click (SGR, mode 1006, which ncurses asks for) into the pane as text.
@Suite("mouse in a terminal")
struct MouseEndToEndTests {
    /// The SGR report of the primary button going down (`M`) or up (`m`) at a 0-based cell.
    static func sgrReport(x: Int, y: Int, release: Bool = false) -> String {
        "\u{1B}[<0;\(x + 1);\(y + 1)\(release ? "m" : "M")"
    }

    @Test("a click on [ Increment ] counts, and the app still quits cleanly")
    func clickIncrements() async throws {
        let counter = try DemoApp.locate("counter")
        let session = try TmuxSession()
        let screen = try await session.launch(counter, waitingFor: "Count: 0", "[ Increment ]")
        try await session.waitUntil("mouse reporting on") { _ in try session.display("#{mouse_any_flag}") == "1" }

        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let row = try #require(rows.firstIndex { $0.contains("[ Increment ]") })
        let column = try #require(rows[row].range(of: "Increment")).lowerBound
        let x = rows[row].distance(from: rows[row].startIndex, to: column)

        // A quick click: press and release in one read.
        try session.type(Self.sgrReport(x: x, y: row) + Self.sgrReport(x: x, y: row, release: true))
        try await session.waitFor("Count: 1")
        // A slower one: the release comes later, and the click happens on it. A "+" in the same
        // write as the press marks when the app has read it: both arrive in one burst, drawn as
        // one frame, which shows one count for the key and none for the press.
        try session.type(Self.sgrReport(x: x + 2, y: row) + "+")
        let pressed = try await session.waitUntil("the count after the press") {
            $0.contains("Count: 2") || $0.contains("Count: 3")
        }
        #expect(pressed.contains("Count: 2"), "the press alone does nothing")
        try session.type(Self.sgrReport(x: x + 2, y: row, release: true))
        try await session.waitFor("Count: 3")
        // A click beside the button does nothing, and no stray characters reached the app.
        try session.type(Self.sgrReport(x: 0, y: 0) + Self.sgrReport(x: 0, y: 0, release: true))
        try session.type("+")
        let after = try await session.waitFor("Count: 4")
        #expect(!after.contains("Count: 5"))

        try session.press("q")
        let status = try await session.expectTerminalRestored()
        #expect(status == 0)
        #expect(try session.display("#{mouse_any_flag}") == "0", "mouse reporting was left on")
    }
}
