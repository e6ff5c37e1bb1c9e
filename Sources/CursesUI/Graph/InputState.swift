/// The graph's bookkeeping for focus state and pointer input, kept apart from `ViewGraph` so the
/// core of the graph stays small: the views bound with `focused(_:)`, focus requests waiting for
/// the next layout, and whether focus was taken away on purpose.
@MainActor
final class InputState {
    private struct WeakBinding {
        weak var node: (any FocusBindingNode)?
    }

    private var bindings: [WeakBinding] = []
    private var requests: [any FocusStateStorage] = []

    /// Set when a focus state was written `false` or `nil` while it had focus: nothing has focus
    /// until a control is focused again, instead of the first control taking it.
    var isFocusCleared = false

    /// Set when the mouse wheel scrolls, so layout does not scroll the focused control back
    /// into view; the next key or focus change clears it.
    var isRevealSuppressed = false {
        didSet { if oldValue && !isRevealSuppressed { revealedNode = nil } }
    }

    /// The focused control that layout last scrolled into view; it is revealed again only once
    /// focus or something in the tree moved, or the wheel's suppression ends.
    var revealedNode: ObjectIdentifier?

    /// Whether focus states wait for the graph to move focus.
    var hasFocusRequests: Bool { !requests.isEmpty }

    /// Remembers a view bound with `focused(_:)`, once.
    func register(_ node: any FocusBindingNode) {
        guard !bindings.contains(where: { $0.node === node }) else { return }
        bindings.append(WeakBinding(node: node))
    }

    /// Forgets a view that left the graph.
    func unregister(_ node: any FocusBindingNode) {
        bindings.removeAll { $0.node == nil || $0.node === node }
    }

    /// The bound views still in the graph.
    var focusBindings: [any FocusBindingNode] {
        bindings.removeAll { $0.node?.isAttached != true }
        return bindings.compactMap(\.node)
    }

    /// Queues a request from a focus state, once per state.
    func addRequest(_ storage: any FocusStateStorage) {
        guard !requests.contains(where: { $0 === storage }) else { return }
        requests.append(storage)
    }

    /// The queued requests, oldest first; the queue is left empty.
    func takeRequests() -> [any FocusStateStorage] {
        defer { requests.removeAll() }
        return requests
    }
}
