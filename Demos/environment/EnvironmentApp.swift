import CursesUI
import EnvironmentDemo

/// The environment demo: one subtree switches between dark and light at runtime (`d`), the same
/// key holds different values in different subtrees, and an action injected at the root is
/// used deep inside both panels.
@main
struct EnvironmentApp: App {
    @State private var taps = Taps()

    var body: some Scene {
        WindowGroup {
            EnvironmentScreen()
        }
        .environment(\.recordTap, EnvironmentAction { [taps] (panel: String) in taps.record(panel) })
        .environment(\.taps, taps)
    }
}
