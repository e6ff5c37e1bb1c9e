@_spi(CursesUICore) import CursesUICore
/// A button style that also decides when the button acts, as in SwiftUI: its body calls
/// `configuration.trigger()`. The built-in styles (`.bordered`, `.plain`, …) are primitive
/// styles.
///
/// In a terminal the button keeps taking focus, Return, Space and clicks, which call
/// `trigger()`; a `Button(configuration)` inside the body shows the label as a bordered button
/// and leaves input to the styled button around it.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The type of view the style makes.
    associatedtype Body: View

    /// The button's view, made from its label and trigger.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What `makeBody(configuration:)` receives.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` receives: the button's label, role and action.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view to put in the style's body.
    public typealias Label = ButtonStyleConfiguration.Label

    /// What the button means, if anything.
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: ButtonTrigger

    /// Performs the button's action.
    public func trigger() { action() }
}

/// Activates a button from a style's body. Holds the button weakly, so it compares by identity
/// and a body holding it does not run again for a new closure.
struct ButtonTrigger {
    weak var node: ControlNode?

    /// Activates the button; actions run on the main actor, as every view's do.
    func callAsFunction() {
        let node = self.node
        MainActor.assumeIsolated { node?.activate() }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration, for use in its body. The styled
    /// button around it takes focus and input, so this one only shows the label.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        let action = configuration.action
        self.init(role: configuration.role, action: { action() }, label: { configuration.label })
    }
}

/// Makes a custom `PrimitiveButtonStyle`'s view with its dynamic properties linked, as a `body`.
struct PrimitiveButtonStyleBody<Style: PrimitiveButtonStyle>: View {
    var style: Hosted<Style>
    var configuration: PrimitiveButtonStyleConfiguration

    var body: Style.Body { style.value.makeBody(configuration: configuration) }
}
