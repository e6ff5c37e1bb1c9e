/// The values a view inherits from the views above it, as in SwiftUI.
///
/// A persistent list keyed by key type: a copy shares its parent's storage, and a write adds one
/// entry in front, so passing the environment down the tree and overriding one value are cheap.
public struct EnvironmentValues: CustomStringConvertible {
    /// One written value, shadowing earlier entries of the same key.
    package class Entry {
        package let key: ObjectIdentifier
        package let next: Entry?
        /// Where the defaults of keys not written live: the graph's own, which every entry
        /// written below its root inherits; `nil` outside a graph.
        package let defaults: DefaultValueCache?
        package init(key: ObjectIdentifier, next: Entry?, defaults: DefaultValueCache? = nil) {
            self.key = key
            self.next = next
            self.defaults = defaults ?? next?.defaults
        }
    }

    /// An entry with its value, typed: the key's type fixes the value's, so a read downcasts
    /// without the cost of a dynamic cast from `Any`.
    package final class TypedEntry<Value>: Entry {
        package let value: Value
        package init(key: ObjectIdentifier, value: Value, next: Entry?) {
            self.value = value
            super.init(key: key, next: next)
        }
    }

    package private(set) var head: Entry?

    /// An environment holding only default values.
    public init() {}

    /// The value for a key: the nearest written above, or the key's default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            var entry = head
            while let current = entry {
                if current.key == id { return unsafeDowncast(current, to: TypedEntry<Key.Value>.self).value }
                entry = current.next
            }
            return (head?.defaults ?? DefaultValueCache.shared).value(for: key)
        }
        set {
            head = TypedEntry(key: ObjectIdentifier(key), value: newValue, next: head)
        }
    }

    /// This environment with defaults of its own: keys nobody wrote read defaults made for it
    /// and for every environment derived from it, not the process-wide ones. A graph gives its
    /// root one, so two apps or two test hosts never share a default (an `@Observable` model
    /// made by an `@Entry` default, say).
    package func withOwnDefaults() -> EnvironmentValues {
        var copy = self
        copy.head = Entry(key: ObjectIdentifier(DefaultValueCache.self), next: head, defaults: DefaultValueCache())
        return copy
    }

    /// Whether two environments share the same storage, so nothing differs between them.
    package func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

    public var description: String {
        var count = 0
        var entry = head
        while let current = entry { count += 1; entry = current.next }
        return "EnvironmentValues(\(count) written)"
    }
}

/// Each key's default value, computed once per key type and shared across threads.
///
/// SwiftUI evaluates an `@Entry` default again for every read; CursesUI reads a key's
/// `defaultValue` once per graph (per app, per `TestHost`), so defaults with side effects or
/// cost (a store, a model) are made once there, and a graph never sees another's.
package final class DefaultValueCache: @unchecked Sendable {
    /// The defaults of environments made outside any graph (`EnvironmentValues()`).
    package static let shared = DefaultValueCache()
    /// Recursive, because a default may itself read other defaults while it is being made.
    private let lock = Lock(recursive: true)
    /// Each default in an entry of its own, typed like the environment's.
    #if DEBUG
    private var values: [ObjectIdentifier: EnvironmentValues.Entry] = [:]
    #else
    @exclusivity(unchecked) private var values: [ObjectIdentifier: EnvironmentValues.Entry] = [:]
    #endif

    package func value<Key: EnvironmentKey>(for key: Key.Type) -> Key.Value {
        let id = ObjectIdentifier(key)
        lock.lock()
        defer { lock.unlock() }
        if let entry = values[id] { return unsafeDowncast(entry, to: EnvironmentValues.TypedEntry<Key.Value>.self).value }
        // Made under the lock, so two threads reading a default first at once still make one.
        let value = Key.defaultValue
        values[id] = EnvironmentValues.TypedEntry(key: id, value: value, next: nil)
        return value
    }
}
