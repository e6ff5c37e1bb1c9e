@_spi(CursesUICore) import CursesUICore
/// The node of a focusable control drawn as a prefix, a label and a suffix (`[ OK ]`, `[x] On`).
/// It takes focus, is highlighted while focused, and is dimmed and inert when disabled.
@MainActor
class ControlNode: WrapperNode {
    /// Drawn before the label.
    var prefix: String { "" }
    /// Drawn after the label.
    var suffix: String { "" }

    /// `prefix` and `suffix` as glyphs, made again only when either string changes: breaking a
    /// string into glyphs on every draw cost more than drawing them.
    private var ends: (prefix: String, suffix: String, glyphs: EndGlyphs)?
    private struct EndGlyphs {
        let prefix: [Glyph]
        let suffix: [Glyph]
        let suffixWidth: Int
    }

    private func endGlyphs() -> EndGlyphs {
        let (prefix, suffix) = (self.prefix, self.suffix)
        if let ends, ends.prefix == prefix, ends.suffix == suffix { return ends.glyphs }
        let suffixGlyphs = suffix.map(DisplayWidth.glyph(for:))
        let glyphs = EndGlyphs(
            prefix: prefix.map(DisplayWidth.glyph(for:)), suffix: suffixGlyphs,
            suffixWidth: suffixGlyphs.reduce(0) { $0 + $1.width }
        )
        ends = (prefix, suffix, glyphs)
        return glyphs
    }

    private(set) var isEnabled = true
    /// Inside a custom style's body the styled control around takes input; this one only draws.
    private var isInStyleBody = false

    /// Performs the control's action.
    func activate() {}

    /// Updates the control and its label (or styled body), which gets `contentEnvironment` if
    /// given, else the control's own. The node already holds its parent's environment; a button
    /// keeps its role's style instead.
    func updateControl<Label: View>(label: Label, environment: EnvironmentValues,
                                    contentEnvironment: EnvironmentValues? = nil) {
        self.environment = environment
        readEnvironment(environment)
        updateContent(label, environment: contentEnvironment ?? environment)
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        super.environmentDidChange(newEnvironment)
        readEnvironment(newEnvironment)
    }

    private func readEnvironment(_ environment: EnvironmentValues) {
        if environment.isEnabled != isEnabled || environment.isInControlStyleBody != isInStyleBody {
            isEnabled = environment.isEnabled
            isInStyleBody = environment.isInControlStyleBody
            setNeedsLayout()
        }
    }

    override var isFocusable: Bool { isEnabled && !isInStyleBody }

    /// Draws what the control's style adds over its label (colors), before focus and
    /// disabled state are shown.
    func drawStyle(into canvas: inout Canvas, area: Rect) {}

    override func handleFocusedKey(_ press: KeyPress) -> KeyPress.Result {
        guard isEnabled, press.modifiers.isEmpty, press.key == .return || press.key == .space else { return .ignored }
        activate()
        return .handled
    }

    private var decorationWidth: Int { DisplayWidth.width(of: prefix) + DisplayWidth.width(of: suffix) }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let extra = decorationWidth
        let label = contentSize(ProposedSize(width: proposal.width.map { $0 - extra }, height: proposal.height))
        return Size(width: label.width + extra, height: max(1, label.height))
    }

    override func placeChildren(in rect: Rect) {
        let leading = DisplayWidth.width(of: prefix)
        placeContent(in: Rect(x: rect.x + leading, y: rect.y, width: rect.width - decorationWidth, height: rect.height))
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        let style = CellStyle(foreground: environment.textStyle.foreground)
        let ends = endGlyphs()
        canvas.draw(ends.prefix, x: frame.x, y: frame.y, style: style, clip: area)
        canvas.draw(ends.suffix, x: frame.maxX - ends.suffixWidth, y: frame.y, style: style, clip: area)
        drawContent(into: &canvas, clip: area)
        drawStyle(into: &canvas, area: area)
        if !isEnabled {
            canvas.modify(area) { $0.foreground = .gray }
        } else if isFocused {
            canvas.modify(area) { $0.isReversed = true }
        }
    }
}

extension ControlNode: ClickableNode, ActivatableNode {
    /// A click performs the control's action, as Return does.
    func click(at point: Point) { activate() }
}
