import CursesUISnapshotTesting
import Foundation
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// `labelsHidden()` hides the label of every control that shows one, custom toggle styles
/// included, and the controls keep their keys.
@MainActor
struct LabelsHiddenTests {
    /// A custom toggle style that shows the label after a mark.
    struct StarToggleStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 1) {
                Text(configuration.isOn ? "★" : "☆")
                configuration.label
            }
        }
    }

    struct Controls: View {
        var hidden: Bool
        @State private var starred = true
        @State private var count = 3
        @State private var volume = 0.5
        @State private var flavor = "Mint"
        @State private var name = ""
        @State private var when = DatePickerTests.date(2026, 1, 31, 15, 7)
        var body: some View {
            let controls = VStack(alignment: .leading) {
                Toggle("Starred", isOn: $starred).toggleStyle(StarToggleStyle())
                Stepper("Count: \(count)", value: $count)
                Slider(value: $volume) { Text("Volume") }
                Picker("Flavor", selection: $flavor) {
                    Text("Mint").tag("Mint")
                    Text("Lime").tag("Lime")
                }
                DatePicker("Due", selection: $when, displayedComponents: .date)
                TextField(text: $name, prompt: Text("your name")) { Text("Name") }
                LabeledContent("Version", value: "1.2")
                Text("\(starred) \(count) \(volume) \(flavor)")
            }
            .frame(width: 30)
            .environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.timeZone, DatePickerTests.utc)
            .environment(\.calendar, Calendar(identifier: .gregorian))
            if hidden { controls.labelsHidden() } else { controls }
        }
    }

    @Test func everyControlShowsItsLabelWithoutTheModifier() {
        assertInlineSnapshot(of: TestHost(Controls(hidden: false), width: 30, height: 8), as: .frame()) {
            """
            ★ Starred
            Count: 3 [−] [+]
            Volume ━━━━━━━━━━━●───────────
            Flavor: Mint ▾
            Due 01/31/2026
            your name
            Version  1.2
            true 3 0.5 Mint
            """
        }
    }

    @Test func labelsHiddenLeavesTheControlsOnly() {
        let host = TestHost(Controls(hidden: true), width: 30, height: 8)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ★
            [−] [+]
            ━━━━━━━━━━━━━━━●──────────────
            Mint ▾
            01/31/2026
            your name
            1.2
            true 3 0.5 Mint
            """
        }
        // The controls keep their keys: flip, step, slide, choose.
        host.press(.space)
        host.press(.tab)
        host.press(.rightArrow)
        host.press(.tab)
        host.press(.rightArrow)
        host.press(.tab)
        host.press(.rightArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ☆
            [−] [+]
            ━━━━━━━━━━━━━━━━●─────────────
            Lime ▾
            01/31/2026
            your name
            1.2
            false 4 0.55 Lime
            """
        }
    }

    @Test func labelsComeBackWhenTheModifierGoes() {
        struct Screen: View {
            @State private var hide = true
            @State private var count = 1
            var body: some View {
                VStack(alignment: .leading) {
                    Stepper("Count", value: $count)
                    Toggle("Hide labels", isOn: $hide).toggleStyle(.switch)
                }
                .environment(\.labelsHidden, hide)
                .frame(width: 20)
            }
        }
        let host = TestHost(Screen(), width: 20, height: 2)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [−] [+]
                            [━●]
            """
        }
        host.press(.tab)
        host.press(.space)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Count [−] [+]
            Hide labels     [○━]
            """
        }
    }
}
