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
struct TasksScreen: View {
    @Environment(\.taskStore) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var newTitle = ""
    @State private var filter = TaskFilter.all
    @State private var selection: TaskItem.ID?
    @State private var editing: TaskItem?
    @State private var isConfirmingDelete = false

    private var visibleTasks: [TaskItem] {
        (store?.tasks ?? []).filter(filter.includes)
    }

    private var selectedTask: TaskItem? {
        store?.tasks.first { $0.id == selection }
    }

    var body: some View {
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
                guard selectedTask != nil else { return .ignored }
                isConfirmingDelete = true
                return .handled
            }
            if let problem = store?.problem {
                Text(problem).foregroundStyle(.red)
            }
            KeyHelpBar()
        }
        .keyHelp("move", key: .tab)
        .keyHelp("quit", key: "q")
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
        .sheet(item: $editing) { task in
            EditTaskSheet(task: task)
        }
        .confirmationDialog("Delete “\(selectedTask?.title ?? "")”?", isPresented: $isConfirmingDelete, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {
                if let id = selection { store?.delete(id) }
                selection = nil
            }
            Button("Cancel", role: .cancel) {}
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
            Text("Return: save · Esc: cancel").foregroundStyle(.secondary)
        }
        .padding(1)
    }
}
