/// Reads a value from the environment, as in SwiftUI: `@Environment(\.colorScheme) var scheme`.
///
/// The key path may be chained (`\.settings.name`) or end in a read-only computed property. The
/// view re-renders only when the value read through the whole key path changes.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    @usableFromInline package let keyPath: KeyPath<EnvironmentValues, Value>
    @usableFromInline package var resolved: Value?
    @usableFromInline package var isResolved = false

    /// Reads the value at `keyPath`. Public, so a view's memberwise initializer can take an
    /// `Environment` to inject a different key path (for previews and tests).
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value. Outside a graph it is read from a default environment.
    ///
    /// Inlinable, so that a view's module reads it specialized for its value type: the generic
    /// getter looks up `Optional<Value>`'s metadata on every read.
    @inlinable public var wrappedValue: Value {
        if isResolved, let resolved { return resolved }
        return EnvironmentValues()[keyPath: keyPath]
    }
}

extension Environment: StoredDynamicProperty {
    @MainActor package mutating func link(slot: inout AnyObject?, node: CompositeNodeBase) {
        let value = node.environment[keyPath: keyPath]
        resolved = value
        isResolved = true
        node.recordEnvironmentRead(keyPath: keyPath, value: value)
    }
}
