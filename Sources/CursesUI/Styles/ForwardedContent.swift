@_spi(CursesUICore) import CursesUICore
/// Content that a view hands to a body it does not write — a modifier's `body(content:)`, a
/// style's `makeBody(configuration:)` — which places it with a placeholder view
/// (`ViewModifier.Content`, `ButtonStyleConfiguration.Label`, …).
///
/// The placeholder carries only this box, so the body's inputs stay equal when the content
/// changes and the body does not run again; the owner `flush()`es the new content into the
/// placeholders instead, and the content's own nodes decide what to update.
@MainActor
class ForwardedContent {
    /// Counts the content values set, so placeholders can tell whether theirs is current.
    fileprivate(set) var generation = 0
    private var placeholders: [WeakPlaceholder] = []

    private struct WeakPlaceholder {
        weak var node: ForwardedContentPlaceholder?
    }

    /// Reconciles the current content below `node`, reusing `existing` when it fits.
    func reconcile(in node: Node, existing: Node?, environment: EnvironmentValues) -> Node {
        node.reconcile(existing, with: EmptyView(), environment: environment)
    }

    /// Brings the placeholders the body did not update (because it did not run) to the
    /// current content.
    func flush() {
        for placeholder in placeholders {
            guard let node = placeholder.node, node.isAttached, node.appliedGeneration != generation else { continue }
            node.refresh()
        }
    }

    func register(_ node: ForwardedContentPlaceholder) {
        placeholders.removeAll { $0.node == nil || $0.node === node }
        placeholders.append(WeakPlaceholder(node: node))
    }

    func unregister(_ node: ForwardedContentPlaceholder) {
        placeholders.removeAll { $0.node == nil || $0.node === node }
    }
}

/// A `ForwardedContent` of one view type, so updating it neither boxes nor casts.
final class TypedForwardedContent<Content: View>: ForwardedContent {
    private var content: Content?

    /// Sets the content to forward; call `flush()` once the body had its chance to run.
    func set(_ content: Content) {
        self.content = content
        generation &+= 1
    }

    override func reconcile(in node: Node, existing: Node?, environment: EnvironmentValues) -> Node {
        guard let content else { return super.reconcile(in: node, existing: existing, environment: environment) }
        return node.reconcile(existing, with: content, environment: environment)
    }
}

/// A placeholder view that shows forwarded content where a body puts it.
@MainActor
protocol ForwardingView: PrimitiveView {
    var source: ForwardedContent { get }
}

extension ForwardingView {
    package func makeNode(in graph: ViewGraph) -> Node { ForwardedContentNode<Self>(graph: graph) }
}

/// What a `ForwardedContent` knows of the placeholders that show it.
@MainActor
protocol ForwardedContentPlaceholder: Node {
    var appliedGeneration: Int { get }
    func refresh()
}

/// The node of a placeholder: transparent, so the content takes its places in the body's
/// stacks as if written there.
final class ForwardedContentNode<V: ForwardingView>: PassthroughNode, ForwardedContentPlaceholder {
    private var source: ForwardedContent?
    private(set) var appliedGeneration = -1

    init(graph: ViewGraph) { super.init(graph: graph, viewType: V.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newSource = view.value(as: V.self).source
        if newSource !== source {
            source?.unregister(self)
            newSource.register(self)
            source = newSource
        }
        refresh()
    }

    func refresh() {
        guard let source else { return }
        appliedGeneration = source.generation
        let child = source.reconcile(in: self, existing: children.first, environment: environment)
        if children.first !== child { children = [child] }
    }

    override func willDetach() {
        source?.unregister(self)
    }
}
