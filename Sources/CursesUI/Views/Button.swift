@_spi(CursesUICore) import CursesUICore
/// A control that performs an action, as in SwiftUI. It is drawn `[ Label ]`, highlighted in
/// reverse video while focused; Return or Space performs the action.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    /// What the button means (`.cancel`, `.destructive`), if anything; see `ButtonRole`.
    var role: ButtonRole?

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public typealias Body = Never
}

extension Button where Label == Text {
    /// A button with a text label.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { ButtonNode<Label>(graph: graph) }
}

/// Lays out a button's label in its style (`[ Label ]` by default, or a custom style's body)
/// and performs its action on activation.
final class ButtonNode<Label: View>: ControlNode {
    private var action: (() -> Void)?
    private(set) var role: ButtonRole?
    /// The label, in a box: in this generic class a stored `Label?` looks up
    /// `Optional<Label>`'s metadata on every access, a class reference needs none.
    private var label: Box<Label>?
    private var style = ResolvedButtonStyle.automatic
    /// The label as a custom style's body shows it.
    private let labelSource = TypedForwardedContent<Label>()
    /// The environment from the parent, before the role's styling.
    private var inherited = EnvironmentValues()
    /// Whether the button was activated a moment ago; see `ButtonStyle`.
    private var isPressed = false
    private var pressCount = 0

    /// How long `isPressed` stays true after an activation.
    static var pressDuration: Duration { .milliseconds(200) }

    init(graph: ViewGraph) { super.init(graph: graph, viewType: Button<Label>.self) }

    override var marksOwnDisplayChanges: Bool { true }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        if Label.self == Text.self, keepsLook(of: view.address(as: Button<Text>.self)) { return }
        takeButton(view)
    }

    /// Takes a button whose look may have changed. Apart from `update`, whose common case then
    /// needs no `Button<Label>` (a local of that type looks it up, the runtime's hashed cache).
    @inline(never)
    private func takeButton(_ view: ViewValue) {
        let button = view.value(as: Button<Label>.self)
        action = button.action
        if !environment.isIdentical(to: inherited) || button.role != role { setNeedsDisplay() }
        role = button.role
        if let box = label { box.value = button.label } else { label = Box(button.label) }
        updateButton(in: environment)
    }

    /// Takes the action of `button` and tells whether that is all that changed: its text label,
    /// role and environment are the ones shown. An action does not show, so the button is not
    /// drawn again. Written for `Text`, the common label, so that it runs code made for it rather
    /// than casting both labels, and reads the button in place rather than copying it; the labels
    /// compare as a text node compares its texts (a key's update runs that code already).
    private func keepsLook(of button: UnsafePointer<Button<Text>>) -> Bool {
        guard environment.isIdentical(to: inherited), button.pointee.role == role, let box = label,
              TextNode.looksAlike(unsafeDowncast(box, to: Box<Text>.self).value, button.pointee.label) else { return false }
        action = button.pointee.action
        return true
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        guard !newEnvironment.isIdentical(to: inherited) else { return }
        setNeedsDisplay()
        updateButton(in: newEnvironment)
    }

    override func reevaluate() {
        super.reevaluate()
        updateButton(in: inherited)
    }

    /// Shows the label in the style the environment sets.
    private func updateButton(in environment: EnvironmentValues) {
        inherited = environment
        let newStyle = environment.resolvedButtonStyle
        if newStyle.look != style.look { setNeedsLayout() }
        style = newStyle
        let styled = ButtonRole.styled(environment, for: role)
        guard let box = label else { return }
        let label = box.value
        guard let makeBody = style.makeBody else {
            updateControl(label: label, environment: styled)
            return
        }
        labelSource.set(label)
        let inputs = ButtonStyleInputs(label: labelSource, role: role, isPressed: isPressed, trigger: ButtonTrigger(node: self))
        updateControl(label: makeBody(inputs), environment: styled, contentEnvironment: styled.forControlStyleBody())
        labelSource.flush()
    }

    override var prefix: String {
        switch style.look {
        case .bordered: "[ "
        case .prominent: " "
        case .borderless, .plain: ""
        }
    }

    override var suffix: String {
        switch style.look {
        case .bordered: " ]"
        case .prominent: " "
        case .borderless, .plain: ""
        }
    }

    override func drawStyle(into canvas: inout Canvas, area: Rect) {
        guard isEnabled else { return }
        switch style.look {
        case .borderless:
            if role != .destructive { canvas.modify(area) { $0.foreground = .blue } }
        case .prominent:
            let fill: Color = role == .destructive ? .red : .blue
            canvas.modify(area) {
                $0.background = fill
                $0.foreground = .white
                $0.isBold = true
            }
        case .bordered, .plain:
            break
        }
    }

    override func activate() {
        if style.showsPress { press() }
        action?()
        // In an alert's or a dialog's actions, any button also dismisses it.
        environment.presentationButtonDismiss?()
    }

    /// Shows the style's pressed look for a moment: a terminal reports no key or button being
    /// held, so the press lasts `pressDuration` from the activation.
    private func press() {
        pressCount += 1
        let count = pressCount
        isPressed = true
        invalidate()
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: Self.pressDuration)
            guard let self, self.isAttached, self.pressCount == count else { return }
            self.isPressed = false
            self.invalidate()
        }
    }

    /// A cancel button is focused first in a new focus scope; a destructive one never is.
    override var initialFocusRank: Int { role == .cancel ? 1 : role == .destructive ? -1 : 0 }
}

extension ButtonNode: ControlKeyHelpProvider {
    /// Return presses the button (Space does too).
    var controlKeyHelp: [KeyHelpEntry] { [KeyHelpEntry(shortcut: KeyboardShortcut(.return, modifiers: []), text: "press")] }
}
