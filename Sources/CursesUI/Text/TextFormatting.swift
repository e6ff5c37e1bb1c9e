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

    /// The entries holding what text below inherits, the core's style and CursesUI's
    /// formatting: while they are the same objects, so is the inherited text (see
    /// `entry(for:)`); `InheritedText(_:)` reads it from them.
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

    /// A text style and formatting, as given.
    init(style: TextStyle, formatting: TextFormatting) {
        self.style = style
        self.formatting = formatting
    }

    /// The style the entries hold, each value read from its entry, the default where there is
    /// none: no walk of the environment beyond the one that found them.
    init(_ entries: Entries) {
        // An entry found for a key holds that key's value type (as the environment's own
        // subscript relies on; `unsafeDowncast` checks it in debug builds), and the defaults
        // are plain values, the same in every graph.
        style = entries.style.map { unsafeDowncast($0, to: EnvironmentValues.TypedEntry<TextStyle>.self).value } ?? TextStyle()
        formatting = entries.formatting.map {
            unsafeDowncast($0, to: EnvironmentValues.TypedEntry<TextFormatting>.self).value
        } ?? TextFormattingKey.defaultValue
    }

    /// Where an inherited text's parts come from in an environment; kept (the entries held) to
    /// tell whether another environment holds the same text.
    struct Entries {
        let style: EnvironmentValues.Entry?
        let formatting: EnvironmentValues.Entry?

        func isIdentical(to other: Entries) -> Bool { style === other.style && formatting === other.formatting }
    }
}
