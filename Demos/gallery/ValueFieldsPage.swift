import CursesUI

/// Fields bound to numbers through format styles, and steppers and a slider around them.
struct ValueFieldsPage: View {
    @State private var quantity = 3
    @State private var price = 12.5
    @State private var discount = 0.1
    @State private var speed = 1.0
    @State private var volume = 0.5

    var body: some View {
        Form {
            LabeledContent("Quantity") {
                TextField("Quantity", value: $quantity, format: .number)
            }
            LabeledContent("Price") {
                TextField("Price", value: $price, format: .currency(code: "EUR"))
            }
            LabeledContent("Discount") {
                TextField("Discount", value: $discount, format: .percent)
                    .submitLabel(.done)
            }
            Text("Total: \(Double(quantity) * price * (1 - discount), format: .currency(code: "EUR"))")
            Stepper("Quantity: \(quantity)", value: $quantity, in: 0...99)
            Stepper("Speed", value: $speed, in: 0.5...2, step: 0.25, format: .number.precision(.fractionLength(2)))
            Slider(value: $volume, in: 0...1, step: 0.1) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("1")
            }
            Gauge(value: volume) { Text("Level") } currentValueLabel: { Text(volume, format: .percent) }
            Text("Type a value and press Return or Tab; text that does not parse reverts.")
                .foregroundStyle(.secondary)
        }
    }
}
