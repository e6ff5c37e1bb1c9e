/// A run loop's pending frame request, for it to take at its next turn. It can be posted on the
/// main thread from code that the main actor's static isolation does not cover (an Observation
/// change, an invalidation posted to the graph's inbox), where `MainActor.assumeIsolated` would
/// allocate its closure and check the executor twice for every state change.
///
/// Only the main thread posts and takes it, which the type system cannot see; the lock keeps it
/// sound from any thread.
package final class PostedFrameRequest: @unchecked Sendable {
    private let lock = Lock()
    private var posted = false

    package init() {}

    /// Asks for a frame; returns whether none was asked for yet (repeated requests make one).
    @discardableResult
    package func post() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let first = !posted
        posted = true
        return first
    }

    /// Whether a frame was asked for since the last `take()`; clears the request.
    package func take() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let wasPosted = posted
        posted = false
        return wasPosted
    }

    /// Whether a frame was asked for since the last `take()`.
    package var isPosted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return posted
    }
}
