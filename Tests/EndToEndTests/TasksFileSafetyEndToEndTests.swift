import Foundation
import Testing

/// Attacks the `tasks` demo's file through a real terminal: files it cannot read, read-only
/// files, symbolic links and `kill -9` during saves must never cost the user their data.
@Suite("tasks demo keeps the user's file safe")
struct TasksFileSafetyEndToEndTests {
    /// A fresh directory for one test, removed afterwards.
    final class Scratch {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tasks-safety-\(UUID())").path
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
        func file(_ name: String) -> String { path + "/" + name }
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    }

    static let oneTask = Data(#"[{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","title":"From disk","isDone":false}]"#.utf8)

    @Test("a file it cannot read is never overwritten; Ctrl-S saves elsewhere; q warns",
          arguments: [("malformed JSON", Data("[{\"title\": ".utf8)),
                      ("wrong schema", Data(#"{"tasks": ["milk"]}"#.utf8)),
                      ("not UTF-8", Data([0xFF, 0xFE, 0x00, 0x5B, 0x80]))])
    func unreadableFileIsKept(_ label: String, _ contents: Data) async throws {
        let scratch = try Scratch()
        let file = scratch.file("tasks.json")
        try contents.write(to: URL(fileURLWithPath: file))
        let session = try TmuxSession(width: 100, height: 24)
        try await session.launch(try DemoApp.locate("tasks"), arguments: [file], waitingFor: "Could not read", "changes are not saved")

        try session.type("Added after the failure")
        try session.press("Enter")
        try await session.waitFor("[ ] Added after the failure")
        try session.press("Tab", "q")
        try await session.waitFor("Quit without saving?")
        try session.press("Escape")
        try await session.waitUntil("the warning closed") { !$0.contains("Quit without saving?") }

        try session.press("C-s")
        try await session.waitFor("Save tasks to another file")
        let rescue = scratch.file("rescued.json")
        try session.type(rescue)
        try session.press("Enter")
        try await waitForFile(rescue) { $0.contains("Added after the failure") }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == contents, "\(label): the unreadable file was changed")

        try session.press("Tab", "q")
        #expect(try await session.expectTerminalRestored() == 0)
        #expect(scratch.names == ["rescued.json", "tasks.json"])
    }

    @Test("a read-only file is an error on screen and keeps its contents and mode")
    func readOnlyFileIsKept() async throws {
        let scratch = try Scratch()
        let file = scratch.file("tasks.json")
        try Self.oneTask.write(to: URL(fileURLWithPath: file))
        chmod(file, 0o444)
        let session = try TmuxSession(width: 100, height: 24)
        try await session.launch(try DemoApp.locate("tasks"), arguments: [file], waitingFor: "[ ] From disk", "is read-only")

        try session.type("Second")
        try session.press("Enter")
        try await session.waitFor("[ ] Second")
        try session.press("C-s")
        try await session.waitFor("Save tasks to another file")
        let rescue = scratch.file("copy.json")
        try session.type(rescue)
        try session.press("Enter")
        try await waitForFile(rescue) { $0.contains("Second") && $0.contains("From disk") }

        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Self.oneTask)
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o444)
        try session.press("Tab", "q")
        try await session.expectTerminalRestored()
    }

    @Test("saves go through a symbolic link to its target, and keep the file's mode")
    func writesThroughSymbolicLink() async throws {
        let scratch = try Scratch()
        let target = scratch.file("real.json"), link = scratch.file("tasks.json")
        try Self.oneTask.write(to: URL(fileURLWithPath: target))
        chmod(target, 0o640)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        let session = try TmuxSession()
        try await session.launch(try DemoApp.locate("tasks"), arguments: [link], waitingFor: "[ ] From disk")

        try session.type("Through the link")
        try session.press("Enter")
        try await waitForFile(target) { $0.contains("Through the link") }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.json", "the link was replaced")
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        try session.press("Tab", "q")
        try await session.expectTerminalRestored()
        #expect(scratch.names == ["real.json", "tasks.json"])
    }

    @Test("without an argument the file lives in $XDG_DATA_HOME/tasks")
    func defaultFileInDataDirectory() async throws {
        let scratch = try Scratch()
        let session = try TmuxSession()
        try await session.waitForPrompt()
        try session.runCommand("cd \(scratch.path) && XDG_DATA_HOME=\(scratch.path)/data \(try DemoApp.locate("tasks").path)")
        try await session.waitFor("New task")
        try session.type("Stored in the data directory")
        try session.press("Enter")
        try await waitForFile(scratch.file("data/tasks/tasks.json")) { $0.contains("Stored in the data directory") }
        try session.press("Tab", "q")
        try await session.expectTerminalRestored()
        #expect(scratch.names == ["data"], "nothing was written to the working directory")
    }

    @Test("kill -9 during saves of a large file leaves the file whole and no temporary file")
    func killDuringSaves() async throws {
        let scratch = try Scratch()
        let file = scratch.file("tasks.json")
        // About 250 kB: a save takes long enough for kills to land during it.
        let many = (0..<2500).map { #"{"id":"\#(UUID().uuidString)","title":"Task number \#($0) with a longer title","isDone":false}"# }
        try Data(("[" + many.joined(separator: ",") + "]").utf8).write(to: URL(fileURLWithPath: file))
        let tasks = try DemoApp.locate("tasks")
        for round in 0..<5 {
            let session = try TmuxSession()
            let screen = try await session.launch(tasks, arguments: [file], waitingFor: "New task", " done")
            let count = try #require(Self.taskCount(on: screen))
            let pid = try tasks.processID(in: session)
            for index in 0..<8 {
                try session.type("r\(round)k\(index)")
                try session.press("Enter")
            }
            try await session.waitFor("/\(count + 8) done")
            kill(pid, SIGKILL)
            // The shell reports the kill; the terminal is left as the killed app had it.
            try await session.waitFor("Killed")
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            let decoded = try JSONSerialization.jsonObject(with: data) as? [Any]
            #expect((decoded?.count ?? 0) >= 2500, "round \(round): the file is not a whole task list")
        }
        // The next start removes what a killed save may have left between naming and renaming.
        let session = try TmuxSession()
        try await session.launch(tasks, arguments: [file], waitingFor: "New task")
        try session.press("Tab", "q")
        try await session.expectTerminalRestored()
        #expect(scratch.names == ["tasks.json"])
    }

    /// The number of tasks the progress line shows (`0/2508 done`).
    private static func taskCount(on screen: String) -> Int? {
        guard let done = screen.range(of: " done") else { return nil }
        return Int(screen[..<done.lowerBound].split(separator: "/").last ?? "")
    }
}

/// Polls the file until its text satisfies `condition`: saves run in the background.
func waitForFile(_ path: String, timeout: Duration = .seconds(10), _ condition: (String) -> Bool) async throws {
    let deadline = ContinuousClock.now + timeout
    while true {
        if let text = try? String(contentsOfFile: path, encoding: .utf8), condition(text) { return }
        if ContinuousClock.now >= deadline {
            throw EndToEndError(description: "Timed out waiting for \(path); it holds:\n\((try? String(contentsOfFile: path, encoding: .utf8)) ?? "nothing")")
        }
        try await Task.sleep(for: .milliseconds(20))
    }
}
