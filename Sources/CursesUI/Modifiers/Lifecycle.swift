@_spi(CursesUICore) import CursesUICore
/// Runs actions when its content appears in the graph and when it leaves it.
struct LifecycleView<Content: View>: View, PrimitiveView {
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { LifecycleNode<Content>(graph: graph) }
}

final class LifecycleNode<Content: View>: PassthroughNode {
    private var onAppear: (() -> Void)?
    private var onDisappear: (() -> Void)?
    private var hasAppeared = false

    init(graph: ViewGraph) { super.init(graph: graph, viewType: LifecycleView<Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: LifecycleView<Content>.self)
        onAppear = newView.onAppear
        onDisappear = newView.onDisappear
        updateContent(newView.content)
        if !hasAppeared {
            hasAppeared = true
            graph.enqueueEffect { [weak self] in
                guard let self, self.isAttached else { return }
                self.onAppear?()
            }
        }
    }

    override func willDetach() {
        guard hasAppeared, let onDisappear else { return }
        graph.enqueueEffect { onDisappear() }
    }
}

extension View {
    /// Runs `action` when the view appears, after the update that added it and before it is drawn.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(onAppear: action, onDisappear: nil, content: self)
    }

    /// Runs `action` when the view leaves the screen: its branch, id or element went away.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(onAppear: nil, onDisappear: action, content: self)
    }
}
