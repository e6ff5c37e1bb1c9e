@_spi(CursesUICore) import CursesUICore
/// The button style in the environment: a built-in look the button node draws itself, or a
/// custom style whose body it shows.
struct ResolvedButtonStyle {
    /// The built-in look; `plain` under a custom style, which draws everything itself.
    let look: ButtonLook
    /// The custom style, compared to tell whether buttons must make their bodies again.
    private let custom: Any?
    /// Whether the custom style shows `isPressed` (a `ButtonStyle`, not a primitive one).
    let showsPress: Bool
    /// Makes the custom style's body.
    let makeBody: (@MainActor (ButtonStyleInputs) -> any View)?

    static var automatic: ResolvedButtonStyle { ResolvedButtonStyle(look: .bordered) }

    private init(look: ButtonLook, custom: Any? = nil, showsPress: Bool = false,
                 makeBody: (@MainActor (ButtonStyleInputs) -> any View)? = nil) {
        self.look = look
        self.custom = custom
        self.showsPress = showsPress
        self.makeBody = makeBody
    }

    @MainActor init<S: ButtonStyle>(_ style: S) {
        self.init(look: .plain, custom: style, showsPress: true) { inputs in
            ButtonStyleBody(style: Hosted(value: style), configuration: ButtonStyleConfiguration(
                role: inputs.role, label: ButtonStyleConfiguration.Label(source: inputs.label), isPressed: inputs.isPressed))
        }
    }

    @MainActor init<S: PrimitiveButtonStyle>(_ style: S) {
        if let builtIn = style as? any BuiltInButtonStyle {
            self.init(look: builtIn.look)
            return
        }
        self.init(look: .plain, custom: style) { inputs in
            PrimitiveButtonStyleBody(style: Hosted(value: style), configuration: PrimitiveButtonStyleConfiguration(
                role: inputs.role, label: ButtonStyleConfiguration.Label(source: inputs.label), action: inputs.trigger))
        }
    }
}

extension ResolvedButtonStyle: Equatable {
    static func == (lhs: ResolvedButtonStyle, rhs: ResolvedButtonStyle) -> Bool {
        guard lhs.look == rhs.look else { return false }
        switch (lhs.custom, rhs.custom) {
        case (nil, nil): return true
        case let (left?, right?): return areEqualAny(left, right)
        default: return false
        }
    }
}

/// What a button gives its custom style's body.
struct ButtonStyleInputs {
    let label: ForwardedContent
    let role: ButtonRole?
    let isPressed: Bool
    let trigger: ButtonTrigger
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedButtonStyle { .automatic }
}

private struct ControlStyleBodyKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The style of buttons here; see `buttonStyle(_:)`.
    var resolvedButtonStyle: ResolvedButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// Whether this is inside a custom style's body: the styled control around it takes focus
    /// and input, so controls here (a `Button(configuration)`) only draw.
    var isInControlStyleBody: Bool {
        get { self[ControlStyleBodyKey.self] }
        set { self[ControlStyleBodyKey.self] = newValue }
    }

    /// The environment for a custom style's body: styles start over, so a `Button` inside
    /// does not apply the same style again, and controls inside leave input to the styled one.
    func forControlStyleBody() -> EnvironmentValues {
        var inner = self
        inner.resolvedButtonStyle = .automatic
        inner.resolvedToggleStyle = .automatic
        inner.isInControlStyleBody = true
        return inner
    }
}
