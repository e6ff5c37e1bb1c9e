@_spi(CursesUICore) import CursesUICore
/// Starts an async task when its content appears, and cancels it when the content disappears or
/// the id changes (then starts a new one).
struct TaskView<Content: View, ID: Equatable>: View, PrimitiveView {
    let id: ID
    let priority: TaskPriority
    let action: @MainActor () async -> Void
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { TaskNode<Content, ID>(graph: graph) }
}

final class TaskNode<Content: View, ID: Equatable>: PassthroughNode {
    private var id: ID?
    private var task: Task<Void, Never>?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: TaskView<Content, ID>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: TaskView<Content, ID>.self)
        if id == nil || id != newView.id {
            id = newView.id
            let action = newView.action
            let priority = newView.priority
            graph.enqueueEffect { [weak self] in
                guard let self, self.isAttached else { return }
                self.start(action, priority: priority)
            }
        }
        updateContent(newView.content)
    }

    private func start(_ action: @escaping @MainActor () async -> Void, priority: TaskPriority) {
        task?.cancel()
        let graph = self.graph
        graph.runningTaskCount += 1
        task = Task(priority: priority) { @MainActor in
            await action()
            graph.runningTaskCount -= 1
        }
    }

    override func willDetach() {
        task?.cancel()
        task = nil
    }
}

extension View {
    /// Runs `action` in a task when the view appears, and cancels it when the view disappears,
    /// as in SwiftUI.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void) -> some View {
        TaskView(id: 0, priority: priority, action: action, content: self)
    }

    /// Runs `action` in a task when the view appears and again whenever `id` changes, cancelling
    /// the previous task first. Use it to react to an environment value asynchronously.
    public func task<ID: Equatable>(id value: ID, priority: TaskPriority = .userInitiated,
                                    _ action: @escaping @MainActor () async -> Void) -> some View {
        TaskView(id: value, priority: priority, action: action, content: self)
    }
}
