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

    /// The environment values the last `body` read.
    private(set) var environmentReads: [EnvironmentRead] = []

    /// Records that `body` read a value, to compare when the environment changes.
    package func recordEnvironmentRead(_ read: EnvironmentRead) {
        environmentReads.append(read)
    }

    /// Records that `body` read `value` at `keyPath`, to compare when the environment changes.
    package func recordEnvironmentRead<Value>(keyPath: KeyPath<EnvironmentValues, Value>, value: Value) {
        recordEnvironmentRead(TypedEnvironmentRead(keyPath: keyPath, value: value, slot: linkingSlot))
    }

    package func clearEnvironmentReads() { environmentReads.removeAll(keepingCapacity: true) }

    /// Whether any value read at the last `body` differs in `environment`. When the view prints
    /// its changes, the slots of the properties whose values differ are noted.
    package func readsChanged(in environment: EnvironmentValues) -> Bool {
        guard changeLog != nil else { return environmentReads.contains { $0.hasChanged(in: environment) } }
        var changed = false
        for read in environmentReads where read.hasChanged(in: environment) {
            changedSlots.insert(read.slot)
            changed = true
        }
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

    /// The node whose `body` is running, so `_printChanges()` can find it.
    static var evaluating: CompositeNodeBase?

    package override var isTransparent: Bool { true }
}

extension Node {
    /// Runs `work` and invalidates this node when a value it read changes: `@State` storage
    /// records its readers itself (`ObservedStorage`), `@Observable` models through Observation.
    package func tracking<T>(_ work: () -> T) -> T {
        let inbox = graph.inbox
        let token = invalidationToken
        let outer = StateDependency.current
        StateDependency.current = StateDependency(token: token, inbox: inbox, thread: pthread_self())
        defer { StateDependency.current = outer }
        return withObservationTracking(work) { inbox.post(token) }
    }
}
