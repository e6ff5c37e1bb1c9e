import CursesUI

// The older forms, compiled in Swift 5 language mode: a `PreviewProvider` and a `#Preview`
// outside `#if DEBUG`, next to an environment value without a setter, previewed as the
// environment article does by handing the view an `Environment` made from a key path.

extension EnvironmentValues {
    /// A greeting derived from other values; it has no setter, so `.environment` cannot set it.
    var greeting: String { "Hello" }

    /// The value a preview shows instead.
    var previewGreeting: String { "Hi from a preview" }
}

/// Reads a value with no setter from the environment.
struct GreetingView: View {
    @Environment(\.greeting) var greeting: String

    var body: some View {
        Text(greeting)
    }
}

struct GreetingView_Previews: PreviewProvider {
    static var previews: some View {
        GreetingView()
        GreetingView(greeting: Environment(\.previewGreeting))
    }
}

#Preview("Injected", traits: .fixedLayout(width: 30, height: 3)) {
    GreetingView(greeting: .init(\.previewGreeting))
}

#Preview("Switch") {
    @Previewable @State var isOn = false
    Toggle("Wi-Fi", isOn: $isOn)
}
