import CursesUI
import Foundation

/// One task.
public struct TaskItem: Identifiable, Codable, Equatable, Sendable {
    public var id = UUID()
    public var title: String
    public var isDone = false

    /// A task with a new id.
    public init(title: String, isDone: Bool = false) {
        self.title = title
        self.isDone = isDone
    }
}

/// The tasks and their file. Every change is saved at once, off the main actor, through an
/// `AtomicFile`: the file is replaced whole or not at all. A file that could not be read, or is
/// read-only, is never written: changes stay in memory until the user saves them elsewhere.
@MainActor
@Observable
public final class TaskStore {
    private(set) var tasks: [TaskItem] = []
    /// Why the last load or save failed, shown in the status line; `nil` when all is well.
    private(set) var problem: String?
    /// Where the tasks are saved.
    private(set) var file: AtomicFile
    /// Whether changes go to `file`: not when it could not be read or is read-only.
    private(set) var canSave = true
    /// Whether the file lacks changes made here (a save is under way, failed, or is not allowed).
    private(set) var hasUnsavedChanges = false

    /// Counts saves; a save that a later one supersedes before it starts is skipped.
    private var saveGeneration = 0
    /// The last save started; saves run one after another.
    private var lastSave: Task<Void, Never>?

    var path: String { file.path }

    /// Keeps everything in memory, for previews: nothing is read or saved.
    private var isInMemory = false

    /// The tasks of the JSON file at `path`, saved there after every change.
    public init(path: String) {
        file = AtomicFile(path: path)
        load()
    }

    /// `tasks` kept in memory only, for previews: nothing is read or written, and `path` is only
    /// shown.
    public init(previewing tasks: [TaskItem], path: String = "preview.json") {
        file = AtomicFile(path: path)
        self.tasks = tasks
        isInMemory = true
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

    /// Saves the tasks to `path` from now on; refuses a file that exists, so nothing is replaced
    /// by accident. Returns whether it switched.
    @discardableResult
    func saveAs(_ path: String) -> Bool {
        let trimmed = path.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return false }
        let newFile = AtomicFile(path: (trimmed as NSString).expandingTildeInPath)
        guard !FileManager.default.fileExists(atPath: newFile.path) else {
            problem = "\(newFile.path) already exists; choose another name."
            return false
        }
        file = newFile
        canSave = true
        problem = nil
        save()
        return true
    }

    /// Waits for the saves under way.
    public func flush() async {
        await lastSave?.value
    }

    private func load() {
        do {
            guard let data = try file.read() else { return }
            tasks = try JSONDecoder().decode([TaskItem].self, from: data)
            if file.isReadOnly {
                canSave = false
                problem = "\(path) is read-only: changes are not saved. Ctrl-S saves them to another file."
            }
        } catch {
            canSave = false
            let reason = error is DecodingError ? "it is not a task list" : "\(error)"
            problem = "Could not read \(path) (\(reason)). It is left as it is and changes are not saved; Ctrl-S saves them to another file."
        }
    }

    /// Saves a snapshot of the tasks in the background; encoding and writing a large list never
    /// holds up the screen.
    private func save() {
        guard !isInMemory else { return }
        hasUnsavedChanges = true
        guard canSave else { return }
        saveGeneration += 1
        let generation = saveGeneration, snapshot = tasks, file = file, previous = lastSave
        lastSave = Task.detached(priority: .userInitiated) { [weak self] in
            await previous?.value
            guard let self, await self.isLatestSave(generation) else { return }
            let error = Self.write(snapshot, to: file)
            await self.finishSave(generation, error: error)
        }
    }

    private func isLatestSave(_ generation: Int) -> Bool { generation == saveGeneration }

    private func finishSave(_ generation: Int, error: (any Error)?) {
        if let error {
            problem = "Could not save: \(error)."
            if (error as? AtomicFileError)?.reason == .readOnly {
                canSave = false
                problem = "Could not save: \(error). Ctrl-S saves to another file."
            }
        } else if generation == saveGeneration {
            hasUnsavedChanges = false
            problem = nil
        }
    }

    nonisolated private static func write(_ tasks: [TaskItem], to file: AtomicFile) -> (any Error)? {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try file.write(encoder.encode(tasks))
            return nil
        } catch {
            return error
        }
    }
}
