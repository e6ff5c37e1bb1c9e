@_spi(CursesUICore) import CursesUICore
/// How text fields look, as in SwiftUI: set it with `.textFieldStyle(_:)` on a field or any
/// view around fields. `.automatic` and `.plain` show the bare text (underlined while focused);
/// `.roundedBorder` draws a rounded box around it, three rows high.
///
/// Like SwiftUI's, the protocol has no public requirements; CursesUI draws each built-in style.
public protocol TextFieldStyle {}

/// The default text field style: the bare text.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default text field style.
    public init() {}
}

/// The bare text, underlined while the field has focus.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain text field style.
    public init() {}
}

/// A rounded box around the text, `╭──╮ │ text │ ╰──╯`: three rows, two columns wider.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded border text field style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style: the bare text.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The bare text.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded box around the text.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldBorderKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether text fields here draw a rounded border (`.roundedBorder`).
    var textFieldHasBorder: Bool {
        get { self[TextFieldBorderKey.self] }
        set { self[TextFieldBorderKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text fields (and secure fields) in this view, as in SwiftUI.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldHasBorder, style is RoundedBorderTextFieldStyle)
    }
}
