import CursesUI

// The tasks demo's previews: `swift run previews` browses them. The store keeps its tasks in
// memory, so a preview never touches a file.

#Preview("Tasks", traits: .fixedLayout(width: 80, height: 12)) {
    @Previewable @State var store = TaskStore(previewing: [
        TaskItem(title: "Buy milk", isDone: true),
        TaskItem(title: "Write the report"),
        TaskItem(title: "Call the plumber"),
    ])
    TasksScreen()
        .environment(\.taskStore, store)
}

#Preview("No tasks yet", traits: .fixedLayout(width: 60, height: 8)) {
    @Previewable @State var store = TaskStore(previewing: [])
    TasksScreen()
        .environment(\.taskStore, store)
}
