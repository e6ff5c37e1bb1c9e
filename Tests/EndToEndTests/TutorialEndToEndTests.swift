import Foundation
import Testing

/// Tutorial-style apps (Tests/Probes/TodoTabs and MasterDetail), SwiftUI code with only the
/// import changed, driven through ncurses in a real terminal (tmux).
@Suite("tutorial apps in a terminal")
struct TutorialEndToEndTests {
    @Test("the to-do app switches tabs, adds a task and keeps each tab's state")
    func todoWithTabs() async throws {
        let app = try DemoApp.locate("todo-tabs")
        let session = try TmuxSession()
        try await session.launch(app, waitingFor: "✓ Todos 2", "To-Do (2 left)", "[ ] Buy milk", "Alt-1…3 tabs")

        // Check off the first task in the list: the badge and the title follow.
        try session.press("Space")
        try await session.waitUntil("first task done") { $0.contains("[x] Buy milk") && $0.contains("✓ Todos 1") }

        // Alt-2 shows the Add tab, whose text field takes the typing; Add returns to the list.
        try session.press("M-2")
        try await session.waitFor("What needs doing?")
        try session.type("Call mom")
        try await session.waitFor("Call mom")
        try session.press("Tab", "Enter")
        try await session.waitUntil("new task listed") {
            $0.contains("[ ] Call mom") && $0.contains("[x] Buy milk") && $0.contains("To-Do (2 left)")
        }

        // Settings keeps its toggle while the other tabs are shown.
        try session.press("M-3")
        try await session.waitFor("[x] Show completed")
        try session.press("Space")
        try await session.waitFor("[ ] Show completed")
        try session.press("M-1")
        try await session.waitFor("[ ] Call mom")
        try session.press("M-3")
        try await session.waitFor("[ ] Show completed")

        try session.press("C-c")
        try await session.expectTerminalRestored()
    }

    @Test("the master-detail browser shows the selected landmark beside the list, and one column when narrow")
    func masterDetail() async throws {
        let app = try DemoApp.locate("master-detail")
        let session = try TmuxSession(width: 80, height: 20)
        try await session.launch(app, waitingFor: "Landmarks", "[ ] Favorites only", "Turtle Rock")

        // Down to the list: it selects its first row, which the detail column shows.
        try session.press("Tab")
        try await session.waitFor("Joshua Tree")
        try session.press("Down")
        try await session.waitFor("Lake Clark")

        // Return moves to the detail column; its toggle marks the landmark a favorite.
        try session.press("Enter")
        try await session.waitFor("[ ] Favorite")
        try session.press("Space")
        try await session.waitFor("[x] Favorite")

        // Narrow, the split view shows one column at a time: Esc goes back to the list.
        try session.resize(width: 50, height: 20)
        try await session.waitUntil("detail alone") { !$0.contains("Favorites only") && $0.contains("Silver Salmon Creek") }
        try session.press("Escape")
        try await session.waitUntil("list alone") { $0.contains("Favorites only") && !$0.contains("Lake Clark") }

        try session.press("C-c")
        try await session.expectTerminalRestored()
    }
}
