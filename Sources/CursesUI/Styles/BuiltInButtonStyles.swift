@_spi(CursesUICore) import CursesUICore
/// How the built-in button styles draw in cells.
enum ButtonLook: Equatable, Sendable {
    /// `[ OK ]`.
    case bordered
    /// The label in the accent color, no brackets: for links and toolbars.
    case borderless
    /// The label as it is.
    case plain
    /// ` OK ` in bold on a filled background: the screen's main action.
    case prominent
}

/// A built-in style, which the button node draws itself.
protocol BuiltInButtonStyle: PrimitiveButtonStyle {
    var look: ButtonLook { get }
}

extension BuiltInButtonStyle {
    /// A button of this style with the configuration's label, which leaves input to the
    /// styled button around it.
    func body(configuration: PrimitiveButtonStyleConfiguration) -> some View {
        Button(configuration).buttonStyle(self)
    }
}

/// The default style: bordered, `[ OK ]`, as on macOS.
public struct DefaultButtonStyle: BuiltInButtonStyle {
    /// The default button style.
    public init() {}
    var look: ButtonLook { .bordered }

    /// The label as a button of this style, for use in another primitive style's body.
    public func makeBody(configuration: Configuration) -> some View { body(configuration: configuration) }
}

/// Brackets around the label, `[ OK ]`.
public struct BorderedButtonStyle: BuiltInButtonStyle {
    /// The bordered button style.
    public init() {}
    var look: ButtonLook { .bordered }

    /// The label as a button of this style, for use in another primitive style's body.
    public func makeBody(configuration: Configuration) -> some View { body(configuration: configuration) }
}

/// The label in the accent color (blue) with no brackets, as SwiftUI draws borderless buttons.
public struct BorderlessButtonStyle: BuiltInButtonStyle {
    /// The borderless button style.
    public init() {}
    var look: ButtonLook { .borderless }

    /// The label as a button of this style, for use in another primitive style's body.
    public func makeBody(configuration: Configuration) -> some View { body(configuration: configuration) }
}

/// The label as it is, with no brackets or color; focus still shows in reverse video.
public struct PlainButtonStyle: BuiltInButtonStyle {
    /// The plain button style.
    public init() {}
    var look: ButtonLook { .plain }

    /// The label as a button of this style, for use in another primitive style's body.
    public func makeBody(configuration: Configuration) -> some View { body(configuration: configuration) }
}

/// The label in bold on a filled blue background, ` OK `: the screen's main action.
public struct BorderedProminentButtonStyle: BuiltInButtonStyle {
    /// The bordered prominent button style.
    public init() {}
    var look: ButtonLook { .prominent }

    /// The label as a button of this style, for use in another primitive style's body.
    public func makeBody(configuration: Configuration) -> some View { body(configuration: configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style: bordered.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// Brackets around the label.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the accent color.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label on a filled background.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
