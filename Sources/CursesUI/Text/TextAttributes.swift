/// The attributes of one run of a ``Text``, set by its modifiers, by Markdown or by an
/// `AttributedString`; `nil` inherits from the environment (the view modifiers of the same names).
struct TextAttributes: Hashable, Sendable {
    var foreground: Color?
    /// A style that is not a plain color (`.tint`, a gradient), set with `foregroundStyle(_:)`;
    /// it and `foreground` are inherited together, so the innermost of either wins.
    var shapeStyle: AnyShapeStyle?
    var background: Color?
    var font: Font?
    var isBold: Bool?
    var fontWeight: Font.Weight?
    var isItalic: Bool?
    var isUnderlined: Bool?
    var isStrikethrough: Bool?
    /// A link's address; drawn underlined in the accent color.
    var link: String?

    /// These attributes, where unset, taken from `outer`: the inner run's own win, as in
    /// SwiftUI, where `Text("a").bold(false)` stays regular inside a bold concatenation.
    func filled(from outer: TextAttributes) -> TextAttributes {
        let ownsForeground = foreground != nil || shapeStyle != nil
        return TextAttributes(
            foreground: ownsForeground ? foreground : outer.foreground,
            shapeStyle: ownsForeground ? shapeStyle : outer.shapeStyle, background: background ?? outer.background,
            font: font ?? outer.font, isBold: isBold ?? outer.isBold, fontWeight: fontWeight ?? outer.fontWeight,
            isItalic: isItalic ?? outer.isItalic, isUnderlined: isUnderlined ?? outer.isUnderlined,
            isStrikethrough: isStrikethrough ?? outer.isStrikethrough, link: link ?? outer.link
        )
    }

    /// The font attributes of the run in this environment's text style.
    func fontAttributes(inherited: InheritedText) -> FontAttributes {
        (font ?? inherited.font)?.attributes ?? FontAttributes()
    }

    /// The run's foreground where `context` holds: its own style or color, the link color for
    /// a link, else the inherited foreground (a gradient among them).
    func foregroundStyle(in context: ShapeStyleContext) -> ResolvedShapeStyle {
        if let shapeStyle { return shapeStyle.resolved(in: context) }
        if let foreground { return .color(foreground) }
        if link != nil { return .color(context.tint ?? context.colorSystem.accent) }
        return context.foregroundStyle
    }

    /// How the run is drawn below a text style: the run's attributes, then the inherited ones,
    /// then the font's. `linkColor` colors links.
    func cellStyle(inherited: InheritedText, linkColor: Color) -> CellStyle {
        let font = fontAttributes(inherited: inherited)
        var isBold = font.isBold
        var isDim = font.isDim
        if let weight = fontWeight ?? inherited.fontWeight {
            isBold = weight.value >= Font.Weight.semibold.value
            isDim = weight.value <= Font.Weight.light.value
        }
        if inherited.isBold { isBold = true }
        if let bold = self.isBold { isBold = bold }
        var style = CellStyle(
            foreground: foreground ?? (link != nil ? linkColor : inherited.foreground),
            background: background,
            isBold: isBold,
            isUnderlined: isUnderlined ?? (link != nil || inherited.isUnderlined || font.isUnderlined),
            isItalic: isItalic ?? (inherited.isItalic || font.isItalic),
            isStrikethrough: isStrikethrough ?? inherited.isStrikethrough,
            isDim: isDim && !isBold
        )
        if let link { style.link = Hyperlink(address: link) }
        return style
    }

    /// Whether the run is drawn in capitals.
    func caseTransform(inherited: InheritedText) -> Text.Case? {
        if let textCase = inherited.textCase { return textCase }
        return fontAttributes(inherited: inherited).isUppercased ? .uppercase : nil
    }
}

/// One run of a ``Text``: a string and its attributes.
struct TextRun: Hashable, Sendable {
    var string: String
    var attributes = TextAttributes()
    /// A date the run shows as time passes (`.relative`, `.timer`): its string is made again
    /// from the clock each second.
    var liveDate: LiveDate?
}
