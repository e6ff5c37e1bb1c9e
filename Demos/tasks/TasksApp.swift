import ArgumentParser
import CursesUI
import Foundation

/// Command-line options of the tasks demo.
struct TasksOptions: ParsableArguments {
    @Argument(help: "The JSON file the tasks are read from and saved to; created when missing.")
    var file: String = "tasks.json"
}

/// A small real tool: a task list saved to a JSON file, with adding, checking off, editing in a
/// sheet, deleting with confirmation, filtering and a progress bar.
@main
struct TasksApp: App {
    @State private var store: TaskStore

    init() {
        let options = TasksOptions.parseOrExit()
        _store = State(initialValue: TaskStore(path: options.file))
    }

    var body: some Scene {
        WindowGroup {
            TasksScreen()
        }
        .environment(\.taskStore, store)
    }
}

extension EnvironmentValues {
    /// The task list being edited.
    @Entry var taskStore: TaskStore?
}
