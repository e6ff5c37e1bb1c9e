@_spi(CursesUICore) import CursesUICore
/// The default toggle style: a check box, `[x] Label`.
public struct DefaultToggleStyle: BuiltInToggleStyle {
    /// The default toggle style.
    public init() {}
    var look: ToggleLook { .checkbox }

    /// The toggle drawn as a check box.
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration, look: look) }
}

/// A check box before the label: `[x] Label` when on, `[ ] Label` when off.
public struct CheckboxToggleStyle: BuiltInToggleStyle {
    /// The check box toggle style.
    public init() {}
    var look: ToggleLook { .checkbox }

    /// The toggle drawn as a check box.
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration, look: look) }
}

/// The label with a switch at the trailing edge: `[━●]` (green) when on, `[○━]` when off. Like
/// SwiftUI's switch, it takes the width it is offered.
public struct SwitchToggleStyle: BuiltInToggleStyle {
    /// The switch toggle style.
    public init() {}
    var look: ToggleLook { .switch }

    /// The toggle drawn as a switch.
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration, look: look) }
}

/// The label as a button, `[ Label ]`, filled while on.
public struct ButtonToggleStyle: BuiltInToggleStyle {
    /// The button toggle style.
    public init() {}
    var look: ToggleLook { .button }

    /// The toggle drawn as a button.
    public func makeBody(configuration: Configuration) -> some View { BuiltInToggleBody(configuration: configuration, look: look) }
}

/// A built-in style's look inside another style's body: a toggle of that look over the same
/// binding, which leaves input to the styled toggle around it.
struct BuiltInToggleBody: View {
    let configuration: ToggleStyleConfiguration
    let look: ToggleLook

    var body: some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }
            .environment(\.resolvedToggleStyle, ResolvedToggleStyle(look: look))
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style: a check box.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box before the label.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch at the trailing edge.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// The label as a button, filled while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
