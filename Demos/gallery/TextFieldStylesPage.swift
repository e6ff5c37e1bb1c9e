import CursesUI

/// A text field style of one's own, written with `_body(configuration:)` as SwiftUI tutorials do.
private struct BoxedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(.horizontal, 1)
            .border(.cyan)
    }
}

/// Text and secure fields in a custom style, next to the built-in ones.
struct TextFieldStylesPage: View {
    @State private var email = ""
    @State private var password = ""
    @State private var note = ""

    var body: some View {
        VStack(alignment: .leading) {
            Text("A custom TextFieldStyle (padding and a border):")
            TextField("Email", text: $email)
            SecureField("Password", text: $password)
            Text("Built-in: .roundedBorder and .plain")
            TextField("Note", text: $note).textFieldStyle(.roundedBorder)
            TextField("Note (plain)", text: $note).textFieldStyle(.plain)
        }
        .textFieldStyle(BoxedFieldStyle())
        .frame(width: 40)
    }
}
