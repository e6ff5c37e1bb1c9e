/// Collects nodes invalidated by Observation, from whatever thread wrote the value.
///
/// Observation reports a change synchronously on the writer's thread, before the write lands.
/// Posting here is safe from any thread; the graph drains the inbox on the main actor at the
/// start of every frame, so a write made during an action shows in the very next frame.
package final class InvalidationInbox: @unchecked Sendable {
    private let lock = Lock()
    // Every access to `nodes` is instantaneous (it is taken out, changed and put back, never
    // changed in place across a call): the optimizer then drops the runtime's exclusivity check
    // from all of them, which a single in-place `append` would keep on every one.
    private var nodes: [InvalidationToken] = []
    private var frameRequest: (@Sendable () -> Void)?

    /// Sets what asks the host for a frame; called once when the host starts.
    package func setFrameRequest(_ request: @escaping @Sendable () -> Void) {
        lock.lock()
        frameRequest = request
        lock.unlock()
    }

    /// Records an invalidated node and asks for a frame.
    package func post(_ node: InvalidationToken) {
        lock.lock()
        var posted = nodes
        nodes = []
        posted.append(node)
        nodes = posted
        let request = frameRequest
        lock.unlock()
        request?()
    }

    /// Takes every posted node into `buffer`, which must be empty; the two arrays trade
    /// storage, so draining every frame allocates nothing.
    package func drain(into buffer: inout [InvalidationToken]) {
        lock.lock()
        defer { lock.unlock() }
        let taken = nodes
        nodes = buffer
        buffer = taken
    }

    package var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return nodes.isEmpty
    }
}

/// Names a node to the inbox from any thread, without keeping the node alive and without a weak
/// reference, which would give the node a side table and slow every retain and release of it.
/// The node clears it as it goes away (in its isolated `deinit`), on the main actor, where the
/// inbox is drained.
@MainActor
package final class InvalidationToken {
    /// The node; `unowned` (checked: a read after the node went away uncleared stops the
    /// program). It is read once per drained invalidation, where the check costs nothing measurable.
    /// Internal, so its reads go without the runtime's exclusivity check (see `ViewGraph`).
    unowned var node: Node?

    package init(node: Node) {
        self.node = node
    }
}
