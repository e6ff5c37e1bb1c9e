@_spi(CursesUICore) import CursesUICore
/// A view that edits multi-line text bound to a string, as in SwiftUI.
///
/// It takes the space it is offered, wraps lines at word boundaries, and scrolls to keep the
/// cursor in view. While it has focus, typed characters and pasted text (line breaks included)
/// go in at the cursor; Return starts a new line; the arrows move by character and row, Alt or
/// Ctrl with Left and Right by word, Home and End to the ends of the row, Page Up and Page Down
/// by a screenful; Backspace and Delete join lines. Up on the first row and Down on the last go
/// to the start and end of the text; Tab moves focus on. Tabs in pasted text become spaces: a
/// terminal cell has no tab stop a text editor could keep.
///
/// ```swift
/// TextEditor(text: $notes)
///     .frame(height: 6)
///     .border(.gray)
/// ```
public struct TextEditor: View {
    let text: Binding<String>

    /// An editor of the bound text.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// CursesUI lays out and draws this view itself, so it has no body.
    public typealias Body = Never
}

extension TextEditor: PrimitiveView, TextInputView {
    package func makeNode(in graph: ViewGraph) -> Node { TextEditorNode(graph: graph, viewType: Self.self) }

    var configuration: TextInputConfiguration {
        TextInputConfiguration(source: .text(text), placeholder: nil, isSecure: false)
    }
}
