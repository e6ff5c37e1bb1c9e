/// The values a view inherits from the views above it, as in SwiftUI.
///
/// A persistent list keyed by key type: a copy shares its parent's storage, and a write adds one
/// entry in front, so passing the environment down the tree and overriding one value are cheap.
public struct EnvironmentValues: CustomStringConvertible {
    /// One written value, shadowing earlier entries of the same key.
    final class Entry {
        let key: ObjectIdentifier
        let value: Any
        let next: Entry?
        init(key: ObjectIdentifier, value: Any, next: Entry?) {
            self.key = key
            self.value = value
            self.next = next
        }
    }

    private(set) var head: Entry?

    /// An environment holding only default values.
    public init() {}

    /// The value for a key: the nearest written above, or the key's default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            var entry = head
            while let current = entry {
                if current.key == id { return current.value as! Key.Value }
                entry = current.next
            }
            return DefaultValueCache.shared.value(for: key)
        }
        set {
            head = Entry(key: ObjectIdentifier(key), value: newValue, next: head)
        }
    }

    /// Whether two environments share the same storage, so nothing differs between them.
    func isIdentical(to other: EnvironmentValues) -> Bool { head === other.head }

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
/// `defaultValue` once, so defaults with side effects or cost (a store, a model) are made once.
final class DefaultValueCache: @unchecked Sendable {
    static let shared = DefaultValueCache()
    /// Recursive, because a default may itself read other defaults while it is being made.
    private let lock = Lock(recursive: true)
    @exclusivity(unchecked) private var values: [ObjectIdentifier: Any] = [:]

    func value<Key: EnvironmentKey>(for key: Key.Type) -> Key.Value {
        let id = ObjectIdentifier(key)
        lock.lock()
        defer { lock.unlock() }
        if let value = values[id] { return value as! Key.Value }
        // Made under the lock, so two threads reading a default first at once still make one.
        let value = Key.defaultValue
        values[id] = value
        return value
    }
}
