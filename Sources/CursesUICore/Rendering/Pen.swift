/// A cell style made ready to write glyphs with: the cell each glyph is written as, and the
/// translucent colors that blend with the cells below. A text keeps one per run, so a text drawn
/// again in the same style (a count, a clock) skips turning its style into cells.
package struct Pen: Sendable {
    /// The cell every glyph is written as, but for its grapheme (and its background, when
    /// `keepsBackground`).
    let cell: Cell
    /// Whether a written cell keeps the background of the cell it replaces: the style has no
    /// background, a clear one, or one that blends.
    let keepsBackground: Bool
    /// A translucent background, blended over each written cell's background.
    let blendedBackground: Color?
    /// A translucent foreground, blended over each written cell's background.
    let blendedForeground: Color?

    /// The pen that writes in `style`.
    package init(_ style: CellStyle) {
        blendedBackground = style.background?.isTranslucent == true ? style.background : nil
        blendedForeground = style.foreground?.isTranslucent == true ? style.foreground : nil
        keepsBackground = style.background == nil || style.background == .clear || blendedBackground != nil
        var attributes: Cell.Attributes = []
        if style.isBold { attributes.insert(.bold) }
        if style.isUnderlined { attributes.insert(.underline) }
        if style.isReversed { attributes.insert(.reverse) }
        if style.isItalic { attributes.insert(.italic) }
        if style.isStrikethrough { attributes.insert(.strikethrough) }
        if style.isDim { attributes.insert(.dim) }
        cell = Cell(
            grapheme: .space,
            foregroundCode: style.foreground == .primary ? 0 : style.foreground?.packed ?? 0,
            backgroundCode: keepsBackground ? 0 : style.background?.packed ?? 0,
            attributes: attributes,
            link: style.link
        )
    }
}
