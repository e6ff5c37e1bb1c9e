import CursesUI

/// A test probe, not a demo: a text field, two buttons and a count, for the end-to-end tests of
/// terminal input (pastes, cursor keys in both modes, mouse reports).
@main
struct InputProbe: App {
    var body: some Scene {
        WindowGroup {
            InputProbeView()
        }
    }
}

struct InputProbeView: View {
    @State private var text = ""
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("input probe")
            TextField("Paste here", text: $text)
            Text("Length: \(text.count) Tail: \(String(text.suffix(12)))")
            Button("Add one") { count += 1 }
            Button("Add ten") { count += 10 }
            Text("Count: \(count)")
        }
    }
}
