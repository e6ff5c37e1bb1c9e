@_spi(CursesUICore) import CursesUICore
extension TestHost {
    /// Clicks the primary mouse button at a column and row (0-based), as a terminal reports it,
    /// then renders: the focusable view under the point takes focus, and a button or toggle
    /// there performs its action.
    public func click(x: Int, y: Int) {
        send([.mouse(x: x, y: y, kind: .click)])
    }

    /// Turns the mouse wheel over a column and row by `lines` rows (positive scrolls down,
    /// negative up), then renders: the innermost scroll view or list under the point scrolls.
    /// A terminal reports one notch of the wheel as three lines.
    public func scroll(x: Int, y: Int, by lines: Int) {
        send([.mouse(x: x, y: y, kind: .scroll(lines: lines))])
    }
}
