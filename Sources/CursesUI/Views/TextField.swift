@_spi(CursesUICore) import CursesUICore
/// A control that edits one line of text bound to a string, as in SwiftUI.
///
/// While it has focus, typed characters go into the text and the usual line-editing keys work
/// (arrows, Home/End, Backspace/Delete, Ctrl-A/E/K/U/W); Return runs the `onSubmit` actions
/// around it. Keys it does not use, such as Tab and the up and down arrows, move focus as usual.
/// It takes the width it is offered and scrolls to keep the cursor in view.
public struct TextField<Label: View>: View {
    let text: Binding<String>
    let prompt: Text?
    let label: Label

    /// A text field with a custom label. A terminal has no room for a label beside the field, so
    /// a `Text` label is shown as the placeholder when there is no prompt; others are not shown.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    public typealias Body = Never
}

extension TextField where Label == Text {
    /// A text field with a title, shown in gray while the text is empty unless a `prompt` is
    /// given to show instead, as on macOS.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension TextField: PrimitiveView, TextInputView {
    package func makeNode(in graph: ViewGraph) -> Node { TextFieldNode(graph: graph, viewType: Self.self) }

    var configuration: TextInputConfiguration {
        TextInputConfiguration(text: text, placeholder: prompt ?? (label as? Text), isSecure: false)
    }
}
