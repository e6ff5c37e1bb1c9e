@_spi(CursesUICore) import CursesUICore
/// Reconciles a `NavigationStack`'s root view.
final class NavigationStackNode<Root: View>: NavigationStackNodeBase {
    init(graph: ViewGraph) { super.init(graph: graph, viewType: NavigationStack<Root>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let stack = view.value(as: NavigationStack<Root>.self)
        path = stack.path
        rootNode = reconcile(rootNode, with: stack.root, environment: rootEnvironment(from: environment))
        syncChildren()
        syncPath()
    }
}
