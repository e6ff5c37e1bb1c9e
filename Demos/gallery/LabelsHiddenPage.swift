import CursesUI
import Foundation

/// A custom toggle style whose label `labelsHidden()` hides too.
private struct StarToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            Text(configuration.isOn ? "★" : "☆")
            configuration.label
        }
    }
}

/// Every control that shows a label, with a switch that hides them all.
struct LabelsHiddenPage: View {
    @State private var hide = true
    @State private var starred = true
    @State private var count = 3
    @State private var volume = 0.5
    @State private var flavor = "Mint"
    @State private var due = Date(timeIntervalSince1970: 1_780_000_000)
    @State private var name = ""

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Hide labels", isOn: $hide).toggleStyle(.switch).frame(width: 30)
            Divider()
            if hide { controls.labelsHidden() } else { controls }
        }
    }

    private var controls: some View {
        VStack(alignment: .leading) {
            Toggle("Starred", isOn: $starred).toggleStyle(StarToggleStyle())
            Stepper("Count: \(count)", value: $count)
            Slider(value: $volume) { Text("Volume") }
            Picker("Flavor", selection: $flavor) {
                Text("Mint").tag("Mint")
                Text("Lime").tag("Lime")
            }
            DatePicker("Due", selection: $due, displayedComponents: .date)
            TextField(text: $name, prompt: Text("your name")) { Text("Name") }
            LabeledContent("Version", value: "1.2")
        }
        .frame(width: 40)
    }
}
