// A to-do app with tabs, written the way SwiftUI tutorials write it; only the import differs
// from the SwiftUI original. The end-to-end tests drive it in tmux.
import CursesUI

struct TodoItem: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
}

final class TodoStore: ObservableObject {
    @Published var items: [TodoItem] = [
        TodoItem(title: "Buy milk"),
        TodoItem(title: "Walk the dog"),
        TodoItem(title: "Write report", isDone: true),
    ]

    var remaining: Int { items.filter { !$0.isDone }.count }
}

@main
struct TodoApp: App {
    @StateObject private var store = TodoStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
        }
    }
}

struct ContentView: View {
    @EnvironmentObject var store: TodoStore
    @State private var selectedTab = 0

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $selectedTab) {
                TodoListView()
                    .tabItem {
                        Label("Todos", systemImage: "checkmark.circle")
                    }
                    .badge(store.remaining)
                    .tag(0)

                AddTodoView(selectedTab: $selectedTab)
                    .tabItem {
                        Label("Add", systemImage: "plus")
                    }
                    .tag(1)

                SettingsView()
                    .tabItem {
                        Label("Settings", systemImage: "gear")
                    }
                    .tag(2)
            }
            KeyHelpBar()
        }
    }
}

struct TodoListView: View {
    @EnvironmentObject var store: TodoStore

    var body: some View {
        NavigationView {
            List {
                ForEach($store.items) { $item in
                    Toggle(item.title, isOn: $item.isDone)
                }
                .onDelete { offsets in
                    store.items.remove(atOffsets: offsets)
                }
            }
            .navigationTitle("To-Do (\(store.remaining) left)")
        }
    }
}

struct AddTodoView: View {
    @EnvironmentObject var store: TodoStore
    @Binding var selectedTab: Int
    @State private var title = ""

    var body: some View {
        Form {
            Section(header: Text("New task")) {
                TextField("What needs doing?", text: $title)
                Button("Add") {
                    guard !title.isEmpty else { return }
                    store.items.append(TodoItem(title: title))
                    title = ""
                    selectedTab = 0
                }
            }
        }
    }
}

struct SettingsView: View {
    @State private var showCompleted = true

    var body: some View {
        Form {
            Toggle("Show completed", isOn: $showCompleted)
            LabeledContent("Version", value: "1.0")
        }
    }
}
