import CursesUI

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

/// One setting of the list.
struct Setting: Identifiable {
    let title: String
    var isEnabled: Bool
    var id: String { title }
}

/// Preferences kept in a class instance, outside any view.
@Observable
final class Preferences {
    var isDarkModeOn = true
}

struct SettingsScreen: View {
    @State private var settings = [
        Setting(title: "Wi-Fi", isEnabled: true),
        Setting(title: "Bluetooth", isEnabled: false),
    ]
    @State private var preferences = Preferences()
    @Environment(\.dismiss) private var dismiss

    private var summary: String {
        var on = settings.filter(\.isEnabled).map(\.title)
        if preferences.isDarkModeOn { on.append("Dark mode") }
        return on.isEmpty ? "On: nothing" : "On: " + on.joined(separator: ", ")
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Settings").bold()
            Divider()
            ForEach(settings.indices, id: \.self) { index in
                Toggle(settings[index].title, isOn: $settings[index].isEnabled)
            }
            Toggle("Dark mode", isOn: Binding(
                get: { preferences.isDarkModeOn },
                set: { preferences.isDarkModeOn = $0 }
            ))
            Divider()
            Text(summary)
            Text("Tab/↑↓: move · Space: toggle · q: quit").foregroundStyle(.secondary)
        }
        .frame(width: 44)
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }
}
