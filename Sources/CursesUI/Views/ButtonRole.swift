@_spi(CursesUICore) import CursesUICore
/// What a button means, as in SwiftUI: alerts and dialogs run the `.cancel` button on Esc, and
/// `.destructive` buttons are drawn in red.
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// A button that deletes or otherwise does something that cannot be undone.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels: Esc in an alert or a confirmation dialog performs it.
    public static let cancel = ButtonRole(name: "cancel")

    /// The environment for a button's label: red text for destructive buttons.
    static func styled(_ environment: EnvironmentValues, for role: ButtonRole?) -> EnvironmentValues {
        guard role == .destructive else { return environment }
        var styled = environment
        styled.textStyle.foreground = .red
        return styled
    }
}

extension Button {
    /// A button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button with a text label and a role, as in SwiftUI: `Button("Delete", role: .destructive) { … }`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// A button node whose role alerts and dialogs look for.
@MainActor
protocol RoledButtonNode: AnyObject {
    /// The button's role.
    var role: ButtonRole? { get }
}

extension ButtonNode: RoledButtonNode {}
