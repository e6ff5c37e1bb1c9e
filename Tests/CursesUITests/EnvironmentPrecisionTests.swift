import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

struct Person: Equatable {
    var name: String
    var age: Int
}

@Observable
final class Store {
    var a = 0
    var b = 0
}

private struct PersonKey: EnvironmentKey { static let defaultValue = Person(name: "", age: 0) }
private struct CallbackKey: EnvironmentKey { static var defaultValue: () -> Void { {} } }
private struct TapKey: EnvironmentKey { static var defaultValue: EnvironmentAction<Void> { EnvironmentAction {} } }
private struct StoreKey: EnvironmentKey { static var defaultValue: Store { Store() } }

extension EnvironmentValues {
    fileprivate var person: Person {
        get { self[PersonKey.self] }
        set { self[PersonKey.self] = newValue }
    }
    fileprivate var callback: () -> Void {
        get { self[CallbackKey.self] }
        set { self[CallbackKey.self] = newValue }
    }
    fileprivate var tap: EnvironmentAction<Void> {
        get { self[TapKey.self] }
        set { self[TapKey.self] = newValue }
    }
    fileprivate var store: Store {
        get { self[StoreKey.self] }
        set { self[StoreKey.self] = newValue }
    }
}

/// Per-key-path invalidation, actions, Observation and custom dynamic properties (DESIGN §4).
@MainActor
struct EnvironmentPrecisionTests {
    struct NameReader: View {
        let probe: BodyCounter
        @Environment(\.person.name) private var name
        var body: some View {
            let _ = probe.hit("name")
            Text("name \(name)")
        }
    }

    struct AgeReader: View {
        let probe: BodyCounter
        @Environment(\.person.age) private var age
        var body: some View {
            let _ = probe.hit("age")
            Text("age \(age)")
        }
    }

    struct People: View {
        let probe: BodyCounter
        @State private var person = Person(name: "Ann", age: 30)
        var body: some View {
            VStack {
                NameReader(probe: probe)
                AgeReader(probe: probe)
                Button("rename") { person.name += "!" }
                Button("birthday") { person.age += 1 }
            }
            .environment(\.person, person)
        }
    }

    @Test func changingOnePropertyReevaluatesOnlyItsReaders() {
        let probe = BodyCounter()
        let host = TestHost(People(probe: probe))
        host.press(.return)
        #expect(host.text.contains("name Ann!"))
        #expect(probe["name"] == 2)
        #expect(probe["age"] == 1)
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("age 31"))
        #expect(probe["name"] == 2)
        #expect(probe["age"] == 2)
    }

    @Test func aTransformThatLeavesTheValueUnchangedReevaluatesNoReader() {
        struct Clamped: View {
            let probe: BodyCounter
            @State private var age = 30
            var body: some View {
                VStack {
                    AgeReader(probe: probe)
                    Button("older") { age += 1 }
                }
                .transformEnvironment(\.person) { $0.age = min(age, 18) }
            }
        }
        let probe = BodyCounter()
        let host = TestHost(Clamped(probe: probe))
        #expect(host.text.contains("age 18"))
        host.press(.return)
        host.press(.return)
        #expect(probe["age"] == 1)
    }

    struct DismissReader: View {
        let probe: BodyCounter
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            let _ = probe.hit("dismiss")
            Button("close") { dismiss() }
        }
    }

    struct TapReader: View {
        let probe: BodyCounter
        @Environment(\.tap) private var tap
        var body: some View {
            let _ = probe.hit("tap")
            Button("tap") { tap() }
        }
    }

    struct CallbackReader: View {
        let probe: BodyCounter
        @Environment(\.callback) private var callback
        var body: some View {
            let _ = probe.hit("callback")
            Button("call") { callback() }
        }
    }

    struct ActionOwner: View {
        let probe: BodyCounter
        @State private var taps = 0
        var body: some View {
            VStack {
                Text("taps \(taps)")
                TapReader(probe: probe)
                DismissReader(probe: probe)
                CallbackReader(probe: probe)
            }
            .environment(\.tap, EnvironmentAction { taps += 1 })
            .environment(\.callback, { taps += 10 })
        }
    }

    @Test("actions are equal when written at the same place, or given equal ids, and only then")
    func actionIdentity() {
        func tap() -> EnvironmentAction<Void> { EnvironmentAction {} }
        func wait() -> EnvironmentAction<Void> { EnvironmentAction(async: {}) }
        let elsewhere = EnvironmentAction<Void> {}
        #expect(tap() == tap())
        #expect(wait() == wait())
        #expect(tap() != elsewhere)
        #expect(tap() != wait())
        #expect(EnvironmentAction<Int>(id: "save") { _ in } == EnvironmentAction<Int>(id: "save") { _ in })
        #expect(EnvironmentAction<Int>(id: "save") { _ in } != EnvironmentAction<Int>(id: "load") { _ in })
        #expect(EnvironmentAction<Int>(id: 1) { _ in } != EnvironmentAction<Int>(id: "1") { _ in })
    }

    @Test func actionReadersAreNotReevaluatedWhenTheParentIsButClosureReadersAre() {
        let probe = BodyCounter()
        let host = TestHost(ActionOwner(probe: probe))
        host.press(.return)
        #expect(host.text.contains("taps 1"))
        #expect(probe["tap"] == 1, "an EnvironmentAction compares equal across re-renders")
        #expect(probe["dismiss"] == 1, "dismiss compares equal by identity")
        #expect(probe["callback"] == 2, "a closure never equals another closure")
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("taps 11"))
    }

    @Test func anEqualActionRunsTheWritersLatestClosure() {
        struct Latest: View {
            @State private var step = 1
            @State private var total = 0
            var body: some View {
                VStack {
                    Text("total \(total)")
                    TapReader(probe: BodyCounter())
                    Button("step \(step)") { step += 10 }
                }
                // Captures `step` by value: the reader must run the newest capture.
                .environment(\.tap, EnvironmentAction { [step] in total += step })
            }
        }
        let host = TestHost(Latest())
        host.press(.return)
        #expect(host.text.contains("total 1"))
        host.press(.tab)
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("total 12"))
    }

    struct StoreA: View {
        let probe: BodyCounter
        @Environment(\.store) private var store
        var body: some View {
            let _ = probe.hit("a")
            Text("a \(store.a)")
        }
    }

    struct StoreB: View {
        let probe: BodyCounter
        @Environment(\.store) private var store
        var body: some View {
            let _ = probe.hit("b")
            Button("b \(store.b)") { store.b += 1 }
        }
    }

    @Test func observableModelsInTheEnvironmentAreTrackedPerProperty() {
        let store = Store()
        let probe = BodyCounter()
        let host = TestHost(VStack { StoreA(probe: probe); StoreB(probe: probe) }.environment(\.store, store))
        host.press(.return)
        #expect(host.text.contains("[ b 1 ]"))
        #expect(probe["b"] == 2)
        #expect(probe["a"] == 1)
        store.a = 5
        #expect(host.text.contains("a 5"))
        #expect(probe["a"] == 2)
        #expect(probe["b"] == 2)
    }

    @Test func observableModelInStateWithBindable() {
        struct Editor: View {
            @State private var store = Store()
            var body: some View {
                VStack {
                    Counter(store: store)
                    Text("a is \(store.a)")
                }
            }
        }
        struct Counter: View {
            @Bindable var store: Store
            var body: some View {
                Toggle("odd", isOn: Binding(get: { store.a % 2 == 1 }, set: { store.a = $0 ? 1 : 0 }))
                Text("bound \($store.a.wrappedValue)")
            }
        }
        let host = TestHost(Editor())
        host.press(.space)
        #expect(host.text.contains("a is 1"))
        #expect(host.text.contains("[x] odd"))
        #expect(host.text.contains("bound 1"))
    }

    @propertyWrapper
    struct Labeled: DynamicProperty {
        @Environment(\.person.name) private var name
        @State private var uses = 0
        private(set) var updates = 0
        var wrappedValue: String { "\(name) (\(uses))" }
        func use() { uses += 1 }
        mutating func update() { updates += 1 }
    }

    @propertyWrapper
    struct Outer: DynamicProperty {
        @Labeled var inner: String
        var wrappedValue: String { "<" + inner + ">" }
        func use() { _inner.use() }
    }

    @Test func customDynamicPropertiesAreLinkedBeforeBody() {
        struct Uses: View {
            @Outer var label: String
            var body: some View {
                Button(label) { _label.use() }
            }
        }
        let host = TestHost(Uses().environment(\.person, Person(name: "Bo", age: 1)))
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ <Bo (0)> ]
            """
        }
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ <Bo (1)> ]
            """
        }
    }

    @Test func colorSystemFollowsTheSchemeOfItsSubtree() {
        struct Swatch: View {
            @Environment(\.colorSystem) private var color
            var body: some View { Text("x").foregroundStyle(color.primaryText) }
        }
        let host = TestHost(VStack { Swatch(); Swatch().environment(\.colorScheme, .light) })
        #expect(host.cell(x: 0, y: 0).foreground == ColorSystem(colorScheme: .dark).primaryText)
        #expect(host.cell(x: 0, y: 1).foreground == ColorSystem(colorScheme: .light).primaryText)
        #expect(ColorSystem(colorScheme: .dark) != ColorSystem(colorScheme: .light))
    }
}

private struct CounterModelKey: EnvironmentKey { static var defaultValue: Store? { nil } }

extension EnvironmentValues {
    fileprivate var counterModel: Store? {
        get { self[CounterModelKey.self] }
        set { self[CounterModelKey.self] = newValue }
    }
    /// Derived from an observable model: readers must follow the model's property.
    fileprivate var derivedA: Int { counterModel?.a ?? 0 }
}

@MainActor
struct DerivedObservableTests {
    struct DerivedReader: View {
        let probe: BodyCounter
        @Environment(\.derivedA) private var a
        var body: some View {
            let _ = probe.hit("reader")
            Text("a \(a)")
        }
    }

    @Test func aValueDerivedFromAnObservableModelFollowsIt() {
        let store = Store()
        let probe = BodyCounter()
        let host = TestHost(DerivedReader(probe: probe).environment(\.counterModel, store))
        store.b = 1
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            a 0
            """
        }
        #expect(probe["reader"] == 1, "b is not read")
        store.a = 4
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            a 4
            """
        }
        #expect(probe["reader"] == 2)
    }
}
