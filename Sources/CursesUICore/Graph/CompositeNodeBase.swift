#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Observation

/// What every node of a view with a `body` shares, independent of the view's type: its storage
/// slots and the environment values its last `body` read.
@MainActor
package class CompositeNodeBase: Node {
    /// Storage for `@State` and other stored dynamic properties, by slot.
    var slots: [AnyObject?] = []

    /// The slot being linked, so an `@Environment` property can record which property it is.
    var linkingSlot = 0

    /// The slots whose properties keep the environment value they read there (`@Environment`):
    /// the last `body`'s reads, found in place rather than recorded again by every `body`.
    var environmentReadSlots: [Int] = []
    /// The other environment values the last `body` read.
    private var environmentReads: [EnvironmentRead] = []

    /// Records that `body` read `value` at `keyPath`, to compare when the environment changes.
    /// Taken out, changed and put back, never changed in place across a call: every access to
    /// `environmentReads` is then instantaneous, which spares each `body` the runtime's check.
    package func recordEnvironmentRead<Value>(keyPath: KeyPath<EnvironmentValues, Value>, value: Value) {
        var reads = environmentReads
        environmentReads = []
        reads.append(TypedEnvironmentRead(keyPath: keyPath, value: value, slot: linkingSlot))
        environmentReads = reads
    }

    package func clearEnvironmentReads() {
        guard !environmentReads.isEmpty else { return }
        var reads = environmentReads
        environmentReads = []
        reads.removeAllKeepingStorage()
        environmentReads = reads
    }

    /// Whether any value read at the last `body` differs in `environment`. When the view prints
    /// its changes, the slots of the properties whose values differ are noted.
    package func readsChanged(in environment: EnvironmentValues) -> Bool {
        var changed = false
        /// Whether the search can stop at `read`: it changed, and no changes are printed.
        func note(_ read: EnvironmentRead) -> Bool {
            guard read.hasChanged(in: environment) else { return false }
            changed = true
            guard changeLog != nil else { return true }
            changedSlots.insert(read.slot)
            return false
        }
        for slot in environmentReadSlots {
            // Empty until the property was first linked.
            if let read = slots[slot], note(unsafeDowncast(read, to: EnvironmentRead.self)) { return true }
        }
        for read in environmentReads where note(read) { return true }
        return changed
    }

    // MARK: _printChanges()

    /// Set once `body` calls `Self._printChanges()`: from then on the node notes why it updates.
    var changeLog: ChangeLog?
    /// Whether the view value differed from the previous one at the last update.
    var inputsChanged = false
    /// Storage slots whose values changed since the last `body`.
    var changedSlots: Set<Int> = []
    /// The values of state slots at the last `body`, to find which changed.
    var stateSnapshot: [Int: Any] = [:]
    /// Why the coming `body` runs, ready for `_printChanges()`.
    var changeSummary = "@identity"

    /// The node whose `body` (or a dynamic property's link) is running, if any: the one whose
    /// reads are being tracked, so `_printChanges()` can find it.
    static var evaluating: CompositeNodeBase? {
        StateDependency.current?.token.node as? CompositeNodeBase
    }

    package override var isTransparent: Bool { true }
}

extension Node {
    /// Runs `work` and invalidates this node when a value it read changes: `@State` storage
    /// records its readers itself (`ObservedStorage`), `@Observable` models through Observation.
    package func tracking<T>(_ work: () -> T) -> T {
        let outer = StateDependency.current
        StateDependency.current = StateDependency(token: invalidationToken, inbox: graph.inbox, thread: pthread_self())
        defer { StateDependency.current = outer }
        return withObservationTracking(work, onChange: onObservedChange)
    }
}
