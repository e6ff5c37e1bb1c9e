// The examples of the article "Text and date input". The article shows the slices of this file;
// the suite builds and runs it, and the hidden checks at the end stop it where the behavior
// differs from what the article says.

// snippet.hide
import CursesUI
import Foundation

// snippet.show
// snippet.valueField
struct OrderForm: View {
    @State private var quantity = 1
    @State private var price = 9.5

    var body: some View {
        Form {
            TextField("Quantity", value: $quantity, format: .number)
            TextField("Price", value: $price, format: .currency(code: "USD"))
            Text("Total: \(Double(quantity) * price, format: .currency(code: "USD"))")
        }
    }
}
// snippet.end

// snippet.editor
struct NotesEditor: View {
    @State private var notes = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextEditor(text: $notes)
                .frame(height: 4)
            Text("\(notes.split(separator: "\n").count) lines")
        }
    }
}
// snippet.end

// snippet.verticalField
struct Composer: View {
    @State private var message = ""
    @State private var sent: [String] = []

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Message", text: $message, axis: .vertical)
                .lineLimit(1...4)
                .onSubmit {
                    sent.append(message)
                    message = ""
                }
            Text("Sent: \(sent.count)")
        }
    }
}
// snippet.end

// snippet.datePicker
struct Reminder: View {
    @State private var when = Date(timeIntervalSince1970: 1_800_000_000)

    var body: some View {
        DatePicker("Remind me", selection: $when, in: Date(timeIntervalSince1970: 0)...)
            .datePickerStyle(.compact)
    }
}
// snippet.end

// snippet.stepper
struct Playback: View {
    @State private var speed = 1.0
    @State private var chapter = 1

    var body: some View {
        VStack(alignment: .leading) {
            Stepper("Speed", value: $speed, in: 0.5...2, step: 0.25, format: .number)
            Stepper("Chapter \(chapter)", value: $chapter, in: 1...12)
        }
    }
}
// snippet.end

// snippet.hide
func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String, line: UInt = #line) {
    precondition(actual == expected, "\(what): expected\n\(expected)\ngot\n\(actual)", line: line)
}

func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

let order = TestHost(OrderForm(), width: 30, height: 3)
order.press(.delete)
order.type("4")
// The formats use the process's locale: "$9.50" in the US, "US$9.50" where the locale is unset.
expect(lines(order.text)[2].hasSuffix("$9.50"), true, "the value changes only on commit")
order.press(.return)
expect(lines(order.text)[2].hasSuffix("$38.00"), true, "Return commits a value that parses")
order.press(.tab)
order.press("u", modifiers: .control)
order.type("cheap")
order.press(.tab)
expect(lines(order.text)[1].hasSuffix("$9.50"), true, "text that does not parse reverts")

let notes = TestHost(NotesEditor(), width: 20, height: 5)
notes.type("one")
notes.press(.return)
notes.type("two")
expect(lines(notes.text), ["one", "two", "", "", "2 lines"], "Return starts a new line")

let composer = TestHost(Composer(), width: 20, height: 5)
composer.type("hello there, how are you")
expect(lines(composer.text).count, 3, "the field grew to two rows")
composer.press(.return)
expect(lines(composer.text), ["Message", "Sent: 1"], "Return sends and the field shrinks back")

let reminder = TestHost(Reminder().environment(\.locale, Locale(identifier: "de_DE")).environment(\.timeZone, TimeZone(identifier: "UTC")!),
                        width: 40, height: 1)
expect(reminder.text, "Remind me 15.01.2027 08:00", "fields in the locale's order and the time zone")
reminder.press(.rightArrow)
reminder.press(.upArrow)
expect(reminder.text, "Remind me 15.02.2027 08:00", "Up changes the chosen field")

let playback = TestHost(Playback(), width: 30, height: 2)
playback.press(.rightArrow)
expect(lines(playback.text)[0], "Speed 1.25 [−] [+]", "the format shows the value")
// snippet.show
