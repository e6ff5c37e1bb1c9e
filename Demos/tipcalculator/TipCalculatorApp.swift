// A SwiftUI tutorial program, as written for SwiftUI: only `import SwiftUI` became
// `import CursesUI`. The tip and party size are saved with @AppStorage and come back at the next
// start ($XDG_CONFIG_HOME/tipcalculator/AppStorage.json).
import CursesUI

@main
struct TipCalculatorApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @AppStorage("tipPercentage") private var tipPercentage = 15
    @AppStorage("numberOfPeople") private var numberOfPeople = 2
    @State private var checkAmount = 80.0

    private var grandTotal: Double { checkAmount * (1 + Double(tipPercentage) / 100) }
    private var perPerson: Double { grandTotal / Double(numberOfPeople) }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Stepper(value: $checkAmount, in: 0...1000, step: 5) {
                        Text("Check: \(checkAmount, format: .currency(code: "USD"))")
                    }
                    Stepper(value: $numberOfPeople, in: 1...20) {
                        Label("\(numberOfPeople) people", systemImage: "person.2.fill")
                    }
                } header: {
                    Text("Your check").font(.headline)
                }
                Section {
                    Stepper(value: $tipPercentage, in: 0...30, step: 5) {
                        Text("Tip: \(tipPercentage)%")
                    }
                } header: {
                    Label("How much tip?", systemImage: "percent")
                }
                Section {
                    Text("Total: **\(grandTotal, specifier: "%.2f")**")
                    HStack {
                        Image(systemName: "checkmark.circle.fill")
                            .foregroundStyle(.green)
                        Text(perPerson, format: .currency(code: "USD"))
                            .font(.title)
                    }
                } header: {
                    Text("Amount per person")
                }
            }
            .navigationTitle("WeSplit")
            .navigationBarTitleDisplayMode(.inline)
            .scrollContentBackground(.hidden)
        }
        .tint(.orange)
    }
}
