import Testing
import CursesUI

// Seed articles 004 (closures, bindings, observed objects and Combine subjects handed down to a
// child) and 003 (published classes toggled inside a `Form`), in the Swift 5 language mode, with
// `import CursesUI` alone: Foundation and Combine come with it. Own code, written from what the
// articles teach.

/// Counts `body` evaluations by name. A class: views holding it compare equal by identity.
final class Renders {
    private(set) var counts: [String: Int] = [:]
    func hit(_ name: String) { counts[name, default: 0] += 1 }
    subscript(name: String) -> Int { counts[name, default: 0] }
    func reset() { counts = [:] }
}

// MARK: - Seed 004: four ways to let a child ask its parent to count up

struct BumpKey: EnvironmentKey {
    static var defaultValue: () -> Void = {}
}

/// A Combine subject boxed in an `ObservableObject`, so `@StateObject` can keep it.
final class SubjectBox<Wrapped>: ObservableObject {
    let wrapped: Wrapped
    init(_ wrapped: Wrapped) { self.wrapped = wrapped }
}

struct BumpSubjectKey: EnvironmentKey {
    static var defaultValue = SubjectBox(PassthroughSubject<Void, Never>())
}

extension EnvironmentValues {
    var bump: () -> Void {
        get { self[BumpKey.self] }
        set { self[BumpKey.self] = newValue }
    }

    var bumpSubject: SubjectBox<PassthroughSubject<Void, Never>> {
        get { self[BumpSubjectKey.self] }
        set { self[BumpSubjectKey.self] = newValue }
    }
}

/// The parent's model: counting up takes a moment, as a request to a server would.
final class CounterModel: ObservableObject {
    @Published var total = 0

    func requestBump() async {
        try? await Task.sleep(nanoseconds: 1_000_000)
        total += 1
    }

    func bump() {
        Task { await requestBump() }
    }
}

/// 1. A closure in the environment.
struct ClosureChild: View {
    let renders: Renders
    @Environment(\.bump) var bump
    var body: some View {
        let _ = renders.hit("closure")
        Button("closure") { bump() }
    }
}

/// 2. A binding.
struct BindingChild: View {
    let renders: Renders
    @Binding var total: Int
    var body: some View {
        let _ = renders.hit("binding")
        Button("binding \(total)") { total += 1 }
    }
}

/// 3. The model itself.
struct ModelChild: View {
    let renders: Renders
    @ObservedObject var model: CounterModel
    var body: some View {
        let _ = renders.hit("model")
        Button("model") { model.bump() }
    }
}

/// 4. A subject in the environment; the child knows nothing of the model.
struct SubjectChild: View {
    let renders: Renders
    @Environment(\.bumpSubject) var bumpSubject
    var body: some View {
        let _ = renders.hit("subject")
        Button("subject") { bumpSubject.wrapped.send(()) }
    }
}

struct FourWays: View {
    let renders: Renders
    @StateObject var model = CounterModel()
    @State var local = 0
    @StateObject var bumps = SubjectBox(PassthroughSubject<Void, Never>())

    var body: some View {
        let _ = renders.hit("parent")
        VStack {
            Text("total \(model.total) local \(local)")
            ClosureChild(renders: renders)
                .environment(\.bump) { model.bump() }
            BindingChild(renders: renders, total: $local)
            ModelChild(renders: renders, model: model)
            SubjectChild(renders: renders)
                .environment(\.bumpSubject, bumps)
        }
        .onReceive(bumps.wrapped) { _ in model.bump() }
    }
}

// MARK: - Seed 004: a generic subject that is its own environment key and a publisher

/// Where a parent listens for one kind of request from anywhere below it.
class ActionSlot<Parameter> {
    typealias Channel = RequestChannel<Parameter>
}

extension ActionSlot: EnvironmentKey {
    static var defaultValue: RequestChannel<Parameter> { .init() }
}

final class RequestChannel<Parameter>: ObservableObject {
    private let requests = PassthroughSubject<Parameter, Never>()

    @MainActor
    func callAsFunction(_ parameter: Parameter) {
        requests.send(parameter)
    }
}

extension RequestChannel: Publisher {
    typealias Output = Parameter
    typealias Failure = Never

    func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Parameter {
        requests.receive(subscriber: subscriber)
    }
}

extension RequestChannel where Parameter == Void {
    @MainActor
    func callAsFunction() {
        requests.send(())
    }
}

enum Shelf: Equatable { case top, bottom }

final class ShelfRequests: ActionSlot<Shelf> {}
final class ResetRequests: ActionSlot<Void> {}

extension EnvironmentValues {
    var shelfRequest: ShelfRequests.Channel {
        get { self[ShelfRequests.self] }
        set { self[ShelfRequests.self] = newValue }
    }

    var resetRequest: ResetRequests.Channel {
        get { self[ResetRequests.self] }
        set { self[ResetRequests.self] = newValue }
    }
}

struct ShelfButtons: View {
    let renders: Renders
    @Environment(\.shelfRequest) var shelfRequest
    @Environment(\.resetRequest) var resetRequest
    var body: some View {
        let _ = renders.hit("buttons")
        HStack {
            Button("top") { shelfRequest(.top) }
            Button("bottom") { shelfRequest(.bottom) }
            Button("reset") { resetRequest() }
        }
    }
}

struct ShelfScreen: View {
    let renders: Renders
    @State var picks: [Shelf] = []
    @StateObject var shelfRequest = RequestChannel<Shelf>()
    @StateObject var resetRequest = RequestChannel<Void>()

    var body: some View {
        VStack {
            Text("picked \(picks.count): \(picks.map { $0 == .top ? "T" : "B" }.joined())")
            ShelfButtons(renders: renders)
                .environment(\.shelfRequest, shelfRequest)
                .environment(\.resetRequest, resetRequest)
        }
        .onReceive(shelfRequest) { picks.append($0) }
        .onReceive(resetRequest) { picks = [] }
    }
}

// MARK: - Seed 003: published classes in a form

final class Switch: ObservableObject, Identifiable {
    let id: String
    @Published var isOn: Bool
    init(_ id: String, isOn: Bool) {
        self.id = id
        self.isOn = isOn
    }
}

struct SwitchBoard: View {
    @State var switches = [Switch("north", isOn: true), Switch("south", isOn: false)]

    var body: some View {
        Form {
            Section(header: Text("By reference")) {
                ForEach(switches) { item in
                    Toggle(item.id, isOn: Binding(get: { item.isOn }, set: { item.isOn = $0 }))
                }
            }
            Section(header: Text("By index")) {
                ForEach(switches.indices, id: \.self) { index in
                    Toggle(isOn: $switches[index].isOn) {
                        Text("\(switches[index].id) \(switches[index].isOn ? "on" : "off")")
                    }
                }
            }
            Button("flip north") { switches[0].isOn.toggle() }
            Button("add") { switches.append(Switch("west", isOn: true)) }
        }
    }
}

extension TestHost {
    /// Settles until the screen shows `text` (the model counts up in a task), and expects it.
    func settle(until text: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        for _ in 0..<200 where !self.text.contains(text) { await settle() }
        #expect(self.text.contains(text), sourceLocation: sourceLocation)
    }
}

@MainActor @Suite
struct SeedDataFlowTests {
    @Test func theFourWaysCountUpAndRerenderTheirChildAsTheArticleSays() async {
        let renders = Renders()
        let host = TestHost(FourWays(renders: renders), width: 40, height: 8)
        #expect(host.text.contains("total 0 local 0"))
        renders.reset()

        host.press(.return) // 1. the closure
        await host.settle(until: "total 1 local 0")
        #expect(renders["parent"] == 1)
        #expect(renders["closure"] == 1, "a new closure re-renders its reader on every parent render")
        #expect(renders["subject"] == 0, "the boxed subject is the same object")

        renders.reset()
        host.press(.tab)
        host.press(.return) // 2. the binding
        await host.settle(until: "total 1 local 1")
        #expect(renders["binding"] == 1, "the binding's value changed: its reader re-renders")
        #expect(renders["closure"] == 1)
        #expect(renders["model"] == 0, "the model did not change")
        #expect(renders["subject"] == 0)

        renders.reset()
        host.press(.tab)
        host.press(.return) // 3. the observed model
        await host.settle(until: "total 2 local 1")
        #expect(renders["model"] == 1, "the child observing the model re-renders when it changes")
        #expect(renders["binding"] == 0, "an unchanged binding compares equal")

        renders.reset()
        host.press(.tab)
        host.press(.return) // 4. the subject, received by the parent
        await host.settle(until: "total 3 local 1")
        #expect(renders["parent"] == 1)
        #expect(renders["subject"] == 0, "the subject's child never re-renders")
        #expect(renders["binding"] == 0)
    }

    @Test func aGenericSubjectIsItsOwnEnvironmentKeyAndPublisher() {
        let renders = Renders()
        let host = TestHost(ShelfScreen(renders: renders), width: 40, height: 4)
        #expect(host.text.contains("picked 0:"))
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        host.press(.return)
        #expect(host.text.contains("picked 3: TBB"))
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("picked 0:"))
        #expect(renders["buttons"] == 1, "the buttons' channels never change")
        // Without a writer above, the key's default channel is used and nobody listens.
        let lone = TestHost(ShelfButtons(renders: renders), width: 30, height: 1)
        lone.press(.return)
        #expect(lone.text == "[ top ] [ bottom ] [ reset ]")
    }

    @Test func publishedClassesInAFormFollowTheArticlesTable() {
        let host = TestHost(SwitchBoard(), width: 30, height: 12)
        #expect(host.text == """
            By reference
            [x] north
            [ ] south

            By index
            [x] north on
            [ ] south off

            [ flip north ]
            [ add ]
            """)
        host.press(.tab)
        host.press(.space) // by reference: south on
        host.press(.tab)
        host.press(.tab)
        host.press(.space) // by index: south off again, through $switches[1].isOn
        #expect(host.text.contains("[ ] south off"))

        host.press(.tab)
        host.press(.return) // flip north: nothing observes the element, so nothing re-renders
        #expect(host.text.contains("[x] north on"))
        host.press(.tab)
        host.press(.return) // add: the @State array changed, and the flip shows with it
        #expect(host.text.contains("[ ] north off"))
        #expect(host.text.contains("[x] west on"))
    }
}
