import CursesUISnapshotTesting
import InlineSnapshotTesting
import Foundation
import Testing
@testable import CursesUI

// `@Entry` in the Swift 6 language mode: each form of declaration, read with `@Environment`,
// overridden with `.environment(_:_:)`, and defaults made once however many views read them.

/// How many times each default was made. `defaultValue` is nonisolated, so the tally is locked.
private final class EntryTally: @unchecked Sendable {
    static let shared = EntryTally()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func made(_ name: String) {
        lock.lock()
        counts[name, default: 0] += 1
        lock.unlock()
    }

    subscript(name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return counts[name, default: 0]
    }
}

/// A non-Sendable reference type; `init()` is the default and is tallied.
final class EntryStore {
    var label: String
    init(label: String) { self.label = label }
    convenience init() {
        EntryTally.shared.made("store")
        self.init(label: "default store")
    }
}

/// Made only as a typed default, to count how often a typed default is made.
final class EntryTypedStore {
    let label = "typed store"
    init() { EntryTally.shared.made("typedStore") }
}

/// An `@Observable` model (not Sendable) used as a default without a type annotation.
@Observable
final class EntryModel {
    var name: String
    init(name: String) { self.name = name }
    convenience init() {
        EntryTally.shared.made("model")
        self.init(name: "default model")
    }
}

/// A store, a typed store and a model made only as defaults of keys that one test reads, so it
/// can count how often each is made.
final class EntryTalliedStore {
    let label = "default store"
    init() { EntryTally.shared.made("talliedStore") }
}

final class EntryTalliedTypedStore {
    let label = "typed store"
    init() { EntryTally.shared.made("talliedTypedStore") }
}

@Observable
final class EntryTalliedModel {
    var name = "default model"
    init() { EntryTally.shared.made("talliedModel") }
}

struct EntryCounter: Equatable {
    var value: Int
}

extension EnvironmentValues {
    @Entry var entryCount: Int = 0
    @Entry var entryCounter: EntryCounter?
    @Entry var _entryCounter: EntryCounter? = nil
    @Entry var entryStore = EntryStore()
    @Entry var entryTypedStore: EntryTypedStore = EntryTypedStore()
    @Entry var entryModel = EntryModel()
    @Entry var entryTalliedStore = EntryTalliedStore()
    @Entry var entryTalliedTypedStore: EntryTalliedTypedStore = EntryTalliedTypedStore()
    @Entry var entryTalliedModel = EntryTalliedModel()
    @Entry var entryBinding: Binding<Int> = .constant(0)
    @Entry var entryInferredNumber = 7
    @Entry var entryInferredOptional = Int?.none
    @Entry var entryAction: () -> String = { "default action" }
    @Entry var entryInferredAction = { "inferred action" }
    /// A public entry: the property stays public and its key stays private.
    @Entry public var entryPublic: String = "public default"
    @Entry fileprivate var entryFileprivate: String = "fileprivate default"
    @Entry private var entryPrivate: String = "private default"

    /// A read-only view of the private entry, which only this type's extensions in this file see.
    var entryPrivateReadOnly: String { entryPrivate }
}

private extension EnvironmentValues {
    @Entry var entryInPrivateExtension: String = "private extension"
    @Entry var entryInferredInPrivateExtension = "inferred in private extension"
}

@MainActor
struct EntryTests {
    struct Reader<Value>: View {
        let name: String
        @Environment private var value: Value
        let show: (Value) -> String

        init(_ name: String, _ keyPath: KeyPath<EnvironmentValues, Value>, show: @escaping (Value) -> String) {
            self.name = name
            _value = Environment(keyPath)
            self.show = show
        }

        var body: some View { Text("\(name): \(show(value))") }
    }

    @Test func typedEntryHasItsDefaultAndCanBeOverridden() {
        let host = TestHost(VStack(alignment: .leading) {
            Reader("a", \.entryCount) { "\($0)" }
            Reader("b", \.entryCount) { "\($0)" }.environment(\.entryCount, 42)
        })
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            a: 0
            b: 42
            """
        }
    }

    @Test func optionalEntriesDefaultToNil() {
        let show: (EntryCounter?) -> String = { $0.map { "\($0.value)" } ?? "nil" }
        let host = TestHost(VStack(alignment: .leading) {
            Reader("counter", \.entryCounter, show: show)
            Reader("counter", \.entryCounter, show: show).environment(\.entryCounter, EntryCounter(value: 3))
            Reader("_counter", \._entryCounter, show: show)
            Reader("_counter", \._entryCounter, show: show).environment(\._entryCounter, EntryCounter(value: 4))
            Reader("optional", \.entryInferredOptional) { $0.map(String.init) ?? "nil" }
        })
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            counter: nil
            counter: 3
            _counter: nil
            _counter: 4
            optional: nil
            """
        }
    }

    @Test func entryWithoutTypeAnnotationInfersItsType() {
        let number: Int = EnvironmentValues().entryInferredNumber
        let store: EntryStore = EnvironmentValues().entryStore
        let model: EntryModel = EnvironmentValues().entryModel
        #expect(number == 7)
        #expect(store.label == "default store")
        #expect(model.name == "default model")

        let host = TestHost(VStack(alignment: .leading) {
            Reader("number", \.entryInferredNumber) { "\($0)" }
            Reader("number", \.entryInferredNumber) { "\($0)" }.environment(\.entryInferredNumber, 8)
            Reader("store", \.entryStore) { $0.label }
            Reader("store", \.entryStore) { $0.label }.environment(\.entryStore, EntryStore(label: "custom"))
            Reader("model", \.entryModel) { $0.name }
            Reader("model", \.entryModel) { $0.name }.environment(\.entryModel, EntryModel(name: "injected"))
        })
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            number: 7
            number: 8
            store: default store
            store: custom
            model: default model
            model: injected
            """
        }
    }

    @Test func readersSeeAChangeToAnObservableDefault() {
        struct Renamer: View {
            @Environment(\.entryModel) private var model
            var body: some View { Button("rename") { model.name = "renamed" } }
        }
        let host = TestHost(VStack(alignment: .leading) {
            Renamer()
            Reader("model", \.entryModel) { $0.name }
        })
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ rename ]
            model: default model
            """
        }
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ rename ]
            model: renamed
            """
        }
    }

    @Test func eachHostMakesItsOwnDefaults() {
        struct Renamer: View {
            @Environment(\.entryModel) private var model
            var body: some View { Button("rename \(model.name)") { model.name = "renamed" } }
        }
        let first = TestHost(Renamer())
        first.press(.return)
        assertInlineSnapshot(of: first, as: .frame()) {
            """
            [ rename renamed ]
            """
        }
        // A fresh host (a fresh app) never sees what another did to its defaults.
        let second = TestHost(Renamer())
        assertInlineSnapshot(of: second, as: .frame()) {
            """
            [ rename default model ]
            """
        }
        #expect(EnvironmentValues().entryModel.name == "default model")
    }

    @Test func defaultsAreMadeOncePerGraphHoweverManyViewsReadThem() {
        struct Readers: View {
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(0..<12) { index in
                        Reader("store \(index)", \.entryTalliedStore) { $0.label }
                        Reader("typed \(index)", \.entryTalliedTypedStore) { $0.label }
                        Reader("model \(index)", \.entryTalliedModel) { $0.name }
                    }
                }
            }
        }
        let first = TestHost(Readers(), width: 40, height: 40)
        let second = TestHost(Readers(), width: 40, height: 40)
        #expect(first.text.contains("store 11: default store"))
        #expect(second.text.contains("typed 11: typed store"))
        #expect(first.text.contains("model 11: default model"))
        #expect(EntryTally.shared["talliedStore"] == 2)
        #expect(EntryTally.shared["talliedTypedStore"] == 2)
        #expect(EntryTally.shared["talliedModel"] == 2)
        // Outside any graph, one process-wide default.
        #expect(EnvironmentValues().entryTalliedStore === EnvironmentValues().entryTalliedStore)
        #expect(EnvironmentValues().entryTalliedTypedStore === EnvironmentValues().entryTalliedTypedStore)
        #expect(EntryTally.shared["talliedStore"] == 3)
        #expect(EntryTally.shared["talliedTypedStore"] == 3)
    }

    @Test func bindingEntryWritesThroughToTheOwner() {
        struct Stepper: View {
            @Environment(\.entryBinding) private var binding
            var body: some View {
                Button("value \(binding.wrappedValue)") { binding.wrappedValue += 1 }
            }
        }
        struct Owner: View {
            @State private var value = 5
            var body: some View {
                VStack(alignment: .leading) {
                    Text("owner \(value)")
                    Stepper().environment(\.entryBinding, $value)
                }
            }
        }
        #expect(EnvironmentValues().entryBinding.wrappedValue == 0)
        let host = TestHost(Owner())
        #expect(host.text.contains("owner 5"))
        host.press(.return)
        #expect(host.text.contains("owner 6"))
    }

    @Test func closureEntries() {
        let host = TestHost(VStack(alignment: .leading) {
            Reader("typed", \.entryAction) { $0() }
            Reader("typed", \.entryAction) { $0() }.environment(\.entryAction) { "custom action" }
            Reader("inferred", \.entryInferredAction) { $0() }
        })
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            typed: default action
            typed: custom action
            inferred: inferred action
            """
        }
    }

    @Test func accessLevelsAndPrivateExtensions() {
        let host = TestHost(VStack(alignment: .leading) {
            Reader("public", \.entryPublic) { $0 }
            Reader("fileprivate", \.entryFileprivate) { $0 }
            Reader("private", \.entryPrivateReadOnly) { $0 }
            Reader("extension", \.entryInPrivateExtension) { $0 }
            Reader("inferred", \.entryInferredInPrivateExtension) { $0 }
                .environment(\.entryInferredInPrivateExtension, "overridden")
        })
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            public: public default
            fileprivate: fileprivate default
            private: private default
            extension: private extension
            inferred: overridden
            """
        }
    }
}
