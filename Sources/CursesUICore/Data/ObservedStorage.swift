#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `@State` and `@FocusState` storage share: the views whose `body` read the value, and
/// their invalidation when it changes.
///
/// The storage tracks its readers itself instead of through Observation: `Node.tracking(_:)` names
/// the node whose `body` runs (`StateDependency.current`), a read adds it to the readers, and a
/// write hands every reader to its graph's inbox, as an Observation change would. So `@State`
/// costs no Observation registrar, access list or tracking installation; Observation is only paid
/// for by views that read an `@Observable` model. As with Observation, a registration lasts until
/// the next change, which takes them all.
package class ObservedStorage: @unchecked Sendable {
    private let lock = Lock()
    private var readers: [StateReader] = []

    /// Records that the reading `body` (or tracked closure) depends on the value. A read outside
    /// one, or from another thread than the one running it, records nothing.
    package final func recordAccess() {
        guard let reader = StateDependency.current, pthread_equal(reader.thread, pthread_self()) != 0 else { return }
        lock.lock()
        if !readers.contains(where: { $0.token === reader.token }) {
            readers.append(StateReader(token: reader.token, inbox: reader.inbox))
        }
        lock.unlock()
    }

    /// Runs `change`, then invalidates every view that read the value, from any thread.
    package final func withMutation(_ change: () -> Void) {
        change()
        lock.lock()
        guard !readers.isEmpty else { return lock.unlock() }
        var invalidated: [StateReader] = []
        swap(&invalidated, &readers)
        lock.unlock()
        for reader in invalidated { reader.inbox.post(reader.token) }
    }
}

/// A view that read a value: which node to invalidate, through which inbox. Kept by the storage
/// until the next change, possibly past its graph, so it holds both strongly.
package struct StateReader {
    package let token: InvalidationToken
    package let inbox: InvalidationInbox
}

/// A `body` (or tracked closure) running now: which node to invalidate, through which inbox, and
/// the thread it runs on. Strong: it is current only while `Node.tracking(_:)` runs, so it keeps
/// nothing alive past that, and a strong reference costs a plain retain where a checked
/// `unowned` one takes the runtime's unowned reference count on every copy.
package struct StateDependency {
    package let token: InvalidationToken
    package let inbox: InvalidationInbox
    package let thread: pthread_t

    /// The innermost tracked evaluation running; set and restored by `Node.tracking(_:)` on the
    /// thread that runs the main actor, and read on other threads only to compare `thread` with
    /// theirs. Debug builds check each write against that (`checkWrite(_:)`).
    package static var current: StateDependency? {
        get { uncheckedCurrent }
        set {
            #if DEBUG
            checkWrite(newValue)
            #endif
            uncheckedCurrent = newValue
        }
    }

    /// Unsynchronized: a lock or a thread-local would cost every `@State` read and every `body`,
    /// and the main actor's own isolation cannot be used, since a read may come from any thread.
    private nonisolated(unsafe) static var uncheckedCurrent: StateDependency?

    #if DEBUG
    /// Stops the program when `current` is written off the thread running the main actor, or
    /// names another thread than the writer's: a read on another thread could then take the
    /// dependency for its own, or race the write.
    private static func checkWrite(_ dependency: StateDependency?) {
        let thread = pthread_self()
        precondition(MainQueue.isCurrent, "StateDependency.current was written off the main actor")
        if let dependency {
            precondition(pthread_equal(dependency.thread, thread) != 0,
                         "StateDependency.current was set to a dependency of another thread")
        }
    }
    #endif
}
