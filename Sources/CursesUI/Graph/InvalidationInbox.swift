/// Collects nodes invalidated by Observation, from whatever thread wrote the value.
///
/// Observation reports a change synchronously on the writer's thread, before the write lands.
/// Posting here is safe from any thread; the graph drains the inbox on the main actor at the
/// start of every frame, so a write made during an action shows in the very next frame.
final class InvalidationInbox: @unchecked Sendable {
    private let lock = Lock()
    private var nodes: [Node] = []
    private var frameRequest: (@Sendable () -> Void)?

    /// Sets what asks the host for a frame; called once when the host starts.
    func setFrameRequest(_ request: @escaping @Sendable () -> Void) {
        lock.lock()
        frameRequest = request
        lock.unlock()
    }

    /// Records an invalidated node and asks for a frame.
    func post(_ node: Node) {
        lock.lock()
        nodes.append(node)
        let request = frameRequest
        lock.unlock()
        request?()
    }

    /// Takes every posted node.
    func drain() -> [Node] {
        lock.lock()
        defer { lock.unlock() }
        let drained = nodes
        nodes.removeAll()
        return drained
    }

    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return nodes.isEmpty
    }
}
