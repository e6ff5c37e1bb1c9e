extension Text {
    /// A letter case that text is drawn in, set with `textCase(_:)`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// Where text that does not fit is cut, set with `truncationMode(_:)`.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    /// The look of an underline or strikethrough line; a terminal draws every pattern solid.
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a line.
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot
        }

        let isActive: Bool
        let color: Color?

        /// A line of a pattern and color.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            isActive = true
            self.color = color
        }

        /// A solid line.
        public static let single = LineStyle()
    }

    // The attribute modifiers return `Text`, so styled parts join with `+`.

    /// This text in a font (see ``Font`` for how each looks in a terminal).
    public consuming func font(_ font: Font?) -> Text { modified { $0.font = font } }

    /// This text in a font weight: `semibold` and heavier draw bold, `light` and lighter dim.
    public consuming func fontWeight(_ weight: Font.Weight?) -> Text { modified { $0.fontWeight = weight } }

    /// This text in bold.
    public consuming func bold(_ isActive: Bool = true) -> Text { modified { $0.isBold = isActive } }

    /// This text in italics, where the terminal can draw them (terminfo `sitm`).
    public consuming func italic(_ isActive: Bool = true) -> Text { modified { $0.isItalic = isActive } }

    /// This text underlined; the pattern and color are accepted, the line drawn in the text's color.
    public consuming func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        modified { $0.isUnderlined = isActive }
    }

    /// This text struck through; the pattern and color are accepted, the line drawn in the text's color.
    public consuming func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        modified { $0.isStrikethrough = isActive }
    }

    /// This text in a color; `nil` inherits the color from above.
    public consuming func foregroundColor(_ color: Color?) -> Text { modified { $0.foreground = color } }

    /// This text in a color. Stays a `Text` (so `Text("a").foregroundStyle(.red) + Text("b")`
    /// compiles, as in SwiftUI) where `View`'s color overload would otherwise win.
    public consuming func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }

    /// This text in a shape style: a color, `.secondary`, `.tint`, or a gradient, which gives
    /// each cell of the text the gradient's color at that cell.
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = style as? Color { return foregroundColor(color) }
        return modified { $0.shapeStyle = AnyShapeStyle(style) }
    }

    /// This text in its font's monospaced variant: a terminal's text already is.
    public func monospaced(_ isActive: Bool = true) -> Text { self }

    /// This text with digits of equal width: a terminal's already are.
    public func monospacedDigit() -> Text { self }

    /// This text with extra space between characters: accepted, drawn as is (cells have one width).
    public func kerning(_ kerning: Double) -> Text { self }

    /// This text with extra space between characters: accepted, drawn as is (cells have one width).
    public func tracking(_ tracking: Double) -> Text { self }

    /// This text raised or lowered: accepted, drawn on its line.
    public func baselineOffset(_ baselineOffset: Double) -> Text { self }

    /// This text's font design: accepted, a terminal has one typeface.
    public func fontDesign(_ design: Font.Design?) -> Text { self }

    /// This text's font width: accepted, a terminal has one typeface.
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

/// How the lines of a multi-line text align with each other, set with
/// `multilineTextAlignment(_:)`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
