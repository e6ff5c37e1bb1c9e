@_spi(CursesUICore) import CursesUICore
/// A control that edits text bound to a string, or a value through a format, as in SwiftUI.
///
/// While it has focus, typed characters go into the text and the usual line-editing keys work
/// (arrows, Alt or Ctrl with an arrow by word, Home/End, Backspace/Delete, Ctrl-A/E/K/U/W);
/// Return runs the `onSubmit` actions around it. Keys it does not use, such as Tab and the up and
/// down arrows, move focus as usual. It takes the width it is offered and scrolls to keep the
/// cursor in view.
///
/// A field made with `axis: .vertical` wraps its text over as many rows as it needs, within a
/// `lineLimit`, and edits it as a ``TextEditor`` does.
public struct TextField<Label: View>: View {
    let source: TextInputSource
    let prompt: Text?
    let label: Label
    let axis: Axis
    /// Whether the field hides its text, as the field a `SecureField` hands a style does.
    var isSecure = false

    /// A text field with a custom label. A terminal has no room for a label beside the field, so
    /// a `Text` label is shown as the placeholder when there is no prompt; others are not shown.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(source: .text(text), prompt: prompt, axis: .horizontal, label: label())
    }

    /// A text field that grows along `axis`: `.vertical` wraps the text over several rows.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(source: .text(text), prompt: prompt, axis: axis, label: label())
    }

    init(source: TextInputSource, prompt: Text?, axis: Axis, label: Label, isSecure: Bool = false) {
        self.source = source
        self.prompt = prompt
        self.label = label
        self.axis = axis
        self.isSecure = isSecure
    }

    /// CursesUI lays out and draws this view itself, so it has no body.
    public typealias Body = Never
}

extension TextField where Label == Text {
    /// A text field with a title, shown in gray while the text is empty unless a `prompt` is
    /// given to show instead, as on macOS.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A text field with a title that grows along `axis`: `.vertical` wraps the text over
    /// several rows, as many as it needs within a `lineLimit`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }

    /// A text field with a title and a prompt that grows along `axis`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }
}

extension TextField: PrimitiveView, TextInputView, StyledTextInput {
    /// A field as a style receives it is edited by a field node; any other field shows the
    /// text field style of its environment around that one.
    package func makeNode(in graph: ViewGraph) -> Node {
        guard Label.self == _TextFieldStyleLabel.self else { return TextFieldStyleNode<Self>(graph: graph) }
        if axis == .vertical, !isSecure, case .text = source { return TextEditorNode(graph: graph, viewType: Self.self) }
        return TextFieldNode(graph: graph, viewType: Self.self)
    }

    var configuration: TextInputConfiguration {
        TextInputConfiguration(source: source, placeholder: prompt ?? (label as? Text), isSecure: isSecure)
    }

    var styledField: TextField<_TextFieldStyleLabel> {
        TextField<_TextFieldStyleLabel>(source: source, prompt: prompt ?? (label as? Text), axis: axis,
                                        label: _TextFieldStyleLabel(), isSecure: isSecure)
    }
}
