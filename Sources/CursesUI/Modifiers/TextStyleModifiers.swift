@_spi(CursesUICore) import CursesUICore
extension View {
    /// Draws text and shapes below this view in a color.
    public func foregroundStyle(_ color: Color) -> some View {
        transformEnvironment(\.textStyle) { $0.foreground = color }
    }

    /// Draws text and shapes below this view in a shape style: `.tint`, `.tertiary`, a gradient
    /// (text then takes the gradient's color at each of its cells; views that draw one color
    /// take the gradient's middle color).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        ForegroundStyleView(style: style, content: self)
    }

    /// Draws text below this view in a color; `nil` keeps the inherited color.
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment(\.textStyle) { style in
            if let color { style.foreground = color }
        }
    }

    /// Draws text below this view in bold.
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textStyle) { $0.isBold = isActive }
    }

    /// Underlines text below this view; the pattern and color are accepted, the line drawn in the
    /// text's color.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment(\.textStyle) { $0.isUnderlined = isActive }
    }

    /// Draws text below this view in italics, where the terminal can (terminfo `sitm`).
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textFormatting) { $0.isItalic = isActive }
    }

    /// Strikes text below this view through; the pattern and color are accepted.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment(\.textFormatting) { $0.isStrikethrough = isActive }
    }

    /// Draws text below this view in a font (see ``Font`` for how each looks in a terminal).
    public func font(_ font: Font?) -> some View {
        transformEnvironment(\.textFormatting) { $0.font = font }
    }

    /// Draws text below this view in a weight: `semibold` and heavier bold, `light` and lighter dim.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.textFormatting) { $0.fontWeight = weight }
    }

    /// Accepted: a terminal's text is monospaced already.
    public func monospaced(_ isActive: Bool = true) -> some View { self }

    /// Accepted: a terminal's digits have one width already.
    public func monospacedDigit() -> some View { self }

    /// Accepted: cells have one width, so letter spacing cannot change.
    public func kerning(_ kerning: Double) -> some View { self }

    /// Accepted: cells have one width, so letter spacing cannot change.
    public func tracking(_ tracking: Double) -> some View { self }

    /// Accepted: a terminal has one typeface.
    public func fontDesign(_ design: Font.Design?) -> some View { self }

    /// Accepted: a terminal has one typeface.
    public func fontWidth(_ width: Font.Width?) -> some View { self }

    /// Accepted: text cannot shrink below one cell per character, so it wraps or truncates instead.
    public func minimumScaleFactor(_ factor: Double) -> some View { self }

    /// Accepted: text is drawn in the terminal's font, which the user sizes.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }

    /// Accepted: text is drawn in the terminal's font, which the user sizes.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize { self }

    /// Draws text below this view in capitals or lower case; `nil` as written.
    public func textCase(_ textCase: Text.Case?) -> some View {
        transformEnvironment(\.textFormatting) { $0.textCase = textCase }
    }

    /// Limits text below this view to a number of lines; what does not fit is truncated with "…".
    public func lineLimit(_ number: Int?) -> some View {
        transformEnvironment(\.textFormatting) {
            $0.lineLimit = number
            $0.minimumLineCount = nil
            $0.reservesLineLimitSpace = false
        }
    }

    /// Limits text below this view to a number of lines and, when `reservesSpace` is true, makes
    /// it take that many lines even when it needs fewer.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformEnvironment(\.textFormatting) {
            $0.lineLimit = limit
            $0.minimumLineCount = reservesSpace ? limit : nil
            $0.reservesLineLimitSpace = reservesSpace
        }
    }

    /// Limits text below this view to at most the range's upper bound of lines, taking at least
    /// its lower bound.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        transformEnvironment(\.textFormatting) {
            $0.lineLimit = limit.upperBound
            $0.minimumLineCount = limit.lowerBound
            $0.reservesLineLimitSpace = false
        }
    }

    /// Text below this view takes as many lines as it needs; a vertical text field takes at
    /// least the range's lower bound.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        transformEnvironment(\.textFormatting) {
            $0.lineLimit = nil
            $0.minimumLineCount = limit.lowerBound
        }
    }

    /// Sets where text below this view that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        transformEnvironment(\.textFormatting) { $0.truncationMode = mode }
    }

    /// Aligns the lines of multi-line text below this view with each other.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformEnvironment(\.textFormatting) { $0.multilineTextAlignment = alignment }
    }

    /// Accepted: lines are one cell apart.
    public func lineSpacing(_ lineSpacing: Double) -> some View { self }

    /// Accepted: text wraps at spaces, so there is nothing to tighten.
    public func allowsTightening(_ flag: Bool) -> some View { self }
}

/// The sizes of Dynamic Type, accepted by `dynamicTypeSize(_:)`; a terminal's font is the user's.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}
