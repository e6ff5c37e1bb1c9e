import ArgumentParser
import CursesUI
import Foundation
import TasksDemo

/// Command-line options of the tasks demo.
struct TasksOptions: ParsableArguments {
    @Argument(help: "The JSON file the tasks are read from and saved to; created when missing. Default: tasks/tasks.json in $XDG_DATA_HOME, else in ~/.local/share.")
    var file: String?

    /// The file named on the command line, or the default one in the user's data directory,
    /// whose folder is created if needed.
    func resolvedPath() -> String {
        if let file { return file }
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".local/share")
        let directory = (base as NSString).appendingPathComponent("tasks")
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return (directory as NSString).appendingPathComponent("tasks.json")
    }
}

/// A small real tool: a task list saved to a JSON file, with adding, checking off, editing in a
/// sheet, deleting with confirmation, filtering and a progress bar.
@main
struct TasksApp: App {
    @State private var store: TaskStore

    init() {
        let options = TasksOptions.parseOrExit()
        _store = State(initialValue: TaskStore(path: options.resolvedPath()))
    }

    var body: some Scene {
        WindowGroup {
            TasksScreen()
        }
        .environment(\.taskStore, store)
    }
}
