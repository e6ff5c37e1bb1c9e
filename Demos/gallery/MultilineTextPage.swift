import CursesUI

/// A text editor and a vertical text field that grows within its line limit.
struct MultilineTextPage: View {
    @State private var notes = "Notes wrap at word boundaries.\nReturn starts a new line; paste keeps line breaks."
    @State private var message = ""
    @State private var sent: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            TextEditor(text: $notes)
                .frame(height: 5)
                .border(.gray)
            TextField("Message (Return sends, Alt-Return breaks the line)", text: $message, axis: .vertical)
                .lineLimit(1...3)
                .textFieldStyle(.roundedBorder)
                .onSubmit {
                    sent.append(message)
                    message = ""
                }
            Text("Sent \(sent.count): \(sent.last ?? "")").lineLimit(2)
        }
    }
}
