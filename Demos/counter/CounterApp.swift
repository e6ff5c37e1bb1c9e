import CursesUI

/// The counter demo: the count travels from the root's `@State` through the environment to a
/// grandchild, past a view in between that knows nothing about it.
@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup {
            CounterScreen()
        }
    }
}

private struct CountKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// The current count, published by `CounterScreen`.
    var count: Int {
        get { self[CountKey.self] }
        set { self[CountKey.self] = newValue }
    }
}

/// Owns the count and publishes it to everything below.
struct CounterScreen: View {
    @State private var count = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("CursesUI counter").bold()
            Divider()
            CountSection()
            Button("Increment") { count += 1 }
            Divider()
            Text("Return: increment · +: increment · q: quit").foregroundStyle(.secondary)
        }
        .frame(width: 44)
        .environment(\.count, count)
        .onKeyPress("+") {
            count += 1
            return .handled
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }
}

/// Sits between the owner and the reader and knows nothing about the count.
struct CountSection: View {
    var body: some View {
        CountLabel()
            .padding(.vertical, 1)
    }
}

/// Reads the count from the environment.
struct CountLabel: View {
    @Environment(\.count) private var count

    var body: some View {
        Text("Count: \(count)")
    }
}
