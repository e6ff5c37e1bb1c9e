import CursesUI

extension GalleryPage {
    /// Pages for the controls, their styles and custom view modifiers.
    @MainActor static var controlPages: [GalleryPage] {
        [
            GalleryPage("Buttons") { ButtonsPage() },
            GalleryPage("Button styles") { ButtonStylesPage() },
            GalleryPage("Toggle styles") { ToggleStylesPage() },
            GalleryPage("Pickers") { PickersPage() },
            GalleryPage("Text fields and labels") { FieldsAndLabelsPage() },
            GalleryPage("Text field styles") { TextFieldStylesPage() },
            GalleryPage("Labels hidden") { LabelsHiddenPage() },
            GalleryPage("View modifiers") { ModifiersPage() },
        ]
    }
}

/// Buttons with a counter, so pressing one shows its effect.
private struct ButtonsPage: View {
    @State private var presses = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Pressed \(presses) times")
            Button("Press me") { presses += 1 }
            Button("Reset", role: .destructive) { presses = 0 }
        }
    }
}

/// A custom style whose pressed look flashes after Return, Space or a click.
private struct FilledButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 1)
            .background(configuration.isPressed ? .cyan : .magenta)
            .foregroundStyle(.white)
    }
}

/// Every built-in button style and a custom one, each counting its presses.
private struct ButtonStylesPage: View {
    @State private var last = "none"

    var body: some View {
        VStack(alignment: .leading) {
            Button("Automatic") { last = "automatic" }.buttonStyle(.automatic)
            Button("Bordered") { last = "bordered" }.buttonStyle(.bordered)
            Button("Borderless") { last = "borderless" }.buttonStyle(.borderless)
            Button("Plain") { last = "plain" }.buttonStyle(.plain)
            Button("Prominent") { last = "prominent" }.buttonStyle(.borderedProminent)
            Button("Custom") { last = "custom" }.buttonStyle(FilledButtonStyle())
            Text("Last pressed: \(last)")
        }
    }
}

/// A custom toggle style drawn from the configuration's value.
private struct StarToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            Text(configuration.isOn ? "★" : "☆").foregroundStyle(.yellow)
            configuration.label
        }
    }
}

/// Every built-in toggle style and a custom one over shared values.
private struct ToggleStylesPage: View {
    @State private var wifi = true
    @State private var sound = false
    @State private var favorite = true

    var body: some View {
        VStack(alignment: .leading) {
            Toggle("Checkbox", isOn: $wifi).toggleStyle(.checkbox)
            Toggle("Switch", isOn: $wifi).toggleStyle(.switch).frame(width: 30)
            Toggle("Button", isOn: $sound).toggleStyle(.button)
            Toggle("Custom", isOn: $favorite).toggleStyle(StarToggleStyle())
            Toggle("Hidden label", isOn: $sound).labelsHidden()
        }
    }
}

/// The picker styles over one selection.
private struct PickersPage: View {
    @State private var flavor = "Vanilla"
    private let flavors = ["Vanilla", "Chocolate", "Mint"]

    var body: some View {
        VStack(alignment: .leading) {
            Picker("Menu", selection: $flavor) { ForEach(flavors, id: \.self) { Text($0) } }
            Picker("Segmented", selection: $flavor) { ForEach(flavors, id: \.self) { Text($0) } }
                .pickerStyle(.segmented)
            Picker("Inline", selection: $flavor) { ForEach(flavors, id: \.self) { Text($0) } }
                .pickerStyle(.inline)
            Text("Chosen: \(flavor)")
        }
    }
}

/// Text field and label styles.
private struct FieldsAndLabelsPage: View {
    @State private var name = ""
    @State private var city = ""

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name (rounded border)", text: $name).textFieldStyle(.roundedBorder).frame(width: 30)
            TextField("City (plain)", text: $city).textFieldStyle(.plain).frame(width: 30)
            Label("Title and icon", systemImage: "star").labelStyle(.titleAndIcon)
            Label("Title only", systemImage: "star").labelStyle(.titleOnly)
            Label("Icon only", systemImage: "star").labelStyle(.iconOnly)
        }
    }
}

/// A collapsible section: a view modifier with state of its own.
private struct Collapsible: ViewModifier {
    let title: String
    @State private var isOpen = true

    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            Button((isOpen ? "▾ " : "▸ ") + title) { isOpen.toggle() }.buttonStyle(.plain)
            if isOpen { content.padding(.leading, 2) }
        }
    }
}

/// A card: a titled box, as tutorials write `.cardStyle()`.
private struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(.horizontal, 1).border(.cyan)
    }
}

/// Custom view modifiers: each section keeps its own open state.
private struct ModifiersPage: View {
    @State private var notes = true

    var body: some View {
        VStack(alignment: .leading) {
            Text("Two sections, each a modifier with its own @State").modifier(Card())
            Toggle("Notes", isOn: $notes).modifier(Collapsible(title: "First"))
            Text("Content of the second section").modifier(Collapsible(title: "Second"))
        }
    }
}
