import CursesUI
import Foundation

/// One task.
struct TaskItem: Identifiable, Codable, Equatable {
    var id = UUID()
    var title: String
    var isDone = false
}

/// The tasks and their file: every change is saved at once, so quitting loses nothing.
@Observable
final class TaskStore {
    private(set) var tasks: [TaskItem] = []
    /// Why the last load or save failed, shown in the status line; `nil` when all is well.
    private(set) var problem: String?
    let path: String

    init(path: String) {
        self.path = path
        load()
    }

    var doneCount: Int { tasks.filter(\.isDone).count }

    func add(_ title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        tasks.append(TaskItem(title: trimmed))
        save()
    }

    func toggle(_ id: TaskItem.ID) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        tasks[index].isDone.toggle()
        save()
    }

    func rename(_ id: TaskItem.ID, to title: String) {
        guard let index = tasks.firstIndex(where: { $0.id == id }) else { return }
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        tasks[index].title = trimmed
        save()
    }

    func delete(_ id: TaskItem.ID) {
        tasks.removeAll { $0.id == id }
        save()
    }

    private func load() {
        guard FileManager.default.fileExists(atPath: path) else { return }
        do {
            tasks = try JSONDecoder().decode([TaskItem].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            problem = "Could not read \(path): \(error.localizedDescription)"
        }
    }

    private func save() {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(tasks).write(to: URL(fileURLWithPath: path), options: .atomic)
            problem = nil
        } catch {
            problem = "Could not save \(path): \(error.localizedDescription)"
        }
    }
}
