@_spi(CursesUICore) import CursesUICore
/// How text fields look, as in SwiftUI: set it with `.textFieldStyle(_:)` on a field or any
/// view around fields. `.automatic` and `.plain` show the bare text (underlined while focused);
/// `.roundedBorder` draws a rounded box around it, three rows high.
///
/// A style of your own decorates the field as SwiftUI's public way does: its
/// `_body(configuration:)` gets the field itself and puts it in a view of its own, such as
/// `configuration.padding(1).border(.gray)`. The field inside keeps focus, keys and editing; it
/// is drawn bare (the style starts over inside the body).
@MainActor @preconcurrency
public protocol TextFieldStyle {
    /// The type of view the style makes.
    associatedtype _Body: View

    /// The field's view, made from the field (`configuration`), which the body shows.
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body

    /// The label type of the field a style receives.
    typealias _Label = _TextFieldStyleLabel
}

/// The label of the field a `TextFieldStyle` receives: the field shows its title as its
/// placeholder already, so this label draws nothing.
public struct _TextFieldStyleLabel: View {
    /// Nothing: the field's title is its placeholder.
    public var body: EmptyView { EmptyView() }
}

/// The default text field style: the bare text.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default text field style.
    public init() {}

    /// The field itself, which CursesUI draws in this style.
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// The bare text, underlined while the field has focus.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain text field style.
    public init() {}

    /// The field itself, which CursesUI draws in this style.
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// A rounded box around the text, `╭──╮ │ text │ ╰──╯`: three rows, two columns wider.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded border text field style.
    public init() {}

    /// The field itself, which CursesUI draws in this style.
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
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

/// Makes a custom `TextFieldStyle`'s view with the style's dynamic properties linked, as a `body`.
struct TextFieldStyleBody<Style: TextFieldStyle>: View {
    var style: Hosted<Style>
    var configuration: TextField<_TextFieldStyleLabel>

    var body: Style._Body { style.value._body(configuration: configuration) }
}

/// The text field style in the environment: whether built-in fields draw a border, or a custom
/// style whose body shows the field.
struct ResolvedTextFieldStyle {
    let hasBorder: Bool
    private let custom: Any?
    /// Makes the custom style's body around the field.
    let makeBody: (@MainActor (TextField<_TextFieldStyleLabel>) -> any View)?

    static var automatic: ResolvedTextFieldStyle { ResolvedTextFieldStyle(hasBorder: false, custom: nil, makeBody: nil) }

    private init(hasBorder: Bool, custom: Any?, makeBody: (@MainActor (TextField<_TextFieldStyleLabel>) -> any View)?) {
        self.hasBorder = hasBorder
        self.custom = custom
        self.makeBody = makeBody
    }

    @MainActor init<S: TextFieldStyle>(_ style: S) {
        switch style {
        case is RoundedBorderTextFieldStyle: self.init(hasBorder: true, custom: nil, makeBody: nil)
        case is PlainTextFieldStyle, is DefaultTextFieldStyle: self = .automatic
        default:
            self.init(hasBorder: false, custom: style) { field in
                TextFieldStyleBody(style: Hosted(value: style), configuration: field)
            }
        }
    }
}

extension ResolvedTextFieldStyle: Equatable {
    static func == (lhs: ResolvedTextFieldStyle, rhs: ResolvedTextFieldStyle) -> Bool {
        guard lhs.hasBorder == rhs.hasBorder else { return false }
        switch (lhs.custom, rhs.custom) {
        case (nil, nil): return true
        case let (left?, right?): return areEqualAny(left, right)
        default: return false
        }
    }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedTextFieldStyle { .automatic }
}

extension EnvironmentValues {
    /// The style of text fields here; see `textFieldStyle(_:)`.
    var resolvedTextFieldStyle: ResolvedTextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }

    /// Whether text fields here draw a rounded border (`.roundedBorder`).
    var textFieldHasBorder: Bool { resolvedTextFieldStyle.hasBorder }
}

extension View {
    /// Sets the style of text fields (and secure fields) in this view, as in SwiftUI.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.resolvedTextFieldStyle, ResolvedTextFieldStyle(style))
    }
}

/// A field view that a `TextFieldStyle` can decorate: `TextField` and `SecureField`.
@MainActor
protocol StyledTextInput: View {
    /// The field as a style's body receives it.
    var styledField: TextField<_TextFieldStyleLabel> { get }
}

/// Shows a field in the text field style of its environment: the field itself for the built-in
/// styles, or the custom style's body around it. Transparent, so the field (or the body) takes
/// its place in the enclosing stack.
final class TextFieldStyleNode<V: StyledTextInput>: PassthroughNode {
    private var field: TextField<_TextFieldStyleLabel>?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: V.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        field = view.value(as: V.self).styledField
        show()
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        environment = newEnvironment
        show()
    }

    private func show() {
        guard let field else { return }
        let child: Node
        if let makeBody = environment.resolvedTextFieldStyle.makeBody {
            // Inside its body the style starts over, so the field is drawn bare.
            var inner = environment
            inner.resolvedTextFieldStyle = .automatic
            child = reconcile(children.first, with: makeBody(field), environment: inner)
        } else {
            child = reconcile(children.first, with: field, environment: environment)
        }
        if children.first !== child { children = [child] }
    }
}
