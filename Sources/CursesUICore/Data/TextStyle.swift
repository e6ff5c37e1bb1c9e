/// How text below a view is drawn: set by `foregroundStyle`, `bold()` and `underline()` and
/// inherited through the environment, as SwiftUI's text styles are.
package struct TextStyle: Equatable, Sendable {
    package var foreground: Color?
    package var isBold = false
    package var isUnderlined = false
}

private struct TextStyleKey: EnvironmentKey {
    static let defaultValue = TextStyle()
}

extension EnvironmentValues {
    /// The inherited text style.
    package var textStyle: TextStyle {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }
}
