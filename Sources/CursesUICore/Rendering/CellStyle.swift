/// How text is drawn: colors and attributes. A `nil` foreground is the terminal's default;
/// a `nil` background leaves the background below in place.
struct CellStyle: Equatable, Hashable, Sendable {
    var foreground: Color?
    var background: Color?
    var isBold = false
    var isUnderlined = false
    var isReversed = false

    static let plain = CellStyle()
}
