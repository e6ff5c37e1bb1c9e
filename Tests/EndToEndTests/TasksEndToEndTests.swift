import Foundation
import Testing

/// Drives the `tasks` demo through ncurses in a real terminal (tmux), with a JSON file.
@Suite("tasks demo in a terminal")
struct TasksEndToEndTests {
    @Test("adds, checks off, edits in a sheet, deletes with confirmation, and saves to the file")
    func fullRound() async throws {
        let tasks = try DemoApp.locate("tasks")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tasks-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = try TmuxSession()
        try await session.launch(tasks, arguments: [file], waitingFor: "New task", "0/0 done")

        try session.type("Buy milk")
        try session.press("Enter")
        try session.type("Write report")
        try session.press("Enter")
        try await session.waitUntil("two tasks listed") { $0.contains("[ ] Buy milk") && $0.contains("[ ] Write report") && $0.contains("0/2 done") }

        // The list selects its first task as it takes focus.
        try session.press("Tab", "Tab", "Space")
        try await session.waitUntil("the first task checked off") { $0.contains("[x] Buy milk") && $0.contains("1/2 done") }
        try await waitForFile(file) { $0.contains("\"isDone\" : true") }

        try session.press("e")
        try await session.waitFor("Edit task")
        try session.type(" today")
        try session.press("Enter")
        try await session.waitUntil("renamed in the list") { $0.contains("[x] Buy milk today") && !$0.contains("Edit task") }

        try session.press("BSpace")
        try await session.waitFor("Delete “Buy milk today”?")
        // Cancel has focus first; Delete is one key up.
        try session.press("Up", "Enter")
        try await session.waitUntil("deleted") { !$0.contains("Buy milk") && $0.contains("0/1 done") }
        try await waitForFile(file) { !$0.contains("Buy milk") && $0.contains("Write report") }

        try session.press("q")
        let status = try await session.expectTerminalRestored()
        #expect(status == 0)
    }

    @Test("after a task leaves the filtered list, keys act on the task highlighted, never a hidden one")
    func deleteAfterFilter() async throws {
        let tasks = try DemoApp.locate("tasks")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tasks-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = try TmuxSession()
        try await session.launch(tasks, arguments: [file], waitingFor: "New task", "0/0 done")
        for title in ["Alpha", "Bravo", "Charlie"] {
            try session.type(title)
            try session.press("Enter")
        }
        try await session.waitFor("0/3 done")
        try session.press("Tab", "Right")
        try await session.waitFor("Show: Active")
        try session.press("Tab", "Space")
        try await session.waitUntil("Alpha done and gone from the Active list") { $0.contains("1/3 done") && !$0.contains("Alpha") }
        let highlighted = try session.styledScreen().split(separator: "\n").filter { $0.contains("\u{1B}[7m") }
        #expect(highlighted.count == 1 && highlighted[0].contains("Bravo"), "the highlight moved to the next task: \(highlighted)")

        try session.press("e")
        try await session.waitFor("Edit task")
        #expect(try session.screen().contains("Bravo"))
        try session.press("Escape")
        try await session.waitUntil("the sheet closed") { !$0.contains("Edit task") }

        try session.press("BSpace")
        try await session.waitFor("Delete “Bravo”?")
        try session.press("Up", "Enter")
        try await session.waitUntil("Bravo deleted") { !$0.contains("Bravo") && $0.contains("1/2 done") }
        try await waitForFile(file) { $0.contains("Alpha") && !$0.contains("Bravo") && $0.contains("Charlie") }
        try session.press("q")
        try await session.expectTerminalRestored()
    }

    @Test("reads the tasks back from the file on the next start")
    func persists() async throws {
        let tasks = try DemoApp.locate("tasks")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tasks-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data(#"[{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","title":"From disk","isDone":true}]"#.utf8)
            .write(to: URL(fileURLWithPath: file))
        let session = try TmuxSession()
        try await session.launch(tasks, arguments: [file], waitingFor: "[x] From disk", "1/1 done")
        try session.press("Tab", "Tab", "q")
        try await session.expectTerminalRestored()
    }
}
