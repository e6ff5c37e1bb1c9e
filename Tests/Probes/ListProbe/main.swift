import CursesUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Not a demo: the list app of the per-key benchmark (Benchmarks/PerKey) and its short form in
// the end-to-end tests. A full-screen `List` of N rows (the first argument, default 10,000) with
// the first row selected; 'q' quits. The C program Benchmarks/Baselines/list.c does the same.

/// A row of the list.
struct Row: Identifiable {
    let id: Int
}

/// The rows, made once before the app starts, as an app's data would be.
let rows: [Row] = {
    let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10_000 : 10_000
    return (0..<max(1, count)).map(Row.init)
}()

struct ListProbeRoot: View {
    @Environment(\.dismiss) private var dismiss
    @State private var selection: Int? = 0

    var body: some View {
        List(rows, selection: $selection) { row in
            Text("Row \(row.id)")
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }
}

@main
struct ListProbe: App {
    var body: some Scene {
        WindowGroup {
            ListProbeRoot()
        }
    }
}
