import CursesUI

/// A test probe, not a demo: an app whose buttons trap in user code (`fatalError` and a failed
/// `precondition`), so the end-to-end tests can prove that a runtime trap restores the terminal.
@main
struct TrapProbe: App {
    var body: some Scene {
        WindowGroup {
            VStack(alignment: .leading) {
                Text("trap probe")
                Button("fatalError") { fatalError("trap probe: fatalError in user code") }
                Button("precondition") { precondition(Int("x") != nil, "trap probe: failed precondition") }
            }
        }
    }
}
