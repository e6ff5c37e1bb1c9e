/// The graph's bookkeeping for focus state and pointer input, kept apart from `ViewGraph` so the
/// core of the graph stays small: the views bound with `focused(_:)`, focus requests waiting for
/// the next layout, and whether focus was taken away on purpose.
@MainActor
package final class InputState {
    private struct WeakBinding {
        weak var node: (any FocusBindingNode)?
    }

    private var bindings: [WeakBinding] = []
    private var requests: [any FocusStateStorage] = []

    /// Set when a focus state was written `false` or `nil` while it had focus: nothing has focus
    /// until a control is focused again, instead of the first control taking it.
    package var isFocusCleared = false

    /// How many `keyboardShortcut` modifiers are in the tree: with none, a key looks for no
    /// shortcut (which walks every control's ancestors). Internal, as `revealSuppressed` below.
    var shortcutProviders = 0

    /// Set when the mouse wheel scrolls, so layout does not scroll the focused control back
    /// into view; the next key or focus change clears it.
    package var isRevealSuppressed: Bool {
        get { revealSuppressed }
        set {
            if revealSuppressed && !newValue { revealedNode = nil }
            revealSuppressed = newValue
        }
    }
    /// `isRevealSuppressed`'s storage: every key reads it, and a private property whose accesses
    /// the optimizer all sees goes without the runtime's exclusivity check (a `package` one
    /// keeps it).
    private var revealSuppressed = false

    /// The focused control that layout last scrolled into view; it is revealed again only once
    /// focus or something in the tree moved, or the wheel's suppression ends.
    package var revealedNode: ObjectIdentifier?

    /// Where focus was in each focus scope (the screen, each presentation): the control and its
    /// place, so focus returns to it when a presentation closes, and goes to the control that
    /// replaces it at the same place (an `if`/`else` swapping two buttons) when it leaves.
    private var focusPlaces: [ObjectIdentifier: FocusPlace] = [:]

    // Strong references, dropped with their scope (`rememberFocus`, `keepFocusPlaces(of:)`): a
    // weak one would give the focused control and the screen's root side tables, and then every
    // retain and release of them (a key makes several) takes the runtime's slow path.
    private struct FocusPlace {
        let scope: Node
        var node: Node?
        let origin: Point
        let index: Int
    }

    /// Notes that `node`, at `index` in the focus ring, has focus in `scope`.
    package func rememberFocus(_ node: Node, at index: Int, in scope: Node) {
        let key = ObjectIdentifier(scope)
        if let place = focusPlaces[key], place.node === node, place.index == index, place.origin == node.frame.origin { return }
        focusPlaces = focusPlaces.filter { $0.value.scope.isAttached }
        focusPlaces[key] = FocusPlace(scope: scope, node: node, origin: node.frame.origin, index: index)
    }

    /// Forgets the places of every scope but `scopes` (the screen's root and what is presented),
    /// as a presentation closes.
    package func keepFocusPlaces(of scopes: [Node]) {
        focusPlaces = focusPlaces.filter { place in scopes.contains { $0 === place.value.scope } }
    }

    /// The control that takes focus when the focused one left the ring of `scope`: the one focused
    /// there before, if it is back; else the control now at its place; else the control at its
    /// position in reading order; `nil` when focus was never in this scope.
    package func focusReplacement(in ring: [Node], scope: Node) -> Node? {
        let key = ObjectIdentifier(scope)
        guard var place = focusPlaces[key], place.scope === scope else { return nil }
        // A control that left the tree never comes back (detaching is final): it is let go.
        if let node = place.node, !node.isAttached {
            place.node = nil
            focusPlaces[key] = place
        }
        guard !ring.isEmpty else { return nil }
        if let node = place.node, ring.contains(where: { $0 === node }) { return node }
        return ring.first { $0.frame.origin == place.origin } ?? ring[min(place.index, ring.count - 1)]
    }

    /// Whether focus states wait for the graph to move focus.
    package var hasFocusRequests: Bool { !requests.isEmpty }

    /// Remembers a view bound with `focused(_:)`, once.
    package func register(_ node: any FocusBindingNode) {
        guard !bindings.contains(where: { $0.node === node }) else { return }
        bindings.append(WeakBinding(node: node))
    }

    /// Forgets a view that left the graph.
    package func unregister(_ node: any FocusBindingNode) {
        bindings.removeAll { $0.node == nil || $0.node === node }
    }

    /// The bound views still in the graph.
    package var focusBindings: [any FocusBindingNode] {
        bindings.removeAll { $0.node?.isAttached != true }
        return bindings.compactMap(\.node)
    }

    /// Queues a request from a focus state, once per state.
    package func addRequest(_ storage: any FocusStateStorage) {
        guard !requests.contains(where: { $0 === storage }) else { return }
        requests.append(storage)
    }

    /// The queued requests, oldest first; the queue is left empty.
    package func takeRequests() -> [any FocusStateStorage] {
        defer { requests.removeAll() }
        return requests
    }
}
