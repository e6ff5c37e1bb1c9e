// The examples of the article "Dependency injection with the environment". The article shows
// the slices of this file; the suite builds and runs it, and the hidden checks at the end stop
// it with the screen that differs from what the article says.

// snippet.hide
import CursesUI

// snippet.show
// snippet.passing
private struct UserNameKey: EnvironmentKey {
    static let defaultValue = "guest"
}

extension EnvironmentValues {
    var userName: String {
        get { self[UserNameKey.self] }
        set { self[UserNameKey.self] = newValue }
    }
}

struct ContentView: View {
    @State private var userName = "guest"

    var body: some View {
        VStack(alignment: .leading) {
            Toolbar()                                 // knows nothing about the user
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
// snippet.end

// snippet.scope
extension EnvironmentValues {
    @Entry var signature = "nobody"
    @Entry var indentLevel = 0
}

struct Page: View {
    @Environment(\.signature) private var signature

    var body: some View {
        VStack(alignment: .leading) {
            Text("Page by \(signature)")              // "Page by nobody": the value above Page
            Footer()                                  // "— team"
            Footer().environment(\.signature, "Ana")  // "— Ana"
        }
        .environment(\.signature, "team")             // applies to the VStack, not to Page
    }
}

struct Footer: View {
    @Environment(\.signature) private var signature
    var body: some View { Text("— \(signature)") }
}
// snippet.end

// snippet.transform
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
                Row(title: "Apple")                   // indented one level
                Row(title: "Pear")
            }
            .transformEnvironment(\.indentLevel) { $0 += 1 }
        }
    }
}
// snippet.end

// snippet.chained
struct Settings: Equatable {
    var name = "Ana"
    var fontSize = 12
}

extension EnvironmentValues {
    @Entry var settings = Settings()
}

struct NameLabel: View {
    @Environment(\.settings.name) private var name
    var body: some View { Text("Name: \(name)") }
}
// snippet.end

// snippet.derived
extension EnvironmentValues {
    var greeting: String { "Hello, \(settings.name)!" }
}
// snippet.end

// snippet.observable
@Observable final class Profile {
    var name = "Ana"
    var score = 0
    var isOnline = false
}

extension EnvironmentValues {
    @Entry var profile = Profile()
}

struct ProfileScreen: View {
    @State private var profile = Profile()
    var body: some View {
        VStack(alignment: .leading) {
            NameBadge()
            ScoreBoard()
            OnlineToggle()
        }
        .environment(\.profile, profile)
    }
}

struct NameBadge: View {
    @Environment(\.profile) private var profile
    var body: some View {
        Text(profile.isOnline ? "\(profile.name) (online)" : profile.name)
    }
}

struct ScoreBoard: View {
    @Environment(\.profile) private var profile
    var body: some View {
        Button("Score: \(profile.score)") { profile.score += 1 }  // NameBadge stays put
    }
}

struct OnlineToggle: View {
    @Environment(\.profile) private var profile
    var body: some View {
        @Bindable var profile = profile
        Toggle("Online", isOn: $profile.isOnline)
    }
}
// snippet.end

// snippet.wrapper
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

struct Welcome: View {
    @Localized("hello") private var hello
    var body: some View { Text(hello) }
}
// snippet.end

// snippet.onchange
extension EnvironmentValues {
    @Entry var query = ""
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
// snippet.end

// snippet.printchanges
struct Scoreboard: View {
    @Environment(\.signature) private var signature
    @State private var score = 0

    var body: some View {
        let _ = Self._printChanges()
        Button("\(signature): \(score)") { score += 1 }
    }
}
// snippet.end

// snippet.testing
import Testing
import CursesUI

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
    @State private var settings = Settings()
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

@Test @MainActor func onlyTheNameLabelFollowsTheName() {
    let renders = Renders()
    let host = TestHost(SettingsScreen(renders: renders), width: 30, height: 6)
    host.press(.return)                       // "Bigger" has the focus
    #expect(host.text.contains("Size: 13"))
    #expect(renders.count == 1)               // fontSize changed, the name did not
    host.press(.tab)
    host.press(.return)                       // "Rename"
    #expect(host.text.contains("Name: Bo"))
    #expect(renders.count == 2)
}
// snippet.end

// snippet.hide
// MARK: - What the article leaves out

/// Stands in for a search service.
func search(_ query: String) async -> [String] {
    await Task.yield()
    return ["apple", "apricot", "banana"].filter { $0.hasPrefix(query) }
}

/// Shows `NameLabel` and the derived greeting next to buttons that change the settings.
struct KeyPathScreen: View {
    @State private var settings = Settings()
    var body: some View {
        VStack(alignment: .leading) {
            NameLabel()
            GreetingLabel()
            Text("Size: \(settings.fontSize)")
            Button("Bigger") { settings.fontSize += 1 }
            Button("Rename") { settings.name = "Bo" }
        }
        .environment(\.settings, settings)
    }
}

struct GreetingLabel: View {
    @Environment(\.greeting) private var greeting
    var body: some View { Text(greeting) }
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

struct SignedScoreboard: View {
    @State private var signature = "Ana"
    var body: some View {
        VStack(alignment: .leading) {
            Scoreboard()
            Button("Sign as Bo") { signature = "Bo" }
        }
        .environment(\.signature, signature)
    }
}

/// Stops the run, showing what differs, when `actual` is not what the article says.
func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String, line: UInt = #line) {
    precondition(actual == expected, "\(what): expected\n\(expected)\ngot\n\(actual)", line: line)
}

// Passing a value past views that don't care, and what re-renders.
let passing = TestHost(ContentView(), width: 30, height: 4)
expect(passing.text, "File Hello, guest\n[ Sign in ]", "passing")
var evaluations = passing.bodyEvaluationCount
passing.press(.return)
expect(passing.text, "File Hello, ana\n[ Sign in ]", "passing after Sign in")
expect(passing.bodyEvaluationCount - evaluations, 2, "ContentView and Greeting run body; Toolbar does not")

// Scope and transformEnvironment.
expect(TestHost(Page(), width: 30, height: 4).text, "Page by nobody\n— team\n— Ana", "scope")
expect(TestHost(Outline(), width: 30, height: 4).text, "Fruit\n  Apple\n  Pear", "transform")

// Chained key paths and derived values re-render only their readers.
let keyPaths = TestHost(KeyPathScreen(), width: 30, height: 6)
expect(keyPaths.text, "Name: Ana\nHello, Ana!\nSize: 12\n[ Bigger ]\n[ Rename ]", "chained")
evaluations = keyPaths.bodyEvaluationCount
keyPaths.press(.return)                                     // Bigger
expect(keyPaths.bodyEvaluationCount - evaluations, 1, "only the screen runs body when the size changes")
keyPaths.press(.tab)
keyPaths.press(.return)                                     // Rename
expect(keyPaths.text, "Name: Bo\nHello, Bo!\nSize: 13\n[ Bigger ]\n[ Rename ]", "after Rename")
expect(keyPaths.bodyEvaluationCount - evaluations, 4, "the screen again, NameLabel and GreetingLabel")

// Observable models, tracked per property.
let profile = TestHost(ProfileScreen(), width: 30, height: 4)
expect(profile.text, "Ana\n[ Score: 0 ]\n[ ] Online", "profile")
evaluations = profile.bodyEvaluationCount
profile.press(.return)
expect(profile.text, "Ana\n[ Score: 1 ]\n[ ] Online", "after scoring")
expect(profile.bodyEvaluationCount - evaluations, 1, "only ScoreBoard read the score")
profile.press(.tab)
profile.press(.space)
expect(profile.text, "Ana (online)\n[ Score: 1 ]\n[x] Online", "online through @Bindable")

// A DynamicProperty of one's own.
let welcome = TestHost(VStack(alignment: .leading) {
    Welcome()
    Welcome().environment(\.locale, Locale(identifier: "fr"))
    Welcome().environment(\.locale, Locale(identifier: "de"))
}, width: 20, height: 3)
expect(welcome.text, "hello\nBonjour\nHallo", "wrapper")

// onChange and task(id:).
let search = TestHost(SearchScreen(), width: 40, height: 4)
await search.settle()
expect(search.text, "2 results for 'ap'\nHistory: ap\n[ Narrow ]", "search")
search.press(.return)
await search.settle()
expect(search.text, "1 results for 'apr'\nHistory: ap → apr\n[ Narrow ]", "narrowed search")

// _printChanges.
let changes = TestHost(SignedScoreboard(), width: 30, height: 3)
expect(changes.printedChanges, ["Scoreboard: @identity changed."], "first evaluation")
changes.press(.return)
expect(changes.printedChanges.last, "Scoreboard: _score changed.", "after a state write")
changes.press(.tab)
changes.press(.return)
expect(changes.printedChanges.last, "Scoreboard: _signature changed.", "after an environment change")
expect(changes.text, "[ Bo: 1 ]\n[ Sign as Bo ]", "never on the screen")

// The article's own test, step by step.
let renders = Renders()
let settings = TestHost(SettingsScreen(renders: renders), width: 30, height: 6)
settings.press(.return)
expect(renders.count, 1, "fontSize changed, the name did not")
settings.press(.tab)
settings.press(.return)
expect(settings.text, "Name: Bo\nSize: 13\n[ Bigger ]\n[ Rename ]", "renamed")
expect(renders.count, 2, "the name changed")
