#if DEBUG
/// What debug builds keep beside an `unowned(unsafe)` reference to check that it never dangles:
/// a weak reference to the same object, which reads `nil` once the object is gone, so a read of
/// the unchecked reference after that stops the program instead of touching freed memory.
///
/// Release builds keep only the unchecked reference: a weak one would give the object a side
/// table, and a checked `unowned` one a runtime call on every load (the figures are in
/// Benchmarks/README.md, "Unsafe annotations").
package struct UnownedCheck<Object: AnyObject> {
    private weak var witness: Object?
    private var identifier: ObjectIdentifier?

    /// Checks the reference once it refers to `object`.
    package init(_ object: Object?) {
        witness = object
        identifier = object.map(ObjectIdentifier.init)
    }

    /// Stops the program when the object referred to went away; `what` names the reference.
    package func check(_ what: @autoclosure () -> String) {
        precondition(identifier == nil || witness != nil, "\(what()) was read after the object it refers to went away")
    }

    /// Whether the reference refers to `object`, told without reading it: for `object`'s own
    /// `deinit`, when the weak witness already reads `nil`.
    package func refers(to object: AnyObject) -> Bool {
        identifier == ObjectIdentifier(object)
    }
}
#endif
