import Foundation
import Testing
@testable import CursesUI

// Every code example of the DocC article "Dependency injection with the environment"
// (Sources/CursesUI/CursesUI.docc/DependencyInjectionWithTheEnvironment.md), completed into
// views and run headless, so the documentation cannot silently rot. Keys are written in the
// classic `EnvironmentKey` form here; the article shows some of them with `@Entry`.
// Each section's types live in their own namespace, as the article's snippets reuse names.

// MARK: - Passing a value past views that don't care

private struct UserNameKey: EnvironmentKey {
    static let defaultValue = "guest"
}

extension EnvironmentValues {
    fileprivate var userName: String {
        get { self[UserNameKey.self] }
        set { self[UserNameKey.self] = newValue }
    }
}

enum DocPassing {
    struct ContentView: View {
        @State private var userName = "guest"

        var body: some View {
            VStack(alignment: .leading) {
                Toolbar()                                   // knows nothing about the user
                Button("Sign in") { userName = "ana" }
            }
            .environment(\.userName, userName)
        }
    }

    struct Toolbar: View {
        var body: some View {
            HStack { Text("File"); Greeting() }
        }
    }

    struct Greeting: View {
        @Environment(\.userName) private var userName
        var body: some View { Text("Hello, \(userName)") }
    }
}

// MARK: - Scope

private struct SignatureKey: EnvironmentKey {
    static let defaultValue = "nobody"
}

private struct IndentLevelKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    fileprivate var signature: String {
        get { self[SignatureKey.self] }
        set { self[SignatureKey.self] = newValue }
    }

    fileprivate var indentLevel: Int {
        get { self[IndentLevelKey.self] }
        set { self[IndentLevelKey.self] = newValue }
    }
}

enum DocScope {
    struct Page: View {
        @Environment(\.signature) private var signature

        var body: some View {
            VStack(alignment: .leading) {
                Text("Page by \(signature)")                // "Page by nobody": read from above Page
                Footer()                                    // "— team"
                Footer().environment(\.signature, "Ana")    // "— Ana": the nearest value wins
            }
            .environment(\.signature, "team")               // applies to the VStack, not to Page
        }
    }

    struct Footer: View {
        @Environment(\.signature) private var signature
        var body: some View { Text("— \(signature)") }
    }

    struct Row: View {
        let title: String
        @Environment(\.indentLevel) private var level
        var body: some View { Text(String(repeating: "  ", count: level) + title) }
    }

    struct Outline: View {
        var body: some View {
            VStack(alignment: .leading) {
                Row(title: "Fruit")
                Group {
                    Row(title: "Apple")
                    Row(title: "Pear")
                }
                .transformEnvironment(\.indentLevel) { $0 += 1 }
            }
        }
    }
}

// MARK: - Chained key paths and derived values

struct DocSettings: Equatable {
    var name = "Ana"
    var fontSize = 12
}

private struct DocSettingsKey: EnvironmentKey {
    static let defaultValue = DocSettings()
}

extension EnvironmentValues {
    fileprivate var settings: DocSettings {
        get { self[DocSettingsKey.self] }
        set { self[DocSettingsKey.self] = newValue }
    }

    /// Derived and read-only: no key, no setter.
    fileprivate var greeting: String { "Hello, \(settings.name)!" }
}

enum DocChained {
    struct NameLabel: View {
        let renders: BodyCounter
        @Environment(\.settings.name) private var name
        var body: some View {
            let _ = renders.hit("name")
            Text("Name: \(name)")
        }
    }

    struct GreetingLabel: View {
        let renders: BodyCounter
        @Environment(\.greeting) private var greeting
        var body: some View {
            let _ = renders.hit("greeting")
            Text(greeting)
        }
    }

    struct SettingsScreen: View {
        let renders: BodyCounter
        @State private var settings = DocSettings()
        var body: some View {
            VStack(alignment: .leading) {
                NameLabel(renders: renders)
                GreetingLabel(renders: renders)
                Text("Size: \(settings.fontSize)")
                Button("Bigger") { settings.fontSize += 1 }
                Button("Rename") { settings.name = "Bo" }
            }
            .environment(\.settings, settings)
        }
    }

    struct Swatch: View {
        @Environment(\.colorSystem) private var color
        var body: some View {
            Text("Warning").foregroundStyle(color.warning)
        }
    }
}

// MARK: - Injecting Environment values through the initializer

@Observable
final class DocCounter {
    var count = 0
    func increment() { count += 1 }
}

/// Runs an increment; equal to any other made at the same place in the source.
struct IncrementAction: Equatable {
    private let action: EnvironmentAction<Void>

    init(fileID: String = #fileID, line: Int = #line, column: Int = #column,
         _ perform: @escaping @MainActor () -> Void) {
        action = EnvironmentAction(fileID: fileID, line: line, column: column, perform)
    }

    @MainActor func callAsFunction() { action() }
}

private struct DocCounterKey: EnvironmentKey {
    static var defaultValue: DocCounter? { nil }
}

private struct PreviewCountKey: EnvironmentKey {
    static var defaultValue: Binding<Int> { .constant(0) }
}

extension EnvironmentValues {
    fileprivate var counter: DocCounter? {
        get { self[DocCounterKey.self] }
        set { self[DocCounterKey.self] = newValue }
    }

    // What CounterView reads: derived from the model, read-only.
    fileprivate var count: Int { counter?.count ?? 0 }
    @MainActor fileprivate var increment: IncrementAction {
        let counter = self.counter
        return IncrementAction { counter?.increment() }
    }

    // Test doubles, reachable only through their key paths.
    fileprivate var _previewCount: Binding<Int> {
        get { self[PreviewCountKey.self] }
        set { self[PreviewCountKey.self] = newValue }
    }
    @MainActor fileprivate var previewIncrement: IncrementAction {
        let count = _previewCount
        return IncrementAction { count.wrappedValue += 100 }
    }
}

enum DocInjection {
    struct CounterView: View {
        @Environment(\.count) var count: Int                  // not private: the memberwise
        @Environment(\.increment) var increment: IncrementAction  // initializer takes them

        var body: some View {
            VStack(alignment: .leading) {
                Text("Count: \(count)")
                Button("Increment") { increment() }
            }
        }
    }

    struct RealCounter: View {
        @State private var counter = DocCounter()
        var body: some View {
            CounterView().environment(\.counter, counter)
        }
    }

    struct CounterPreview: View {
        @State private var count = 0
        var body: some View {
            CounterView(count: .init(\._previewCount.wrappedValue),
                        increment: .init(\.previewIncrement))
                .environment(\._previewCount, $count)
        }
    }
}

// MARK: - Actions

struct SetSelectedIndexAction {
    private let selection: Binding<Int?>

    init(_ selection: Binding<Int?>) { self.selection = selection }

    func callAsFunction(_ index: Int) { selection.wrappedValue = index }
}

private struct SetSelectedIndexKey: EnvironmentKey {
    static var defaultValue: SetSelectedIndexAction { SetSelectedIndexAction(.constant(nil)) }
}

private struct ReloadKey: EnvironmentKey {
    static var defaultValue: EnvironmentAction<Void> { EnvironmentAction {} }
}

private struct OnSaveKey: EnvironmentKey {
    static var defaultValue: () -> Void { {} }
}

private struct SaveKey: EnvironmentKey {
    static var defaultValue: EnvironmentAction<Void> { EnvironmentAction {} }
}

extension EnvironmentValues {
    fileprivate var setSelectedIndex: SetSelectedIndexAction {
        get { self[SetSelectedIndexKey.self] }
        set { self[SetSelectedIndexKey.self] = newValue }
    }

    fileprivate var reload: EnvironmentAction<Void> {
        get { self[ReloadKey.self] }
        set { self[ReloadKey.self] = newValue }
    }

    fileprivate var onSave: () -> Void {
        get { self[OnSaveKey.self] }
        set { self[OnSaveKey.self] = newValue }
    }

    fileprivate var save: EnvironmentAction<Void> {
        get { self[SaveKey.self] }
        set { self[SaveKey.self] = newValue }
    }
}

enum DocActions {
    struct QuitButton: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Button("Quit") { dismiss() }
        }
    }

    struct Menu: View {
        let renders: BodyCounter
        @State private var selection: Int?
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(0..<3) { index in
                    MenuRow(renders: renders, index: index)
                }
                Text("Selected: \(selection.map(String.init) ?? "none")")
            }
            .environment(\.setSelectedIndex, SetSelectedIndexAction($selection))
        }
    }

    struct MenuRow: View {
        let renders: BodyCounter
        let index: Int
        @Environment(\.setSelectedIndex) private var setSelectedIndex
        var body: some View {
            let _ = renders.hit("row")
            Button("Item \(index)") { setSelectedIndex(index) }
        }
    }

    /// Stands in for a network call.
    static func fetchBooks() async -> [String] {
        await Task.yield()
        return ["Dune", "Emma"]
    }

    @MainActor @Observable final class Library {
        var books: [String] = []
        func reload() async { books = await fetchBooks() }
    }

    struct LibraryView: View {
        @State private var library = Library()
        var body: some View {
            VStack(alignment: .leading) {
                Text("\(library.books.count) books")
                ReloadButton()
            }
            .environment(\.reload, EnvironmentAction(async: { await library.reload() }))
        }
    }

    struct ReloadButton: View {
        @Environment(\.reload) private var reload
        var body: some View {
            Button("Reload") { reload() }       // starts a task; `await reload()` waits instead
        }
    }

    struct Editor: View {
        let renders: BodyCounter
        @State private var saves = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("Saved \(saves) times")
                ClosureSaveButton(renders: renders)
                ActionSaveButton(renders: renders)
            }
            .environment(\.onSave, { saves += 1 })                    // a new closure each time
            .environment(\.save, EnvironmentAction { saves += 1 })    // equal across updates
        }
    }

    struct ClosureSaveButton: View {
        let renders: BodyCounter
        @Environment(\.onSave) private var onSave
        var body: some View {
            let _ = renders.hit("closure")
            Button("Save (closure)") { onSave() }
        }
    }

    struct ActionSaveButton: View {
        let renders: BodyCounter
        @Environment(\.save) private var save
        var body: some View {
            let _ = renders.hit("action")
            Button("Save (action)") { save() }
        }
    }
}

// MARK: - Observable models

@Observable
final class DocProfile {
    var name = "Ana"
    var score = 0
    var isOnline = false
}

private struct DocProfileKey: EnvironmentKey {
    static var defaultValue: DocProfile { DocProfile() }
}

extension EnvironmentValues {
    fileprivate var profile: DocProfile {
        get { self[DocProfileKey.self] }
        set { self[DocProfileKey.self] = newValue }
    }
}

enum DocObservable {
    struct ProfileScreen: View {
        let renders: BodyCounter
        @State private var profile = DocProfile()
        var body: some View {
            VStack(alignment: .leading) {
                NameBadge(renders: renders)
                ScoreBoard(renders: renders)
                OnlineToggle()
            }
            .environment(\.profile, profile)
        }
    }

    struct NameBadge: View {
        let renders: BodyCounter
        @Environment(\.profile) private var profile
        var body: some View {
            let _ = renders.hit("name")
            Text(profile.isOnline ? "\(profile.name) (online)" : profile.name)
        }
    }

    struct ScoreBoard: View {
        let renders: BodyCounter
        @Environment(\.profile) private var profile
        var body: some View {
            let _ = renders.hit("score")
            Button("Score: \(profile.score)") { profile.score += 1 }
        }
    }

    struct OnlineToggle: View {
        @Environment(\.profile) private var profile
        var body: some View {
            @Bindable var profile = profile
            Toggle("Online", isOn: $profile.isOnline)
        }
    }
}

// MARK: - Custom DynamicProperty wrappers

@propertyWrapper
struct Localized: DynamicProperty {
    @Environment(\.locale) private var locale
    private let key: String

    init(_ key: String) { self.key = key }

    var wrappedValue: String {
        let table = ["fr": ["hello": "Bonjour"], "de": ["hello": "Hallo"]]
        return table[locale.identifier]?[key] ?? key
    }
}

enum DocDynamicProperty {
    struct Welcome: View {
        @Localized("hello") private var hello
        var body: some View { Text(hello) }
    }
}

// MARK: - Reacting to environment changes

private struct QueryKey: EnvironmentKey {
    static let defaultValue = ""
}

extension EnvironmentValues {
    fileprivate var query: String {
        get { self[QueryKey.self] }
        set { self[QueryKey.self] = newValue }
    }
}

enum DocReacting {
    static let catalog = ["apple", "apricot", "banana"]

    static func search(_ query: String) async -> [String] {
        await Task.yield()
        return catalog.filter { $0.hasPrefix(query) }
    }

    struct SearchResults: View {
        @Environment(\.query) private var query
        @State private var results: [String] = []
        @State private var history: [String] = []

        var body: some View {
            VStack(alignment: .leading) {
                Text("\(results.count) results for '\(query)'")
                Text("History: \(history.joined(separator: " → "))")
            }
            .onChange(of: query, initial: true) { _, newQuery in history.append(newQuery) }
            .task(id: query) { results = await search(query) }
        }
    }

    struct SearchScreen: View {
        @State private var query = "ap"
        var body: some View {
            VStack(alignment: .leading) {
                SearchResults()
                Button("Narrow") { query = "apr" }
            }
            .environment(\.query, query)
        }
    }
}

// MARK: - Testing headless

enum DocTesting {
    @MainActor final class Renders { var count = 0 }

    struct CountedNameLabel: View {
        let renders: Renders
        @Environment(\.settings.name) private var name
        var body: some View {
            let _ = renders.count += 1
            Text("Name: \(name)")
        }
    }

    struct SettingsScreen: View {
        let renders: Renders
        @State private var settings = DocSettings()
        var body: some View {
            VStack(alignment: .leading) {
                CountedNameLabel(renders: renders)
                Text("Size: \(settings.fontSize)")
                Button("Bigger") { settings.fontSize += 1 }
                Button("Rename") { settings.name = "Bo" }
            }
            .environment(\.settings, settings)
        }
    }
}

@Test @MainActor func onlyTheNameLabelFollowsTheName() {
    let renders = DocTesting.Renders()
    let host = TestHost(DocTesting.SettingsScreen(renders: renders), width: 30, height: 6)
    host.press(.return)                       // "Bigger" has the focus
    #expect(host.text.contains("Size: 13"))
    #expect(renders.count == 1)               // fontSize changed, the name did not
    host.press(.tab)
    host.press(.return)                       // "Rename"
    #expect(host.text.contains("Name: Bo"))
    #expect(renders.count == 2)
}

// MARK: - _printChanges

enum DocPrintChanges {
    struct Scoreboard: View {
        @Environment(\.signature) private var signature
        @State private var score = 0
        var body: some View {
            let _ = Self._printChanges()
            Button("\(signature): \(score)") { score += 1 }
        }
    }
}

// MARK: - Tests

/// The article's examples, run headless.
@MainActor
struct DocumentationExampleTests {
    @Test func aValuePassesPastViewsThatDoNotCare() {
        let host = TestHost(DocPassing.ContentView(), width: 30, height: 4)
        #expect(host.text == "File Hello, guest\n[ Sign in ]")
        host.press(.return)
        #expect(host.text == "File Hello, ana\n[ Sign in ]")
    }

    @Test func aViewSeesTheValueFromAboveNotTheOneItSetsBelow() {
        let host = TestHost(DocScope.Page(), width: 30, height: 4)
        #expect(host.text == "Page by nobody\n— team\n— Ana")
    }

    @Test func transformEnvironmentAdjustsTheInheritedValue() {
        let host = TestHost(DocScope.Outline(), width: 30, height: 4)
        #expect(host.text == "Fruit\n  Apple\n  Pear")
    }

    @Test func chainedKeyPathsAndDerivedValuesReRenderOnlyTheirReaders() {
        let renders = BodyCounter()
        let host = TestHost(DocChained.SettingsScreen(renders: renders), width: 30, height: 6)
        #expect(host.text.contains("Name: Ana\nHello, Ana!\nSize: 12"))
        host.press(.return)                                   // Bigger
        #expect(host.text.contains("Size: 13"))
        #expect(renders["name"] == 1, "fontSize changed; name did not")
        #expect(renders["greeting"] == 1, "a derived value is compared like any other")
        host.press(.tab)
        host.press(.return)                                   // Rename
        #expect(host.text.contains("Name: Bo\nHello, Bo!"))
        #expect(renders["name"] == 2)
        #expect(renders["greeting"] == 2)
    }

    @Test func theBuiltInColorSystemIsDerivedFromTheColorScheme() {
        let host = TestHost(VStack {
            DocChained.Swatch()
            DocChained.Swatch().environment(\.colorScheme, .light)
        }, width: 20, height: 2)
        #expect(host.cell(x: 0, y: 0).foreground == ColorSystem(colorScheme: .dark).warning)
        #expect(host.cell(x: 0, y: 1).foreground == ColorSystem(colorScheme: .light).warning)
    }

    @Test func theRealCounterReadsItsModelThroughDerivedValues() {
        let host = TestHost(DocInjection.RealCounter(), width: 30, height: 3)
        #expect(host.text.contains("Count: 0"))
        host.press(.return)
        #expect(host.text.contains("Count: 1"))
    }

    @Test func environmentValuesCanBeInjectedThroughTheMemberwiseInitializer() {
        let host = TestHost(DocInjection.CounterPreview(), width: 30, height: 3)
        #expect(host.text.contains("Count: 0"))
        host.press(.return)
        #expect(host.text.contains("Count: 100"))
        host.press(.return)
        #expect(host.text.contains("Count: 200"))
    }

    @Test func dismissEndsTheAppAtTheRoot() {
        let host = TestHost(DocActions.QuitButton(), width: 20, height: 2)
        #expect(!host.isDismissed)
        host.press(.return)
        #expect(host.isDismissed)
    }

    @Test func anActionOverABindingSetsTheSelection() {
        let renders = BodyCounter()
        let host = TestHost(DocActions.Menu(renders: renders), width: 20, height: 5)
        #expect(host.text.contains("Selected: none"))
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("Selected: 2"))
        #expect(renders["row"] == 3, "the binding compares equal by location: no row re-renders")
    }

    @Test func anAsyncActionRunsInATask() async {
        let host = TestHost(DocActions.LibraryView(), width: 20, height: 3)
        #expect(host.text.contains("0 books"))
        host.press(.return)
        await host.settle()
        #expect(host.text.contains("2 books"))
    }

    @Test func closuresReRenderTheirReadersAndActionsDoNot() {
        let renders = BodyCounter()
        let host = TestHost(DocActions.Editor(renders: renders), width: 30, height: 4)
        host.press(.return)                                   // Save (closure)
        #expect(host.text.contains("Saved 1 times"))
        #expect(renders["closure"] == 2)
        #expect(renders["action"] == 1)
        host.press(.tab)
        host.press(.return)                                   // Save (action)
        #expect(host.text.contains("Saved 2 times"))
        #expect(renders["closure"] == 3)
        #expect(renders["action"] == 1, "equal by source location; runs the latest closure")
    }

    @Test func observableModelsAreTrackedPerProperty() {
        let renders = BodyCounter()
        let host = TestHost(DocObservable.ProfileScreen(renders: renders), width: 30, height: 4)
        #expect(host.text == "Ana\n[ Score: 0 ]\n[ ] Online")
        host.press(.return)
        #expect(host.text.contains("[ Score: 1 ]"))
        #expect(renders["score"] == 2)
        #expect(renders["name"] == 1, "NameBadge never read score")
        host.press(.tab)
        host.press(.space)                                    // through @Bindable
        #expect(host.text == "Ana (online)\n[ Score: 1 ]\n[x] Online")
        #expect(renders["name"] == 2)
        #expect(renders["score"] == 2)
    }

    @Test func aCustomDynamicPropertyReadsTheEnvironment() {
        let host = TestHost(VStack(alignment: .leading) {
            DocDynamicProperty.Welcome()
            DocDynamicProperty.Welcome().environment(\.locale, Locale(identifier: "fr"))
            DocDynamicProperty.Welcome().environment(\.locale, Locale(identifier: "de"))
        }, width: 20, height: 3)
        #expect(host.text.hasSuffix("Bonjour\nHallo"))
    }

    @Test func onChangeAndTaskIDReactToAnEnvironmentValue() async {
        let host = TestHost(DocReacting.SearchScreen(), width: 40, height: 4)
        await host.settle()
        #expect(host.text.contains("2 results for 'ap'"))
        #expect(host.text.contains("History: ap"))
        host.press(.return)
        await host.settle()
        #expect(host.text.contains("1 results for 'apr'"))
        #expect(host.text.contains("History: ap → apr"))
    }

    @Test func printChangesExplainsEachBodyOffScreen() {
        struct Screen: View {
            @State private var signature = "Ana"
            var body: some View {
                VStack(alignment: .leading) {
                    DocPrintChanges.Scoreboard()
                    Button("Sign as Bo") { signature = "Bo" }
                }
                .environment(\.signature, signature)
            }
        }
        let host = TestHost(Screen(), width: 30, height: 3)
        #expect(host.printedChanges == ["Scoreboard: @identity changed."])
        host.press(.return)
        #expect(host.printedChanges.last == "Scoreboard: _score changed.")
        host.press(.tab)
        host.press(.return)
        #expect(host.printedChanges.last == "Scoreboard: _signature changed.")
        #expect(!host.text.contains("changed"))
    }

    @Test func countingBodyEvaluations() {
        let before = TestHost(DocPassing.ContentView(), width: 30, height: 4)
        let initial = before.bodyEvaluationCount
        before.press(.return)
        // ContentView (its state changed) and Greeting (its environment value changed);
        // Toolbar is reused as is.
        #expect(before.bodyEvaluationCount - initial == 2)
    }
}

