/// A font, as in SwiftUI, mapped to what a terminal can show: every character has one size and
/// one typeface, so a font becomes attributes and letter case.
///
/// The text styles map as follows (bold, underline, dim (faint) and case):
///
/// | Style | Drawn as |
/// |---|---|
/// | `largeTitle` | bold, underlined, UPPERCASE |
/// | `title` | bold, underlined |
/// | `title2`, `title3`, `headline` | bold |
/// | `body`, `callout` | plain |
/// | `subheadline`, `footnote`, `caption` | dim |
/// | `caption2` | dim, UPPERCASE |
///
/// `Font.system(size:weight:design:)` maps by size: 28 points and more as `largeTitle` without
/// the case change, 20 and more as `title2`, 12 and less as `caption`, the rest as `body`. A
/// weight of `semibold` or more adds bold; `light` or less adds dim. `italic()` draws italics
/// where the terminal has them. Designs (`monospaced`, `serif`, `rounded`) and widths change
/// nothing: a terminal's cells are all one typeface.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case size(Double)
    }

    var base: Base
    var weight: Weight?
    var isItalic = false
    var isMonospaced = false

    init(base: Base, weight: Weight? = nil) {
        self.base = base
        self.weight = weight
    }

    /// A dynamic text style: the role of the text in the interface.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// How heavy the strokes are; `semibold` and heavier draw bold, `light` and lighter dim.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: -3)
        public static let thin = Weight(value: -2)
        public static let light = Weight(value: -1)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 1)
        public static let semibold = Weight(value: 2)
        public static let bold = Weight(value: 3)
        public static let heavy = Weight(value: 4)
        public static let black = Weight(value: 5)
    }

    /// A typeface design; accepted, and the same in a terminal.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A font width; accepted, and the same in a terminal.
    public struct Width: Hashable, Sendable {
        public var value: Double
        public init(_ value: Double) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// Line spacing; accepted, and the same in a terminal.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    /// A system font of a size in points, mapped by size (see ``Font``).
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(base: .size(size), weight: weight)
        font.isMonospaced = design == .monospaced
        return font
    }

    /// A system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(base: .style(style), weight: weight)
        font.isMonospaced = design == .monospaced
        return font
    }

    /// A named font of a size: the name is ignored, the size maps as for `system(size:)`.
    public static func custom(_ name: String, size: Double) -> Font { .system(size: size) }

    /// A named font that scales with a text style: drawn as that style.
    public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .style(textStyle))
    }

    /// A named font of a fixed size: the name is ignored, the size maps as for `system(size:)`.
    public static func custom(_ name: String, fixedSize: Double) -> Font { .system(size: fixedSize) }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in italics.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font with a weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font in its monospaced variant; a terminal's already is.
    public func monospaced() -> Font {
        var font = self
        font.isMonospaced = true
        return font
    }

    /// This font with digits of equal width; a terminal's already are.
    public func monospacedDigit() -> Font { self }

    /// This font in small capitals; accepted, drawn as is.
    public func smallCaps() -> Font { self }
    /// This font with lowercase letters as small capitals; accepted, drawn as is.
    public func lowercaseSmallCaps() -> Font { self }
    /// This font with uppercase letters as small capitals; accepted, drawn as is.
    public func uppercaseSmallCaps() -> Font { self }
    /// This font with a width; accepted, drawn as is.
    public func width(_ width: Width) -> Font { self }
    /// This font with a leading; accepted, drawn as is.
    public func leading(_ leading: Leading) -> Font { self }

    /// The attributes this font draws with.
    var attributes: FontAttributes {
        var attributes: FontAttributes
        switch base {
        case .style(let style): attributes = FontAttributes(style: style)
        case .size(let size):
            switch size {
            case 28...: attributes = FontAttributes(isBold: true, isUnderlined: true)
            case 20..<28: attributes = FontAttributes(isBold: true)
            case ...12: attributes = FontAttributes(isDim: true)
            default: attributes = FontAttributes()
            }
        }
        if let weight {
            if weight.value >= Weight.semibold.value { attributes.isBold = true }
            if weight.value <= Weight.light.value { attributes.isDim = true; attributes.isBold = false }
        }
        if isItalic { attributes.isItalic = true }
        return attributes
    }
}

/// What a ``Font`` looks like in cells.
struct FontAttributes: Equatable, Sendable {
    var isBold = false
    var isUnderlined = false
    var isDim = false
    var isItalic = false
    var isUppercased = false

    init(isBold: Bool = false, isUnderlined: Bool = false, isDim: Bool = false, isUppercased: Bool = false) {
        self.isBold = isBold
        self.isUnderlined = isUnderlined
        self.isDim = isDim
        self.isUppercased = isUppercased
    }

    /// The table in ``Font``'s documentation.
    init(style: Font.TextStyle) {
        switch style {
        case .largeTitle: self.init(isBold: true, isUnderlined: true, isUppercased: true)
        case .title: self.init(isBold: true, isUnderlined: true)
        case .title2, .title3, .headline: self.init(isBold: true)
        case .body, .callout: self.init()
        case .subheadline, .footnote, .caption: self.init(isDim: true)
        case .caption2: self.init(isDim: true, isUppercased: true)
        }
    }
}
