/// How text below a view is drawn: set by `foregroundStyle`, `bold()` and `underline()` and
/// inherited through the environment, as SwiftUI's text styles are.
struct TextStyle: Equatable, Sendable {
    var foreground: Color?
    var isBold = false
    var isUnderlined = false
}

private struct TextStyleKey: EnvironmentKey {
    static let defaultValue = TextStyle()
}

extension EnvironmentValues {
    /// The inherited text style.
    var textStyle: TextStyle {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }
}
