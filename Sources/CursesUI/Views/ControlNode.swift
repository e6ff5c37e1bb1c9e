@_spi(CursesUICore) import CursesUICore
/// The node of a focusable control drawn as a prefix, a label and a suffix (`[ OK ]`, `[x] On`).
/// It takes focus, is highlighted while focused, and is dimmed and inert when disabled.
@MainActor
class ControlNode: WrapperNode {
    /// Drawn before the label.
    var prefix: String { "" }
    /// Drawn after the label.
    var suffix: String { "" }

    private var isEnabled = true

    /// Performs the control's action.
    func activate() {}

    func updateControl<Label: View>(label: Label, environment: EnvironmentValues) {
        // The node already holds its parent's environment; a button keeps its role's style instead.
        self.environment = environment
        if environment.isEnabled != isEnabled {
            isEnabled = environment.isEnabled
            setNeedsLayout()
        }
        updateContent(label, environment: environment)
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        super.environmentDidChange(newEnvironment)
        if newEnvironment.isEnabled != isEnabled {
            isEnabled = newEnvironment.isEnabled
            setNeedsLayout()
        }
    }

    override var isFocusable: Bool { isEnabled }

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
        canvas.draw(prefix, x: frame.x, y: frame.y, style: style, clip: area)
        canvas.draw(suffix, x: frame.maxX - DisplayWidth.width(of: suffix), y: frame.y, style: style, clip: area)
        drawContent(into: &canvas, clip: area)
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
