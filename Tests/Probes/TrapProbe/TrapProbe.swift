import CursesUI

/// A test probe, not a demo: an app whose buttons trap in user code (`fatalError` and a failed
/// `precondition`), overflow the stack, or show a view whose environment object nobody provides,
/// so the end-to-end tests can prove that each ends the app with the terminal restored.
@main
struct TrapProbe: App {
    var body: some Scene {
        WindowGroup {
            TrapButtons()
        }
    }
}

struct TrapButtons: View {
    @State private var showsOrphan = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("trap probe")
            Button("fatalError") { fatalError("trap probe: fatalError in user code") }
            Button("precondition") { precondition(Int("x") != nil, "trap probe: failed precondition") }
            Button("environmentObject") { showsOrphan = true }
            Button("stackOverflow") { _ = recurse(1) }
            if showsOrphan { Orphan() }
        }
    }
}

final class ProbeModel: ObservableObject {
    @Published var value = 0
}

/// Reads an environment object no view above provides.
struct Orphan: View {
    @EnvironmentObject var model: ProbeModel
    var body: some View {
        Text("value \(model.value)")
    }
}

/// Recurses until the stack overflows; the array keeps it from being a loop, and the base case
/// the stack never reaches keeps the compiler from warning about endless recursion.
func recurse(_ depth: Int) -> Int {
    let frame = [depth, depth + 1]
    guard depth < Int.max - 1 else { return frame[0] }
    return recurse(depth + 1) + frame[1]
}
