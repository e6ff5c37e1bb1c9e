@_spi(CursesUICore) import CursesUICore
/// Tells the enclosing navigation stack how to show pushed values of one type.
struct NavigationDestinationView<Content: View, Data: Hashable, Destination: View>: View, PrimitiveView {
    let destination: (Data) -> Destination
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { NavigationDestinationNode<Content, Data, Destination>(graph: graph) }
}

/// Registers its destination closure with the stack on every update, and passes its environment
/// on to the views it built.
final class NavigationDestinationNode<Content: View, Data: Hashable, Destination: View>: PassthroughNode {
    private weak var stack: NavigationStackNodeBase?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: NavigationDestinationView<Content, Data, Destination>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: NavigationDestinationView<Content, Data, Destination>.self)
        updateContent(newView.content)
        let newStack = environment.navigationStack.node
        if newStack !== stack { stack?.unregisterDestination(for: Data.self, node: self) }
        stack = newStack
        let destination = newView.destination
        newStack?.registerDestination(for: Data.self, node: self) { value in
            (value.base as? Data).map { AnyView(destination($0)) }
        }
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        guard !newEnvironment.isIdentical(to: environment) else { return }
        super.environmentDidChange(newEnvironment)
        stack?.destinationEnvironmentDidChange(from: self)
    }

    override func willDetach() {
        stack?.unregisterDestination(for: Data.self, node: self)
    }
}

extension View {
    /// Shows values of type `data` pushed on the enclosing `NavigationStack` (by
    /// `NavigationLink(value:)` or the stack's path) with the view `destination` builds, as in
    /// SwiftUI.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        NavigationDestinationView(destination: destination, content: self)
    }
}
