@_spi(CursesUICore) import CursesUICore
import Foundation

/// A value saved for the app and restored at its next start, as in SwiftUI: `@AppStorage("name")
/// var name = "World"`.
///
/// Values live in one JSON file per app: `$XDG_CONFIG_HOME/<app>/AppStorage.json`, or
/// `~/.config/<app>/AppStorage.json`, written atomically after each change. Every view using a key
/// sees the same value, and a change in one redraws the others. A file that cannot be read is
/// logged and left alone; values then live in memory only. The `store:` argument is accepted and
/// ignored: there is no `UserDefaults` domain to share.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let encode: (Value) -> StoredValue?
    let decode: (StoredValue) -> Value?
    /// Which store: the app's file, or `@SceneStorage`'s memory.
    let isScene: Bool
    var box: StateBox<StoredValue?>?
    var store: AppStorageStore?

    init(key: String, defaultValue: Value, isScene: Bool = false,
         encode: @escaping (Value) -> StoredValue?, decode: @escaping (StoredValue) -> Value?) {
        self.key = key
        self.defaultValue = defaultValue
        self.isScene = isScene
        self.encode = encode
        self.decode = decode
    }

    /// The saved value, or the default when none is saved.
    public var wrappedValue: Value {
        get {
            if let box { return box.value.flatMap(decode) ?? defaultValue }
            // Not in a view yet: the saved value, read without tracking.
            let saved = (isScene ? AppStorageStore.scene : AppStorageStore.shared).box(for: key).untrackedValue as? StoredValue
            return saved.flatMap(decode) ?? defaultValue
        }
        nonmutating set {
            (store ?? (isScene ? AppStorageStore.scene : AppStorageStore.shared)).set(encode(newValue), for: key)
        }
    }

    /// A binding to the saved value, for `$name`.
    public var projectedValue: Binding<Value> {
        let (box, store, key, encode, decode, defaultValue) = (box, store, key, encode, decode, defaultValue)
        return Binding(
            get: { box?.value.flatMap(decode) ?? defaultValue },
            set: { store?.set(encode($0), for: key) }
        )
    }
}

extension AppStorage: StoredDynamicProperty {
    @MainActor package mutating func link(slot: inout AnyObject?, node: CompositeNodeBase) {
        let store = isScene ? AppStorageStore.scene : node.environment.appStorageStore ?? AppStorageStore.shared
        self.store = store
        if let existing = slot as? StateBox<StoredValue?> {
            box = existing
        } else {
            let created = store.box(for: key)
            slot = created
            box = created
        }
    }
}

extension AppStorage {
    /// A saved Boolean.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, encode: { .bool($0) }) { if case .bool(let v) = $0 { v } else { nil } }
    }

    /// A saved integer.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, encode: { .int($0) }) { if case .int(let v) = $0 { v } else { nil } }
    }

    /// A saved number.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, encode: { .double($0) }, decode: StoredValue.double)
    }

    /// A saved string.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, encode: { .string($0) }) { if case .string(let v) = $0 { v } else { nil } }
    }

    /// A saved URL.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, encode: { .string($0.absoluteString) }) {
            if case .string(let v) = $0 { URL(string: v) } else { nil }
        }
    }

    /// Saved data.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, encode: { .data($0) }) { if case .data(let v) = $0 { v } else { nil } }
    }

    /// A saved enumeration case with integer raw values.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, encode: { .int($0.rawValue) }) {
            if case .int(let v) = $0 { Value(rawValue: v) } else { nil }
        }
    }

    /// A saved enumeration case with string raw values.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, encode: { .string($0.rawValue) }) {
            if case .string(let v) = $0 { Value(rawValue: v) } else { nil }
        }
    }

    /// A saved optional string; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, encode: { $0.map(StoredValue.string) }) { if case .string(let v) = $0 { v } else { nil } }
    }

    /// A saved optional integer; `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, encode: { $0.map(StoredValue.int) }) { if case .int(let v) = $0 { v } else { nil } }
    }
}

extension StoredValue {
    /// The number in a value; integers count too, since JSON does not tell `2.0` from `2`.
    static func double(_ value: StoredValue) -> Double? {
        switch value {
        case .double(let v): v
        case .int(let v): Double(v)
        default: nil
        }
    }
}

/// A value kept for the scene while the app runs, as in SwiftUI: `@SceneStorage("tab") var tab = 0`.
/// A terminal app has one scene, and CursesUI keeps its values in memory, so they last until
/// the app quits.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    var storage: AppStorage<Value>

    /// The kept value, or the default.
    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// A binding to the kept value.
    public var projectedValue: Binding<Value> { storage.projectedValue }
}

extension SceneStorage {
    /// A kept Boolean.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        storage = AppStorage(key: key, defaultValue: wrappedValue, isScene: true, encode: { .bool($0) }) { if case .bool(let v) = $0 { v } else { nil } }
    }

    /// A kept integer.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        storage = AppStorage(key: key, defaultValue: wrappedValue, isScene: true, encode: { .int($0) }) { if case .int(let v) = $0 { v } else { nil } }
    }

    /// A kept number.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        storage = AppStorage(key: key, defaultValue: wrappedValue, isScene: true, encode: { .double($0) }, decode: StoredValue.double)
    }

    /// A kept string.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        storage = AppStorage(key: key, defaultValue: wrappedValue, isScene: true, encode: { .string($0) }) { if case .string(let v) = $0 { v } else { nil } }
    }

    /// A kept enumeration case with string raw values.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        storage = AppStorage(key: key, defaultValue: wrappedValue, isScene: true, encode: { .string($0.rawValue) }) {
            if case .string(let v) = $0 { Value(rawValue: v) } else { nil }
        }
    }

    /// A kept enumeration case with integer raw values.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        storage = AppStorage(key: key, defaultValue: wrappedValue, isScene: true, encode: { .int($0.rawValue) }) {
            if case .int(let v) = $0 { Value(rawValue: v) } else { nil }
        }
    }
}

private struct AppStorageStoreKey: EnvironmentKey {
    static let defaultValue: AppStorageStore? = nil
}

extension EnvironmentValues {
    /// The store `@AppStorage` below uses; `nil` is the app's file. Tests set a store of their own.
    var appStorageStore: AppStorageStore? {
        get { self[AppStorageStoreKey.self] }
        set { self[AppStorageStoreKey.self] = newValue }
    }
}
