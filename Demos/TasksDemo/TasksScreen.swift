import CursesUI

/// Which tasks the list shows.
enum TaskFilter: String, CaseIterable, Hashable {
    case all = "All", active = "Active", done = "Done"

    func includes(_ task: TaskItem) -> Bool {
        switch self {
        case .all: return true
        case .active: return !task.isDone
        case .done: return task.isDone
        }
    }
}

/// The whole screen: new-task field, filter, progress, the list, and the help bar.
public struct TasksScreen: View {
    @Environment(\.taskStore) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var newTitle = ""
    @State private var filter = TaskFilter.all
    @State private var selection: TaskItem.ID?
    @State private var editing: TaskItem?
    /// The task the delete confirmation is about, fixed when it opens.
    @State private var deleting: TaskItem?
    @State private var isSavingAs = false
    @State private var isConfirmingQuit = false

    private var visibleTasks: [TaskItem] {
        (store?.tasks ?? []).filter(filter.includes)
    }

    /// The selected task, if the list shows it: keys act only on what is on screen.
    private var selectedTask: TaskItem? {
        visibleTasks.first { $0.id == selection }
    }

    /// The screen of the store in `\.taskStore`.
    public init() {}

    public var body: some View {
        VStack(alignment: .leading) {
            Text("Tasks — \(store?.path ?? "")").bold()
            TextField("New task", text: $newTitle, prompt: Text("New task: type and press Return"))
                .onSubmit {
                    store?.add(newTitle)
                    newTitle = ""
                }
                .keyHelp("add", key: .return)
            HStack {
                Picker("Show", selection: $filter) {
                    ForEach(TaskFilter.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                ProgressView(value: Double(store?.doneCount ?? 0), total: Double(max(1, store?.tasks.count ?? 0)))
                    .frame(width: 30)
                Text("\(store?.doneCount ?? 0)/\(store?.tasks.count ?? 0) done")
            }
            Divider()
            List(visibleTasks, selection: $selection) { task in
                TaskRow(task: task)
            }
            .keyHelp("toggle", key: .space)
            .keyHelp("edit", key: "e")
            .keyHelp("delete", key: .delete)
            .onKeyPress("e") {
                editing = selectedTask
                return .handled
            }
            .onKeyPress(keys: [.delete, .deleteForward]) { _ in
                guard let task = selectedTask else { return .ignored }
                deleting = task
                return .handled
            }
            if let problem = store?.problem {
                Text(problem).foregroundStyle(.red)
            }
            KeyHelpBar()
        }
        .keyHelp("move", key: .tab)
        .keyHelp("save as", key: "s", modifiers: .control)
        .keyHelp("quit", key: "q")
        .onKeyPress("q") {
            quit()
            return .handled
        }
        .onKeyPress("s") { (press: KeyPress) -> KeyPress.Result in
            guard press.modifiers == .control else { return .ignored }
            isSavingAs = true
            return .handled
        }
        .sheet(item: $editing) { task in
            EditTaskSheet(task: task)
        }
        .sheet(isPresented: $isSavingAs) {
            SaveAsSheet()
        }
        .confirmationDialog("Delete “\(deleting?.title ?? "")”?", isPresented: isConfirmingDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {
                if let id = deleting?.id { store?.delete(id) }
            }
            Button("Cancel", role: .cancel) {}
        }
        .confirmationDialog("Quit without saving?", isPresented: $isConfirmingQuit, titleVisibility: .visible) {
            Button("Save as…") { isSavingAs = true }
            Button("Quit without saving", role: .destructive) { dismiss() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text(store?.problem ?? "Some changes are not saved.")
        }
    }

    private var isConfirmingDelete: Binding<Bool> {
        Binding(get: { deleting != nil }, set: { if !$0 { deleting = nil } })
    }

    /// Quits once the saves under way are done; warns first if changes would be lost.
    private func quit() {
        Task {
            await store?.flush()
            if store?.hasUnsavedChanges == true {
                isConfirmingQuit = true
            } else {
                dismiss()
            }
        }
    }
}

/// One task: a toggle bound to the store.
struct TaskRow: View {
    let task: TaskItem
    @Environment(\.taskStore) private var store

    var body: some View {
        Toggle(task.title, isOn: Binding(get: { task.isDone }, set: { _ in store?.toggle(task.id) }))
    }
}

/// Asks where to save the tasks instead of their file; Return saves, Esc cancels.
struct SaveAsSheet: View {
    @Environment(\.taskStore) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var path = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("Save tasks to another file").bold()
            TextField("Path", text: $path, prompt: Text("a new file's path"))
                .frame(width: 50)
                .onSubmit {
                    if store?.saveAs(path) == true { dismiss() }
                }
                .keyHelp("save", key: .return)
            if let problem = store?.problem {
                Text(problem).foregroundStyle(.red).frame(width: 50, alignment: .leading)
            }
            Text("Return: save · Esc: cancel").foregroundStyle(.secondary)
        }
        .padding(1)
    }
}

/// Renames a task; Return saves, Esc cancels.
struct EditTaskSheet: View {
    let task: TaskItem
    @Environment(\.taskStore) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var title: String

    init(task: TaskItem) {
        self.task = task
        _title = State(initialValue: task.title)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Edit task").bold()
            TextField("Title", text: $title)
                .frame(width: 40)
                .onSubmit {
                    store?.rename(task.id, to: title)
                    dismiss()
                }
                .keyHelp("save", key: .return)
            Text("Return: save · Esc: cancel").foregroundStyle(.secondary)
        }
        .padding(1)
    }
}

extension EnvironmentValues {
    /// The task list being edited.
    @Entry public var taskStore: TaskStore?
}
