import Observation

/// What every node of a view with a `body` shares, independent of the view's type: its storage
/// slots and the environment values its last `body` read.
@MainActor
class CompositeNodeBase: Node {
    /// Storage for `@State` and other stored dynamic properties, by slot.
    var slots: [AnyObject?] = []

    /// One environment value read by the last `body`: it tells whether a new environment
    /// holds a different value at the same key path.
    struct EnvironmentRead {
        let keyPath: AnyKeyPath
        let hasChanged: (EnvironmentValues) -> Bool
    }

    private(set) var environmentReads: [EnvironmentRead] = []

    /// Records that `body` read `value` at `keyPath`, to compare when the environment changes.
    func recordEnvironmentRead<Value>(keyPath: KeyPath<EnvironmentValues, Value>, value: Value) {
        environmentReads.append(EnvironmentRead(keyPath: keyPath) { environment in
            let newValue = environment[keyPath: keyPath]
            guard areEqual(newValue, value) else { return true }
            // The view keeps `value`; give the actions inside it the latest closures.
            ActionRefresher.refresh(in: value, from: newValue)
            return false
        })
    }

    func clearEnvironmentReads() { environmentReads.removeAll(keepingCapacity: true) }

    /// Whether any value read at the last `body` differs in `environment`.
    func readsChanged(in environment: EnvironmentValues) -> Bool {
        environmentReads.contains { $0.hasChanged(environment) }
    }

    override var isTransparent: Bool { true }
}

extension Node {
    /// Runs `work` and invalidates this node when an observable value it read changes
    /// (`@State` storage, `@Observable` models).
    func tracking<T>(_ work: () -> T) -> T {
        let inbox = graph.inbox
        return withObservationTracking(work) { [weak self] in
            if let self { inbox.post(self) }
        }
    }
}
