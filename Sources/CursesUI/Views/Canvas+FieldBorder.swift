@_spi(CursesUICore) import CursesUICore

extension Canvas {
    /// The rounded box a bordered text field or editor draws around its text (`.roundedBorder`):
    /// gray unless focused, bold while focused; nothing in a frame too small for a box.
    mutating func drawFieldBorder(around frame: Rect, isEnabled: Bool, isFocused: Bool, clip: Rect) {
        let area = frame.intersection(clip)
        guard frame.width >= 2, frame.height >= 2, !area.isEmpty else { return }
        let style = CellStyle(foreground: isEnabled ? (isFocused ? nil : .gray) : .gray, isBold: isEnabled && isFocused)
        drawBox(frame, style: style, rounded: true, clip: area)
    }
}
