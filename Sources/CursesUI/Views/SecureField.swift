@_spi(CursesUICore) import CursesUICore
/// A text field for passwords and other secrets, as in SwiftUI: it edits like a `TextField` but
/// shows one `•` per character, so the screen (and a recording of it) never holds the text.
public struct SecureField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    /// A secure field with a custom label; a `Text` label is the placeholder when there is no
    /// prompt, as in `TextField`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    public typealias Body = Never
}

extension SecureField where Label == Text {
    /// A secure field with a title, shown in gray while the text is empty unless a `prompt` is
    /// given to show instead.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension SecureField: PrimitiveView, StyledTextInput {
    /// Shows the text field style of its environment around a field that hides its text.
    package func makeNode(in graph: ViewGraph) -> Node { TextFieldStyleNode<Self>(graph: graph) }

    var styledField: TextField<_TextFieldStyleLabel> {
        TextField<_TextFieldStyleLabel>(source: .text(text), prompt: prompt ?? (label as? Text), axis: .horizontal,
                                        label: _TextFieldStyleLabel(), isSecure: true)
    }
}
