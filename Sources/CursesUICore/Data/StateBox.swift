/// State storage of any value type, for `_printChanges()` to see which state changed.
package protocol StateStorage: AnyObject {
    var untrackedValue: Any { get }
}

/// The storage behind one `@State` property, kept in the view's node.
///
/// Reading `value` inside a `body` (directly, or through any `Binding`) records a dependency, and
/// writing a different value invalidates exactly the views that read it (see `ObservedStorage`).
package final class StateBox<Value>: ObservedStorage, StateStorage, @unchecked Sendable {
    private var storedValue: Value

    package init(_ value: Value) { storedValue = value }

    /// The value, read without registering a dependency.
    package var untrackedValue: Any { storedValue }

    package var value: Value {
        get {
            recordAccess()
            return storedValue
        }
        set {
            // Writing an equal value changes nothing on screen, so it invalidates nothing.
            if areEqual(storedValue, newValue) { return }
            withMutation { storedValue = newValue }
        }
    }
}
