import CursesUI

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

/// The toggle demo's screen, in a library so that the `previews` demo can show it too.
public struct SettingsScreen: View {
    @State private var settings = [
        Setting(title: "Wi-Fi", isEnabled: true),
        Setting(title: "Bluetooth", isEnabled: false),
    ]
    @State private var preferences = Preferences()
    @Environment(\.dismiss) private var dismiss

    /// The settings with Wi-Fi and dark mode on.
    public init() {}

    private var summary: String {
        var on = settings.filter(\.isEnabled).map(\.title)
        if preferences.isDarkModeOn { on.append("Dark mode") }
        return on.isEmpty ? "On: nothing" : "On: " + on.joined(separator: ", ")
    }

    public var body: some View {
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

#Preview("Settings", traits: .fixedLayout(width: 44, height: 10)) {
    SettingsScreen()
}

#Preview("Toggle") {
    @Previewable @State var isOn = true
    Toggle("Wi-Fi", isOn: $isOn)
    Text(isOn ? "Connected" : "Off")
}
