/// How text below a view is drawn: set by `foregroundStyle`, `font`, `bold()`, `lineLimit` and
/// the other text modifiers, and inherited through the environment, as SwiftUI's are.
struct TextStyle: Equatable, Sendable {
    var foreground: Color?
    var isBold = false
    var isUnderlined = false
    var isItalic = false
    var isStrikethrough = false
    var font: Font?
    var fontWeight: Font.Weight?
    var textCase: Text.Case?
    /// At most this many lines; `nil` is as many as the text needs.
    var lineLimit: Int?
    /// Whether a limited text takes all of its `lineLimit` lines even when it needs fewer.
    var reservesLineLimitSpace = false
    var truncationMode = Text.TruncationMode.tail
    var multilineTextAlignment = TextAlignment.leading
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
