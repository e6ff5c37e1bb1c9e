/// A value kept behind a class reference.
///
/// A generic node that stores its last view as `V?` looks up `Optional<V>`'s type metadata on
/// every access of the field; a stored `Box<V>?` is a plain optional reference.
package final class Box<Value> {
    /// The value.
    package var value: Value

    package init(_ value: Value) { self.value = value }
}
