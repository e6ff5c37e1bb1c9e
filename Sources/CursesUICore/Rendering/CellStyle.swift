/// How text is drawn: colors and attributes. A `nil` foreground is the terminal's default;
/// a `nil` background leaves the background below in place.
package struct CellStyle: Equatable, Hashable, Sendable {
    package var foreground: Color?
    package var background: Color?
    package var isBold = false
    package var isUnderlined = false
    package var isReversed = false
    package var isItalic = false
    package var isStrikethrough = false
    /// Drawn faint (SGR 2): small and secondary text styles.
    package var isDim = false
    /// The link the text belongs to, sent as an OSC 8 hyperlink where the terminal supports them.
    package var link = Hyperlink.none

    package init(foreground: Color? = nil, background: Color? = nil, isBold: Bool = false,
                 isUnderlined: Bool = false, isReversed: Bool = false, isItalic: Bool = false,
                 isStrikethrough: Bool = false, isDim: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isUnderlined = isUnderlined
        self.isReversed = isReversed
        self.isItalic = isItalic
        self.isStrikethrough = isStrikethrough
        self.isDim = isDim
    }

    package static let plain = CellStyle()
}
