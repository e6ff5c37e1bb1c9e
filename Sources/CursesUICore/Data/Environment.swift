/// Reads a value from the environment, as in SwiftUI: `@Environment(\.colorScheme) var scheme`.
///
/// The key path may be chained (`\.settings.name`) or end in a read-only computed property. The
/// view re-renders only when the value read through the whole key path changes.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    package let keyPath: KeyPath<EnvironmentValues, Value>
    /// The value the node read for this property, kept in the property's storage slot; `nil`
    /// before the property is linked. A reference: linking writes no `Optional<Value>`, which
    /// unspecialized code would look up the metadata of.
    package var read: TypedEnvironmentRead<Value>?

    /// Reads the value at `keyPath`. Public, so a view's memberwise initializer can take an
    /// `Environment` to inject a different key path (for previews and tests).
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value. Outside a graph it is read from a default environment.
    public var wrappedValue: Value {
        if let read { return read.value }
        return EnvironmentValues()[keyPath: keyPath]
    }
}

extension Environment: StoredDynamicProperty {
    @MainActor package mutating func link(slot: inout AnyObject?, node: CompositeNodeBase) {
        let value = node.environment[keyPath: keyPath]
        let read: TypedEnvironmentRead<Value>
        // The slot holds nothing else: it was made for this property's type. A view made with
        // another key path (a preview's) reads there from now on.
        if let object = slot, case let kept = unsafeDowncast(object, to: TypedEnvironmentRead<Value>.self),
           kept.keyPath === keyPath {
            read = kept
            read.value = value
        } else {
            read = TypedEnvironmentRead(keyPath: keyPath, value: value, slot: node.linkingSlot)
            slot = read
        }
        // The node finds the read in the slot (`keepsEnvironmentRead`): nothing to record.
        self.read = read
    }

    package static var keepsEnvironmentRead: Bool { true }
}
