import CursesUI

// The counter demo's views, built as the environment article recommends: an `@Observable` model
// stored in the environment as `_counter`, a derived `count`, an `increment` action, and a view
// that depends only on `count` and `increment`. A library of its own so that the `counter`
// executable, the tests and the benchmarks all run this very tree.

/// The model: the one place the count lives.
@Observable
final class Counter {
    var count = 0

    func increment() {
        count += 1
    }
}

/// Increments the counter in the environment. It compares equal across re-renders, so a view
/// that reads it is never re-rendered because of it.
struct IncrementAction: Equatable {
    private let action: EnvironmentAction<Void>

    // Main-actor, like the action's closure, which keeps the model it captures there.
    @MainActor
    init(_ counter: Counter?) {
        action = EnvironmentAction { counter?.increment() }
    }

    /// An increment that runs `perform` instead of a model's, for previews.
    init(fileID: String = #fileID, line: Int = #line, perform: @escaping @MainActor () -> Void) {
        action = EnvironmentAction(fileID: fileID, line: line) { perform() }
    }

    @MainActor
    func callAsFunction() {
        action()
    }
}

extension EnvironmentValues {
    /// The model itself; the underscore says views should not read it directly.
    @Entry var _counter: Counter?

    /// The current count, derived from the model.
    var count: Int {
        _counter?.count ?? 0
    }

    /// The action that increments the model.
    @MainActor
    var increment: IncrementAction {
        IncrementAction(_counter)
    }
}

/// The counter's whole tree: the model, kept in state, goes into the environment here, and
/// nothing below reads it directly.
public struct CounterRoot: View {
    @State private var counter = Counter()

    /// A counter starting at zero.
    public init() {}

    public var body: some View {
        CounterScreen()
            .environment(\._counter, counter)
    }
}

/// The screen: a title, the counter section, and the key help. It knows nothing of the count.
struct CounterScreen: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.increment) private var increment

    var body: some View {
        VStack(alignment: .leading) {
            Text("CursesUI counter").bold()
            Divider()
            CountSection()
            Divider()
            Text("Return: increment · +: increment · q: quit").foregroundStyle(.secondary)
        }
        .frame(width: 44)
        .onKeyPress("+") {
            increment()
            return .handled
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }
}

/// Sits between the screen and the counter view and knows nothing about the count.
struct CountSection: View {
    var body: some View {
        CounterView()
            .padding(.vertical, 1)
    }
}

/// Depends only on `count` and `increment`: it can be previewed or tested with any values.
struct CounterView: View {
    // Not private, so a preview can hand the view its dependencies (see CounterPreviews.swift).
    @Environment(\.count) var count
    @Environment(\.increment) var increment

    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)")
            Button("Increment") { increment() }
        }
    }
}
