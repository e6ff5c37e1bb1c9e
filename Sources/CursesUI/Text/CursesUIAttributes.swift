import Foundation

extension AttributeScopes {
    /// The attributes `Text` draws from an `AttributedString`, as SwiftUI's scope has them:
    /// `string.foregroundColor = .red`, `string.font = .headline`, `string.strikethroughStyle = .single`.
    /// Foundation's `link` is drawn too, underlined in the accent color.
    public struct CursesUIAttributes: AttributeScope {
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let font: FontAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let foundation: FoundationAttributes

        /// The text color of a run.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "CursesUI.ForegroundColor"
        }

        /// The background color of a run.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "CursesUI.BackgroundColor"
        }

        /// The font of a run.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "CursesUI.Font"
        }

        /// Whether and how a run is underlined.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "CursesUI.UnderlineStyle"
        }

        /// Whether and how a run is struck through.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "CursesUI.StrikethroughStyle"
        }
    }

    /// CursesUI's attributes, for `AttributedString(…, including: \.cursesUI)`.
    public var cursesUI: CursesUIAttributes.Type { CursesUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// CursesUI's attributes by name: `string.foregroundColor`, `string.font`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.CursesUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// Text showing an attributed string, each run in its colors, font, underline,
    /// strikethrough and link. Disfavored, as in SwiftUI, so that a string literal stays a
    /// ``LocalizedStringKey`` (an `AttributedString` is also expressible by one).
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var runs: [TextRun] = []
        for run in attributedContent.runs {
            var attributes = TextAttributes()
            attributes.foreground = run[AttributeScopes.CursesUIAttributes.ForegroundColorAttribute.self]
            attributes.background = run[AttributeScopes.CursesUIAttributes.BackgroundColorAttribute.self]
            attributes.font = run[AttributeScopes.CursesUIAttributes.FontAttribute.self]
            if let underline = run[AttributeScopes.CursesUIAttributes.UnderlineStyleAttribute.self] { attributes.isUnderlined = underline.isActive }
            if let strike = run[AttributeScopes.CursesUIAttributes.StrikethroughStyleAttribute.self] { attributes.isStrikethrough = strike.isActive }
            if let link = run.link { attributes.link = link.absoluteString }
            runs.append(TextRun(string: String(attributedContent[run.range].characters), attributes: attributes))
        }
        self.init(runs: runs)
    }
}
