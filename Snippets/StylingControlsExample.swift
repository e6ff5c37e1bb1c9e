// The settings screen of the article "Styling controls": a custom view modifier behind a
// `.cardStyle()` extension, a custom button style and a custom toggle style, written as SwiftUI
// tutorials write them. The suite runs it in a terminal, toggles, saves and quits.

// snippet.app
import CursesUI

@main
struct SettingsApp: App {
    var body: some Scene {
        WindowGroup { SettingsScreen() }
    }
}
// snippet.end

// snippet.modifier
struct CardStyle: ViewModifier {
    var title: String
    @Environment(\.isEnabled) private var isEnabled

    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Text(title).bold()
            content
        }
        .padding(.horizontal, 1)
        .border(isEnabled ? .cyan : .gray)
    }
}

extension View {
    func cardStyle(_ title: String) -> some View {
        modifier(CardStyle(title: title))
    }
}
// snippet.end

// snippet.buttonStyle
struct CapsuleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 2)
            .background(configuration.isPressed ? .cyan : .blue)
            .foregroundStyle(.white)
    }
}
// snippet.end

// snippet.toggleStyle
struct OnOffToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Text(configuration.isOn ? "ON " : "OFF")
                .foregroundStyle(configuration.isOn ? .green : .red)
        }
    }
}
// snippet.end

// snippet.textFieldStyle
struct BoxedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(.horizontal, 1)
            .border(.cyan)
    }
}
// snippet.end

// snippet.screen
struct SettingsScreen: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var autoLock = true
    @State private var theme = "Dark"
    @State private var saved = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("Settings").bold()
            VStack(alignment: .leading) {
                Toggle("Notifications", isOn: $notifications)
                Toggle("Sounds", isOn: $sounds)
            }
            .toggleStyle(OnOffToggleStyle())
            .cardStyle("Alerts")

            VStack(alignment: .leading) {
                Toggle("Auto-lock", isOn: $autoLock).toggleStyle(.switch)
                Picker("Theme", selection: $theme) {
                    Text("Light").tag("Light")
                    Text("Dark").tag("Dark")
                }
                .pickerStyle(.segmented)
            }
            .cardStyle("Display")

            HStack {
                Button("Save") { saved += 1 }
                Button("Quit") { dismiss() }
                    .buttonStyle(.bordered)
            }
            .buttonStyle(CapsuleButtonStyle())
            Text("\(theme) theme, " + (saved == 0 ? "not saved" : "saved \(saved)×"))
            KeyHelpBar()
        }
        .frame(width: 36)
    }
}
// snippet.end
