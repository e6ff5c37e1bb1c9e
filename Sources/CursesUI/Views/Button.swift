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

/// Lays out a button's label between brackets and performs its action on activation.
final class ButtonNode<Label: View>: ControlNode {
    private var action: (() -> Void)?
    private(set) var role: ButtonRole?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: Button<Label>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let button = view.value(as: Button<Label>.self)
        action = button.action
        role = button.role
        updateControl(label: button.label, environment: ButtonRole.styled(environment, for: role))
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        super.environmentDidChange(ButtonRole.styled(newEnvironment, for: role))
    }

    override var prefix: String { "[ " }
    override var suffix: String { " ]" }

    override func activate() {
        action?()
        // In an alert's or a dialog's actions, any button also dismisses it.
        environment.presentationButtonDismiss?()
    }
}

extension ButtonNode: InitialFocusRanking {
    var initialFocusRank: Int { role == .cancel ? 1 : role == .destructive ? -1 : 0 }
}
