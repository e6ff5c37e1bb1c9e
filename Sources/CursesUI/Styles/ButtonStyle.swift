@_spi(CursesUICore) import CursesUICore
/// How a button looks, as in SwiftUI: a style you write makes the button's view from its label
/// and whether it is pressed; the button itself keeps taking focus, keys and clicks.
///
/// Set it with `.buttonStyle(_:)` on the button or on any view around buttons. A terminal
/// reports no key or mouse *holding*, so `isPressed` is true for a moment (a fifth of a second)
/// after Return, Space or a click activates the button, long enough to see.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The type of view the style makes.
    associatedtype Body: View

    /// The button's view, made from its label and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What `makeBody(configuration:)` receives.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` receives: the button's label, role and pressed state.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view to put in the style's body.
    public struct Label: View {
        let source: ForwardedContent

        /// CursesUI shows the button's label in its place, so it has no body.
        public typealias Body = Never
    }

    /// What the button means, if anything.
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the button was just activated; see `ButtonStyle`.
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: ForwardingView {}

/// Makes a custom `ButtonStyle`'s view with the style's dynamic properties linked, as a `body`.
struct ButtonStyleBody<Style: ButtonStyle>: View {
    var style: Hosted<Style>
    var configuration: ButtonStyleConfiguration

    var body: Style.Body { style.value.makeBody(configuration: configuration) }
}

extension View {
    /// Sets the style of buttons in this view, as in SwiftUI.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.resolvedButtonStyle, ResolvedButtonStyle(style))
    }

    /// Sets the style of buttons in this view to a built-in or primitive style, as in SwiftUI
    /// (`.buttonStyle(.bordered)`).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.resolvedButtonStyle, ResolvedButtonStyle(style))
    }
}
