#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The values a view inherits from the views above it, as in SwiftUI.
///
/// A persistent list keyed by key type: a copy shares its parent's storage, and a write adds one
/// entry in front, so passing the environment down the tree and overriding one value are cheap.
public struct EnvironmentValues: CustomStringConvertible {
    /// One written value, shadowing earlier entries of the same key.
    @usableFromInline package class Entry {
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
    @usableFromInline package final class TypedEntry<Value>: Entry {
        @usableFromInline package let value: Value
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
        // Inlinable, so an `@Entry` accessor reads its key's value as code specialized for it,
        // without looking up `Key.Value` at run time; the walk itself is shared by every key.
        @inlinable get {
            if let entry = writtenEntry(for: ObjectIdentifier(key)) {
                return unsafeDowncast(entry, to: TypedEntry<Key.Value>.self).value
            }
            return defaultValue(for: key)
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
        copy.head = Entry(key: ObjectIdentifier(DefaultValueCache.self), next: head, defaults: .confined())
        return copy
    }

    /// The entry holding `key`'s value here, or `nil` where the key has its default. Two
    /// environments of one graph whose entries for a key are the same object hold the same
    /// value for it: a node tells whether a value it keeps is still current without reading it.
    package func entry<Key: EnvironmentKey>(for key: Key.Type) -> Entry? {
        writtenEntry(for: ObjectIdentifier(key))
    }

    /// The nearest entry written for the key identified by `id`, or `nil`.
    @usableFromInline func writtenEntry(for id: ObjectIdentifier) -> Entry? {
        var entry = head
        while let current = entry {
            if current.key == id { return current }
            entry = current.next
        }
        return nil
    }

    /// The default of a key nobody wrote above: the graph's, or the process-wide one.
    @usableFromInline func defaultValue<Key: EnvironmentKey>(for key: Key.Type) -> Key.Value {
        (head?.defaults ?? DefaultValueCache.shared).value(for: key)
    }

    /// `entry(for:)` of two keys, in one walk.
    package func entries<First: EnvironmentKey, Second: EnvironmentKey>(for first: First.Type, _ second: Second.Type) -> (Entry?, Entry?) {
        let (firstID, secondID) = (ObjectIdentifier(first), ObjectIdentifier(second))
        var found: (Entry?, Entry?) = (nil, nil)
        var entry = head
        while let current = entry {
            if found.0 == nil, current.key == firstID {
                found.0 = current
                if found.1 != nil { break }
            } else if found.1 == nil, current.key == secondID {
                found.1 = current
                if found.0 != nil { break }
            }
            entry = current.next
        }
        return found
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

/// Each key's default value, computed once per key type.
///
/// SwiftUI evaluates an `@Entry` default again for every read; CursesUI reads a key's
/// `defaultValue` once per graph (per app, per `TestHost`), so defaults with side effects or
/// cost (a store, a model) are made once there, and a graph never sees another's.
package final class DefaultValueCache: @unchecked Sendable {
    /// The defaults of environments made outside any graph (`EnvironmentValues()`), which any
    /// thread may read.
    package static let shared = DefaultValueCache(lock: Lock(recursive: true))
    /// Taken for every read of the shared defaults; recursive, because a default may itself
    /// read other defaults while it is being made. `nil` for a graph's own (`confined()`).
    private let lock: Lock?
    #if DEBUG
    /// The thread a confined cache was made on: reads there need no slower check that they
    /// run on the main actor (a test runner may run it on other threads too).
    private let owner: pthread_t?
    #endif
    /// Each default in an entry of its own, typed like the environment's.
    #if DEBUG
    private var values: [ObjectIdentifier: EnvironmentValues.Entry] = [:]
    #else
    @exclusivity(unchecked) private var values: [ObjectIdentifier: EnvironmentValues.Entry] = [:]
    #endif

    private init(lock: Lock?) {
        self.lock = lock
        #if DEBUG
        owner = lock == nil ? pthread_self() : nil
        #endif
    }

    /// Defaults read without a lock, only on the main actor: a graph's, made and read there.
    /// Debug builds stop a read from elsewhere (Benchmarks/README.md, "Unsafe annotations",
    /// has what the lock cost).
    package static func confined() -> DefaultValueCache {
        DefaultValueCache(lock: nil)
    }

    package func value<Key: EnvironmentKey>(for key: Key.Type) -> Key.Value {
        guard let lock else {
            #if DEBUG
            precondition(pthread_equal(owner!, pthread_self()) != 0 || MainQueue.isCurrent,
                         "a graph's environment default was read off the main actor")
            #endif
            return unlockedValue(for: key)
        }
        lock.lock()
        defer { lock.unlock() }
        return unlockedValue(for: key)
    }

    private func unlockedValue<Key: EnvironmentKey>(for key: Key.Type) -> Key.Value {
        let id = ObjectIdentifier(key)
        if let entry = values[id] { return unsafeDowncast(entry, to: EnvironmentValues.TypedEntry<Key.Value>.self).value }
        // Under the lock where there is one, so two threads reading a default first at once
        // still make one.
        let value = Key.defaultValue
        values[id] = EnvironmentValues.TypedEntry(key: id, value: value, next: nil)
        return value
    }
}
