/// A frame request made on the main thread from code that the main actor's static isolation
/// does not cover (an Observation change, an invalidation posted to the graph's inbox), for a run
/// loop to take at its next turn. `MainActor.assumeIsolated` would instead allocate its closure
/// and check the executor twice for every state change.
///
/// Only the main thread posts and takes it, which the type system cannot see; the lock keeps it
/// sound from any thread.
package final class PostedFrameRequest: @unchecked Sendable {
    private let lock = Lock()
    private var posted = false

    package init() {}

    /// Asks for a frame.
    package func post() {
        lock.lock()
        posted = true
        lock.unlock()
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
