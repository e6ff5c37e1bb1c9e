/// How text below a view is drawn beyond the core's ``TextStyle`` (color, bold, underline): set
/// by `font`, `italic()`, `lineLimit` and the other text modifiers, and inherited through the
/// environment, as SwiftUI's are.
struct TextFormatting: Equatable, Sendable, HoldsNoActions {
    var isItalic = false
    var isStrikethrough = false
    var font: Font?
    var fontWeight: Font.Weight?
    var textCase: Text.Case?
    /// At most this many lines; `nil` is as many as the text needs.
    var lineLimit: Int?
    /// At least this many lines for a vertical text field (`lineLimit(2...5)`, `lineLimit(3...)`).
    var minimumLineCount: Int?
    /// Whether a limited text takes all of its `lineLimit` lines even when it needs fewer.
    var reservesLineLimitSpace = false
    var truncationMode = Text.TruncationMode.tail
    var multilineTextAlignment = TextAlignment.leading
}

private struct TextFormattingKey: EnvironmentKey {
    static let defaultValue = TextFormatting()
}

extension EnvironmentValues {
    /// The inherited text formatting.
    var textFormatting: TextFormatting {
        get { self[TextFormattingKey.self] }
        set { self[TextFormattingKey.self] = newValue }
    }

    /// Everything text below inherits: the core's style and CursesUI's formatting.
    var inheritedText: InheritedText {
        InheritedText(style: textStyle, formatting: textFormatting)
    }

    /// The entries holding `inheritedText`'s parts: while they are the same objects, so is
    /// the inherited text (see `entry(for:)`).
    var inheritedTextEntries: InheritedText.Entries {
        let (style, formatting) = textStyleEntry(and: TextFormattingKey.self)
        return InheritedText.Entries(style: style, formatting: formatting)
    }
}

/// The core's text style and CursesUI's formatting, read as one.
@dynamicMemberLookup
struct InheritedText: Equatable, Sendable {
    var style: TextStyle
    var formatting: TextFormatting

    subscript<T>(dynamicMember keyPath: KeyPath<TextStyle, T>) -> T { style[keyPath: keyPath] }
    subscript<T>(dynamicMember keyPath: KeyPath<TextFormatting, T>) -> T { formatting[keyPath: keyPath] }

    /// Where an inherited text's parts come from in an environment; kept (the entries held) to
    /// tell whether another environment holds the same text.
    struct Entries {
        let style: EnvironmentValues.Entry?
        let formatting: EnvironmentValues.Entry?

        func isIdentical(to other: Entries) -> Bool { style === other.style && formatting === other.formatting }
    }
}
