/// How a closure that may outlive its owner (one handed to the run loop, the terminal or the
/// main queue) reaches it: it reads `nil` once the owner is gone, as a weak reference would.
///
/// A weak reference would give the owner a side table, and then every retain and release of it,
/// on every key, would take the runtime's slow path. The owner clears this reference in its
/// `deinit` instead, as the graph does its `GraphReference`. The owner is an `unowned let` beside
/// a flag rather than an optional `unowned var`: every load of an `unowned var` keeps the
/// runtime's exclusivity check.
@MainActor
package final class OwnerReference<Owner: AnyObject> {
    private unowned let target: Owner
    private var isGone = false

    /// A reference to `owner`, which must call `clear()` in its `deinit`.
    package init(_ owner: Owner) { target = owner }

    /// The owner, or `nil` once it is gone.
    package var owner: Owner? { isGone ? nil : target }

    /// Marks the owner gone; called by its `deinit`.
    package func clear() { isGone = true }
}
