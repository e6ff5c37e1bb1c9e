import Foundation
import Testing
import CursesUI

// Issue 16's input controls in the Swift 5 language mode: value fields, multi-line text, date
// pickers and steppers with formats.
private struct InputScreen: View {
    @State private var amount = 2
    @State private var notes = "a\nb"
    @State private var due = Date(timeIntervalSince1970: 0)
    @State private var speed = 1.0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("Amount", value: $amount, format: .number)
                .submitLabel(.done)
                .textContentType(.oneTimeCode)
            TextEditor(text: $notes).frame(height: 2)
            TextField("Title", text: $notes, axis: .vertical).lineLimit(2...3)
            DatePicker("Due", selection: $due, displayedComponents: .date).datePickerStyle(.graphical)
            Stepper("Speed", value: $speed, in: 0.5...2, step: 0.5, format: .number)
        }
        .environment(\.locale, Locale(identifier: "de_DE"))
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    }
}

@MainActor
@Test func inputControlsCompileInSwift5Mode() {
    let host = TestHost(InputScreen(), width: 30, height: 8)
    #expect(host.text.hasPrefix("2\na\nb\na\nb\nDue 01.01.1970\nSpeed 1 [−] [+]"))
}
