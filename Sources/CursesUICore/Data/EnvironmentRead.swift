/// One environment value a view's last `body` read: a node keeps the values it read to tell
/// whether a new environment holds a different value at the same key path.
package class EnvironmentRead {
    /// The storage slot of the property that read it.
    package let slot: Int

    init(slot: Int) { self.slot = slot }

    /// Whether `environment` holds a different value than the one read.
    @MainActor package func hasChanged(in environment: EnvironmentValues) -> Bool {
        preconditionFailure("an environment read of an unknown type")
    }
}

/// A value read at a key path, typed. An `@Environment` property keeps one in its storage slot
/// for the life of its node and reads its value from it: linking stores the value in it without
/// looking up any generic type's metadata, and the node records it without allocating.
package final class TypedEnvironmentRead<Value>: EnvironmentRead {
    package let keyPath: KeyPath<EnvironmentValues, Value>
    /// Written by the node as it links the property, read by the property on the main actor, never
    /// `inout` across a call: release builds skip the runtime's exclusivity checks on it (debug
    /// builds keep them). Last, so that its offset does not depend on `Value`.
    #if DEBUG
    package var value: Value
    #else
    @exclusivity(unchecked) package var value: Value
    #endif

    package init(keyPath: KeyPath<EnvironmentValues, Value>, value: Value, slot: Int) {
        self.keyPath = keyPath
        self.value = value
        super.init(slot: slot)
    }

    @MainActor package override func hasChanged(in environment: EnvironmentValues) -> Bool {
        let newValue = environment[keyPath: keyPath]
        guard areEqual(newValue, value) else { return true }
        // The view keeps `value`; give the actions inside it the latest closures.
        ActionRefresher.refresh(in: value, from: newValue)
        return false
    }
}
