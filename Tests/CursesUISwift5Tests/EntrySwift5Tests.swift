import Testing
import CursesUI

// `@Entry` in the Swift 5 language mode, written the way a SwiftUI user writes it, with only the
// public API: each form of declaration, overrides, and defaults made once per app.

/// How many times each default was made. Defaults are made on the main thread here, and the
/// Swift 5 mode doesn't check global state, as in a typical SwiftUI app.
private var madeCounts: [String: Int] = [:]

final class Swift5Store {
    var label: String
    init(label: String) { self.label = label }
    convenience init() {
        madeCounts["store", default: 0] += 1
        self.init(label: "default store")
    }
}

final class Swift5TypedStore {
    let label = "typed store"
    init() { madeCounts["typedStore", default: 0] += 1 }
}

@Observable
final class Swift5Model {
    var title: String
    init(title: String) { self.title = title }
    convenience init() {
        madeCounts["model", default: 0] += 1
        self.init(title: "default model")
    }
}

struct Swift5Counter {
    var value: Int
}

extension EnvironmentValues {
    @Entry var swift5Count: Int = 0
    @Entry var swift5Counter: Swift5Counter?
    @Entry var _swift5Counter: Swift5Counter? = nil
    @Entry var swift5Store = Swift5Store()
    @Entry var swift5TypedStore: Swift5TypedStore = Swift5TypedStore()
    @Entry var swift5Model = Swift5Model()
    @Entry var swift5Binding: Binding<Int> = .constant(0)
    @Entry var swift5Greeting = "hello"
    @Entry var swift5Action: () -> String = { "default action" }
    /// A public entry: the property stays public and its key stays private.
    @Entry public var swift5Public: String = "public default"
    @Entry private var swift5Private: String = "private default"

    var swift5PrivateReadOnly: String { swift5Private }
}

private extension EnvironmentValues {
    @Entry var swift5InPrivateExtension: String = "private extension"
}

struct Swift5CountLabel: View {
    @Environment(\.swift5Count) var count
    var body: some View { Text("count \(count)") }
}

struct Swift5CounterLabel: View {
    @Environment(\.swift5Counter) var counter
    @Environment(\._swift5Counter) var underscored
    var body: some View {
        Text("counter \(counter.map { String($0.value) } ?? "nil") \(underscored.map { String($0.value) } ?? "nil")")
    }
}

struct Swift5StoreLabel: View {
    @Environment(\.swift5Store) var store
    @Environment(\.swift5TypedStore) var typedStore
    @Environment(\.swift5Model) var model
    var body: some View { Text("\(store.label), \(typedStore.label), \(model.title)") }
}

struct Swift5GreetingLabel: View {
    @Environment(\.swift5Greeting) var greeting
    @Environment(\.swift5Action) var action
    @Environment(\.swift5Public) var publicValue
    @Environment(\.swift5PrivateReadOnly) var privateValue
    @Environment(\.swift5InPrivateExtension) var extensionValue
    var body: some View {
        VStack(alignment: .leading) {
            Text("\(greeting), \(action())")
            Text("\(publicValue), \(privateValue), \(extensionValue)")
        }
    }
}

struct Swift5Stepper: View {
    @Environment(\.swift5Binding) var value
    var body: some View {
        Button("value \(value.wrappedValue)") { value.wrappedValue += 1 }
    }
}

struct Swift5StepperOwner: View {
    @State var value = 10
    var body: some View {
        VStack(alignment: .leading) {
            Text("owner \(value)")
            Swift5Stepper().environment(\.swift5Binding, $value)
        }
    }
}

@MainActor
struct EntrySwift5Tests {
    @Test func typedAndOptionalEntries() {
        let host = TestHost(VStack(alignment: .leading) {
            Swift5CountLabel()
            Swift5CountLabel().environment(\.swift5Count, 3)
            Swift5CounterLabel()
            Swift5CounterLabel()
                .environment(\.swift5Counter, Swift5Counter(value: 1))
                .environment(\._swift5Counter, Swift5Counter(value: 2))
        })
        #expect(host.text == "count 0\ncount 3\ncounter nil nil\ncounter 1 2")
    }

    @Test func entriesWithoutTypeAnnotationsAndOverrides() {
        let host = TestHost(VStack(alignment: .leading) {
            Swift5StoreLabel()
            Swift5StoreLabel()
                .environment(\.swift5Store, Swift5Store(label: "custom store"))
                .environment(\.swift5Model, Swift5Model(title: "custom model"))
            Swift5GreetingLabel()
            Swift5GreetingLabel()
                .environment(\.swift5Greeting, "hi")
                .environment(\.swift5Action) { "custom action" }
        }, width: 60)
        #expect(host.text == """
            default store, typed store, default model
            custom store, typed store, custom model
            hello, default action
            public default, private default, private extension
            hi, custom action
            public default, private default, private extension
            """)
    }

    @Test func bindingEntry() {
        let host = TestHost(Swift5StepperOwner())
        #expect(host.text == "owner 10\n[ value 10 ]")
        host.press(.return)
        #expect(host.text == "owner 11\n[ value 11 ]")
    }

    @Test func defaultsAreMadeOncePerAppHoweverManyViewsReadThem() {
        let before = madeCounts
        let host = TestHost(VStack {
            ForEach(0..<10) { _ in Swift5StoreLabel() }
        }, width: 60, height: 20)
        let again = TestHost(Swift5StoreLabel(), width: 60)
        #expect(host.text.contains("default store, typed store, default model"))
        #expect(again.text == "default store, typed store, default model")
        // One of each for each host (each app), however many views read them.
        for name in ["store", "typedStore", "model"] {
            #expect(madeCounts[name, default: 0] == before[name, default: 0] + 2)
        }
        #expect(EnvironmentValues().swift5Store === EnvironmentValues().swift5Store)
    }
}
