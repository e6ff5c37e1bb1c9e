/// Changes one environment value for its content and everything below it.
package struct EnvironmentWriterView<Content: View, Value>: View, PrimitiveView {
    package let keyPath: WritableKeyPath<EnvironmentValues, Value>
    package let transform: (inout Value) -> Void
    /// Whether `transform` may read state (`transformEnvironment`), so its reads are tracked.
    package let tracksReads: Bool
    package let content: Content
    package typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { EnvironmentWriterNode<Content, Value>(graph: graph) }
}

/// Publishes a changed environment to its subtree only when the value it writes differs from
/// the one it wrote before, or the environment above it changed.
package final class EnvironmentWriterNode<Content: View, Value>: Node {
    private var view: EnvironmentWriterView<Content, Value>?
    /// The environment this node's children received.
    private var published: EnvironmentValues?

    package init(graph: ViewGraph) { super.init(graph: graph, viewType: EnvironmentWriterView<Content, Value>.self) }

    package override var isTransparent: Bool { true }

    package override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: EnvironmentWriterView<Content, Value>.self)
        self.view = newView
        let output = publish(from: environment, parentChanged: environmentChanged)
        let child = reconcile(children.first, with: newView.content, environment: output)
        if children.first !== child { children = [child] }
    }

    package override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        guard !newEnvironment.isIdentical(to: environment) else { return }
        let output = publish(from: newEnvironment, parentChanged: true)
        for child in children { child.environmentDidChange(output) }
    }

    /// State the transform read changed: it runs again, and the subtree hears of the result only
    /// if it differs.
    package override func reevaluate() {
        isDirty = false
        let output = publish(from: environment, parentChanged: false)
        for child in children { child.environmentDidChange(output) }
    }

    /// The environment for the children: the previous one when nothing it holds changed.
    private func publish(from parent: EnvironmentValues, parentChanged: Bool) -> EnvironmentValues {
        guard let view else { return parent }
        var value = parent[keyPath: view.keyPath]
        if view.tracksReads {
            // The closure runs outside any `body`: `@State` it reads counts as read here.
            tracking { view.transform(&value) }
        } else {
            view.transform(&value)
        }
        if !parentChanged, let published {
            let old = published[keyPath: view.keyPath]
            if areEqual(old, value) {
                // Readers keep the old value; give the actions inside it the new closures.
                ActionRefresher.refresh(in: old, from: value)
                return published
            }
        }
        environment = parent
        var output = parent
        output[keyPath: view.keyPath] = value
        published = output
        return output
    }
}

extension View {
    /// Sets an environment value for this view and its descendants, as in SwiftUI.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentWriterView(keyPath: keyPath, transform: { $0 = value }, tracksReads: false, content: self)
    }

    /// Changes an environment value for this view and its descendants with a closure that runs
    /// on each update; descendants are updated only if the result differs.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentWriterView(keyPath: keyPath, transform: transform, tracksReads: true, content: self)
    }
}
