import CursesUI
import ToggleDemo

/// The toggle demo: toggles bound to elements of a `@State` array, and one bound through
/// `Binding(get:set:)` to a property of a class instance, with a summary of what is on.
@main
struct ToggleApp: App {
    var body: some Scene {
        WindowGroup {
            SettingsScreen()
        }
    }
}
