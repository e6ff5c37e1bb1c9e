/// A node for a modifier that adds behavior but no layout (`onKeyPress`, `onAppear`, `task`, …):
/// its content takes its places in the enclosing stack as if the modifier were not there.
@MainActor
@_spi(CursesUICore) open class PassthroughNode: Node {
    open override var isTransparent: Bool { true }

    /// Reconciles the content view with the node's current environment.
    package func updateContent<Content: View>(_ content: Content) {
        let child = reconcile(children.first, with: content, environment: environment)
        if children.first !== child { children = [child] }
    }
}
