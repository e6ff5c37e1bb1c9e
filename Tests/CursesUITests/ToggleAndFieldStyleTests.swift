import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// `ToggleStyle`, `TextFieldStyle`, `LabelStyle`, the segmented picker and `labelsHidden()`:
/// their looks, and every styled control keeps its keys and clicks.
@MainActor
struct ToggleAndFieldStyleTests {
    struct Settings: View {
        @State private var wifi = true
        @State private var bluetooth = false
        @State private var airplane = false
        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
                Toggle("Bluetooth", isOn: $bluetooth).toggleStyle(.switch)
                Toggle("Airplane", isOn: $airplane).toggleStyle(.button)
                Toggle("Checkbox", isOn: $airplane).toggleStyle(.checkbox)
            }
        }
    }

    @Test func builtInToggleStylesLookAsDocumentedAndFlipOnSpaceAndClick() {
        let host = TestHost(Settings(), width: 20, height: 4)
        host.press(.tab)
        host.press(.tab)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Wi-Fi           [━●]
            Bluetooth       [○━]
            [ Airplane ]
            [ ] Checkbox
            """
        }
        #expect(host.cell(x: 18, y: 0).foreground == .green)
        #expect(host.cell(x: 17, y: 1).foreground == .gray)
        host.press(.space)
        #expect(lines(host.text)[2] == "[ Airplane ]")
        #expect(host.cell(x: 2, y: 2).background == .blue, "a button toggle is filled while on")
        #expect(lines(host.text)[3] == "[x] Checkbox")
        host.click(x: 3, y: 1)
        #expect(lines(host.text)[1] == "Bluetooth       [━●]")
    }

    /// The tutorial's custom style: a check mark drawn by the style, the label after it.
    struct CheckmarkToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 1) {
                Text(configuration.isOn ? "✔" : "✗")
                    .foregroundColor(configuration.isOn ? .green : .red)
                configuration.label
            }
        }
    }

    @Test func aCustomToggleStyleShowsTheValueAndTheToggleKeepsItsKeys() {
        struct Screen: View {
            @State private var isOn = false
            var body: some View {
                VStack(alignment: .leading) {
                    Toggle("Notifications", isOn: $isOn)
                    Text(isOn ? "on" : "off")
                }
                .toggleStyle(CheckmarkToggleStyle())
            }
        }
        let host = TestHost(Screen(), width: 20, height: 2)
        #expect(lines(host.text) == ["✗ Notifications", "off"])
        host.press(.space)
        #expect(lines(host.text) == ["✔ Notifications", "on"])
        #expect(host.cell(x: 0, y: 0).foreground == .green)
        host.click(x: 5, y: 0)
        #expect(lines(host.text) == ["✗ Notifications", "off"])
    }

    @Test func aCustomToggleStyleCanFlipTheBindingItself() {
        struct Flipping: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 1) {
                    configuration.label
                    Button(configuration.isOn ? "ON" : "OFF") { configuration.isOn.toggle() }
                    Button("Set") { configuration.$isOn.wrappedValue = true }
                }
            }
        }
        struct Screen: View {
            @State private var isOn = false
            var body: some View {
                Toggle("Sound", isOn: $isOn).toggleStyle(Flipping())
            }
        }
        let host = TestHost(Screen(), width: 24, height: 1)
        #expect(host.text == "Sound [ OFF ] [ Set ]")
        host.press(.return)
        #expect(host.text == "Sound [ ON ] [ Set ]", "the toggle, not the inner button, takes the key")
        host.press(.tab)
        #expect(host.cell(x: 0, y: 0).isReversed, "one focus stop")
    }

    @Test func textFieldStylesDrawAsDocumentedAndKeepTyping() {
        struct Form: View {
            @State private var name = ""
            @State private var city = "Oslo"
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                    TextField("City", text: $city).textFieldStyle(.plain)
                }
                .frame(width: 14)
            }
        }
        let host = TestHost(Form(), width: 16, height: 4)
        host.type("Ada")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ╭────────────╮
            │Ada         │
            ╰────────────╯
            Oslo
            """
        }
        #expect(host.cell(x: 4, y: 1).isReversed, "the cursor is inside the border")
    }

    @Test func labelStylesArrangeTitleAndIcon() {
        struct Tagged: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 0) {
                    configuration.title
                    Text(" <")
                    configuration.icon
                    Text(">")
                }
            }
        }
        let view = VStack(alignment: .leading) {
            Label("Star", systemImage: "star")
            Label("Star", systemImage: "star").labelStyle(.titleOnly)
            Label("Star", systemImage: "star").labelStyle(.iconOnly)
            Label("Star", systemImage: "star").labelStyle(.titleAndIcon)
            Label("Star", systemImage: "star").labelStyle(Tagged())
        }
        assertInlineSnapshot(of: TestHost(view, width: 10, height: 5), as: .frame()) {
            """
            ☆ Star
            Star
            ☆
            ☆ Star
            Star <☆>
            """
        }
    }

    @Test func aSegmentedPickerShowsOptionsSideBySideAndChoosesWithArrowsAndClicks() {
        struct Screen: View {
            @State private var filter = "All"
            var body: some View {
                VStack(alignment: .leading) {
                    Picker("Show", selection: $filter) {
                        ForEach(["All", "Active", "Done"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(.segmented)
                    Text("Showing \(filter)")
                    KeyHelpBar()
                }
            }
        }
        let host = TestHost(Screen(), width: 30, height: 3)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Show: [ All │ Active │ Done ]
            Showing All
            ←→ choose
            """
        }
        #expect(host.cell(x: 8, y: 0).background == .blue)
        #expect(host.cell(x: 6, y: 0).isUnderlined, "focus underlines the control")
        host.press(.rightArrow)
        #expect(lines(host.text)[1] == "Showing Active")
        host.click(x: 24, y: 0)
        #expect(lines(host.text)[1] == "Showing Done")
    }

    @Test func labelsHiddenHidesTheLabelsOfControls() {
        struct Screen: View {
            @State private var isOn = true
            @State private var pick = 1
            var body: some View {
                VStack(alignment: .leading) {
                    Toggle("Wi-Fi", isOn: $isOn)
                    Picker("Number", selection: $pick) {
                        Text("One").tag(1)
                        Text("Two").tag(2)
                    }
                }
                .labelsHidden()
            }
        }
        let host = TestHost(Screen(), width: 12, height: 2)
        #expect(lines(host.text) == ["[x]", "One ▾"])
        host.press(.space)
        #expect(lines(host.text) == ["[ ]", "One ▾"])
    }
}
