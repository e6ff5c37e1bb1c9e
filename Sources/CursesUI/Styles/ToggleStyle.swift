@_spi(CursesUICore) import CursesUICore
/// How a toggle looks, as in SwiftUI: a style you write makes the toggle's view from its label
/// and its value; the toggle keeps taking focus, and Return, Space and clicks keep flipping it.
///
/// Set it with `.toggleStyle(_:)` on the toggle or on any view around toggles. The built-in
/// styles are `.automatic` and `.checkbox` (`[x] Label`), `.switch` (`Label  [━●]`, the switch
/// at the trailing edge) and `.button` (`[ Label ]`, filled while on).
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The type of view the style makes.
    associatedtype Body: View

    /// The toggle's view, made from its label and value.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// What `makeBody(configuration:)` receives.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` receives: the toggle's label and its value, which the style may change.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view to put in the style's body.
    public struct Label: View {
        let source: ForwardedContent

        /// CursesUI shows the toggle's label in its place, so it has no body.
        public typealias Body = Never
    }

    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; `$isOn` is the binding, to flip it from the style's body.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ; never the case in CursesUI.
    public var isMixed: Bool = false
    /// The value when the body was made, so the body runs again when it changes even if the
    /// binding tells nobody.
    let shownValue: Bool
}

extension ToggleStyleConfiguration.Label: ForwardingView {}

/// Makes a custom `ToggleStyle`'s view with its dynamic properties linked, as a `body`.
struct ToggleStyleBody<Style: ToggleStyle>: View {
    var style: Hosted<Style>
    var configuration: ToggleStyleConfiguration

    var body: Style.Body { style.value.makeBody(configuration: configuration) }
}

/// How the built-in toggle styles draw in cells.
enum ToggleLook: Equatable, Sendable {
    case checkbox
    case `switch`
    case button
}

/// A built-in toggle style, which the toggle node draws itself.
protocol BuiltInToggleStyle: ToggleStyle {
    var look: ToggleLook { get }
}

/// The toggle style in the environment: a built-in look, or a custom style whose body the
/// toggle shows.
struct ResolvedToggleStyle {
    let look: ToggleLook
    private let custom: Any?
    /// Makes the custom style's body from the label, the binding and the value shown.
    let makeBody: (@MainActor (ForwardedContent, Binding<Bool>, Bool) -> any View)?

    static var automatic: ResolvedToggleStyle { ResolvedToggleStyle(look: .checkbox) }

    init(look: ToggleLook) {
        self.init(look: look, custom: nil, makeBody: nil)
    }

    private init(look: ToggleLook, custom: Any?, makeBody: (@MainActor (ForwardedContent, Binding<Bool>, Bool) -> any View)?) {
        self.look = look
        self.custom = custom
        self.makeBody = makeBody
    }

    @MainActor init<S: ToggleStyle>(_ style: S) {
        if let builtIn = style as? any BuiltInToggleStyle {
            self.init(look: builtIn.look)
            return
        }
        self.init(look: .checkbox, custom: style) { label, isOn, value in
            ToggleStyleBody(style: Hosted(value: style), configuration: ToggleStyleConfiguration(
                label: ToggleStyleConfiguration.Label(source: label), isOn: isOn, shownValue: value))
        }
    }
}

extension ResolvedToggleStyle: Equatable {
    static func == (lhs: ResolvedToggleStyle, rhs: ResolvedToggleStyle) -> Bool {
        guard lhs.look == rhs.look else { return false }
        switch (lhs.custom, rhs.custom) {
        case (nil, nil): return true
        case let (left?, right?): return areEqualAny(left, right)
        default: return false
        }
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedToggleStyle { .automatic }
}

extension EnvironmentValues {
    /// The style of toggles here; see `toggleStyle(_:)`.
    var resolvedToggleStyle: ResolvedToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of toggles in this view, as in SwiftUI.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.resolvedToggleStyle, ResolvedToggleStyle(style))
    }
}
