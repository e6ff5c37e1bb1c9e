// The examples of the article "Dependency injection with the environment" about injecting
// through the initializer and about actions. The article shows the slices of this file; the
// suite builds and runs it, and the hidden checks at the end stop it where the behavior differs
// from what the article says.

// snippet.hide
import CursesUI

// snippet.show
// snippet.counter
@Observable final class Counter {
    var count = 0
    func increment() { count += 1 }
}

extension EnvironmentValues {
    @Entry var counter: Counter?                      // set once, near the root

    var count: Int { counter?.count ?? 0 }            // what views read: derived, read-only
    @MainActor var increment: IncrementAction {
        let counter = self.counter
        return IncrementAction { counter?.increment() }
    }
}

struct CounterView: View {
    @Environment(\.count) var count: Int              // not private: the memberwise
    @Environment(\.increment) var increment: IncrementAction  // initializer takes them

    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)")
            Button("Increment") { increment() }
        }
    }
}
// snippet.end

// snippet.preview
extension EnvironmentValues {
    @Entry var _previewCount: Binding<Int> = .constant(0)
    @MainActor var previewIncrement: IncrementAction {
        let count = _previewCount
        return IncrementAction { count.wrappedValue += 100 }
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
// snippet.end

// snippet.dismiss
struct QuitButton: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Quit") { dismiss() }                  // ends the app at the root
    }
}
// snippet.end

// snippet.save
extension EnvironmentValues {
    @Entry var onSave: () -> Void = {}
    @Entry var save = EnvironmentAction {}
}

struct Editor: View {
    @State private var saves = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("Saved \(saves) times")
            SaveButton()
        }
        .environment(\.onSave, { saves += 1 })                  // re-renders every reader
        .environment(\.save, EnvironmentAction { saves += 1 })  // re-renders none
    }
}

struct SaveButton: View {
    @Environment(\.save) private var save
    var body: some View { Button("Save") { save() } }
}
// snippet.end

// snippet.incrementAction
struct IncrementAction: Equatable {
    private let action: EnvironmentAction<Void>

    init(fileID: String = #fileID, line: Int = #line, column: Int = #column,
         _ perform: @escaping @MainActor () -> Void) {
        action = EnvironmentAction(fileID: fileID, line: line, column: column, perform)
    }

    @MainActor func callAsFunction() { action() }
}
// snippet.end

// snippet.binding
struct SetSelectedIndexAction {
    private let selection: Binding<Int?>
    init(_ selection: Binding<Int?>) { self.selection = selection }
    func callAsFunction(_ index: Int) { selection.wrappedValue = index }
}

extension EnvironmentValues {
    @Entry var setSelectedIndex = SetSelectedIndexAction(.constant(nil))
}

struct Menu: View {
    @State private var selection: Int?
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<3) { index in MenuRow(index: index) }
            Text("Selected: \(selection.map(String.init) ?? "none")")
        }
        .environment(\.setSelectedIndex, SetSelectedIndexAction($selection))
    }
}

struct MenuRow: View {
    let index: Int
    @Environment(\.setSelectedIndex) private var setSelectedIndex
    var body: some View { Button("Item \(index)") { setSelectedIndex(index) } }
}
// snippet.end

// snippet.async
extension EnvironmentValues {
    @Entry var reload = EnvironmentAction {}
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
    var body: some View { Button("Reload") { reload() } }
}
// snippet.end

// snippet.hide
// MARK: - What the article leaves out

/// Stands in for a network call.
func fetchBooks() async -> [String] {
    await Task.yield()
    return ["Dune", "Emma"]
}

/// The app's side: the real model near the root.
struct RealCounter: View {
    @State private var counter = Counter()
    var body: some View { CounterView().environment(\.counter, counter) }
}

/// An editor whose save button reads the closure instead of the action.
struct ClosureEditor: View {
    @State private var saves = 0
    var body: some View {
        VStack(alignment: .leading) {
            Text("Saved \(saves) times")
            ClosureSaveButton()
        }
        .environment(\.onSave, { saves += 1 })
    }
}

struct ClosureSaveButton: View {
    @Environment(\.onSave) private var onSave
    var body: some View { Button("Save") { onSave() } }
}

/// Stops the run, showing what differs, when `actual` is not what the article says.
func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String, line: UInt = #line) {
    precondition(actual == expected, "\(what): expected\n\(expected)\ngot\n\(actual)", line: line)
}

let real = TestHost(RealCounter(), width: 30, height: 3)
real.press(.return)
expect(real.text, "Count: 1\n[ Increment ]", "the real model")

let preview = TestHost(CounterPreview(), width: 30, height: 3)
preview.press(.return)
preview.press(.return)
expect(preview.text, "Count: 200\n[ Increment ]", "stand-ins through the initializer")

let quit = TestHost(QuitButton(), width: 20, height: 2)
quit.press(.return)
expect(quit.isDismissed, true, "dismiss at the root ends the app")

// A closure re-renders its reader on every write; an EnvironmentAction never does.
let closure = TestHost(ClosureEditor(), width: 30, height: 3)
var evaluations = closure.bodyEvaluationCount
closure.press(.return)
expect(closure.text, "Saved 1 times\n[ Save ]", "closure save")
expect(closure.bodyEvaluationCount - evaluations, 2, "the editor and the closure's reader")
let action = TestHost(Editor(), width: 30, height: 3)
evaluations = action.bodyEvaluationCount
action.press(.return)
action.press(.return)
expect(action.text, "Saved 2 times\n[ Save ]", "action save runs the latest closure")
expect(action.bodyEvaluationCount - evaluations, 2, "the editor twice, the button never")

let menu = TestHost(Menu(), width: 20, height: 5)
evaluations = menu.bodyEvaluationCount
menu.press(.tab)
menu.press(.tab)
menu.press(.return)
expect(menu.text, "[ Item 0 ]\n[ Item 1 ]\n[ Item 2 ]\nSelected: 2", "selection through a binding action")
expect(menu.bodyEvaluationCount - evaluations, 1, "only the menu: the binding compares equal")

let library = TestHost(LibraryView(), width: 20, height: 3)
library.press(.return)
await library.settle()
expect(library.text, "2 books\n[ Reload ]", "an async action")
