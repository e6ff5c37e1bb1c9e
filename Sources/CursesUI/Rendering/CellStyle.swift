/// How text is drawn: colors and attributes. A `nil` foreground is the terminal's default;
/// a `nil` background leaves the background below in place.
struct CellStyle: Equatable, Hashable, Sendable {
    var foreground: Color?
    var background: Color?
    var isBold = false
    var isUnderlined = false
    var isReversed = false
    var isItalic = false
    var isStrikethrough = false
    /// Drawn faint (SGR 2): small and secondary text styles.
    var isDim = false

    static let plain = CellStyle()
}
