import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// `ButtonStyle`, `PrimitiveButtonStyle` and the built-in styles: their looks, and a styled
/// button keeps taking focus, keys and clicks.
@MainActor
struct ButtonStyleTests {
    /// The tutorial's custom style: the label padded on a blue background.
    struct BlueButton: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(.horizontal, 1)
                .background(configuration.isPressed ? .cyan : .blue)
                .foregroundStyle(.white)
        }
    }

    struct Screen: View {
        @State private var count = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("Count: \(count)")
                Button("Add") { count += 1 }.buttonStyle(BlueButton())
                Button("Reset") { count = 0 }
            }
        }
    }

    @Test func aCustomButtonStyleDrawsItsBodyAndTheButtonStillWorks() {
        let host = TestHost(Screen(), width: 12, height: 3)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Count: 0
             Add
            [ Reset ]
            """
        }
        #expect(host.cell(x: 1, y: 1).background == .blue)
        host.press(.return)
        #expect(lines(host.text)[0] == "Count: 1")
        host.press(.tab)
        host.press(.return)
        #expect(lines(host.text)[0] == "Count: 0")
        host.click(x: 2, y: 1)
        #expect(lines(host.text)[0] == "Count: 1")
    }

    @Test func isPressedIsTrueForAMomentAfterActivation() async {
        let host = TestHost(Screen(), width: 12, height: 3)
        #expect(host.cell(x: 1, y: 1).background == .blue)
        host.press(.return)
        #expect(host.cell(x: 1, y: 1).background == .cyan)
        var released = false
        for _ in 0..<100 where !released {
            try? await Task.sleep(for: .milliseconds(20))
            released = host.cell(x: 1, y: 1).background == .blue
        }
        #expect(released)
    }

    @Test func builtInStylesLookAsDocumented() {
        let view = VStack(alignment: .leading) {
            Button("Automatic") {}.buttonStyle(.automatic)
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Borderless") {}.buttonStyle(.borderless)
            Button("Plain") {}.buttonStyle(.plain)
            Button("Prominent") {}.buttonStyle(.borderedProminent)
        }
        let host = TestHost(view, width: 16, height: 5)
        host.press(.tab)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Automatic ]
            [ Bordered ]
            Borderless
            Plain
             Prominent
            """
        }
        #expect(host.cell(x: 0, y: 2).foreground == .blue)
        #expect(host.cell(x: 0, y: 3).foreground == nil)
        #expect(host.cell(x: 0, y: 4).background == .blue && host.cell(x: 1, y: 4).isBold)
        #expect(host.cell(x: 2, y: 1).isReversed, "focus still shows")
    }

    @Test func aStyleSetOnAContainerAppliesToEveryButtonInside() {
        let view = VStack(alignment: .leading) {
            Button("One") {}
            HStack { Button("Two") {} }
        }
        .buttonStyle(.plain)
        #expect(lines(TestHost(view, width: 10, height: 2).text) == ["One", "Two"])
    }

    /// A primitive style that decides when to act: here, only its own button.
    struct Confirming: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 1) {
                Text("⚠")
                Button(configuration)
            }
        }
    }

    @Test func aPrimitiveStyleTriggersTheActionAndItsInnerButtonTakesNoFocusOfItsOwn() {
        struct Host: View {
            @State private var count = 0
            var body: some View {
                VStack(alignment: .leading) {
                    Button("Delete") { count += 1 }.buttonStyle(Confirming())
                    Text("\(count)")
                }
            }
        }
        let host = TestHost(Host(), width: 14, height: 2)
        #expect(lines(host.text) == ["⚠ [ Delete ]", "0"])
        #expect(host.cell(x: 0, y: 0).isReversed, "the styled button has focus")
        host.press(.return)
        #expect(lines(host.text)[1] == "1")
        host.press(.tab)
        host.press(.return)
        #expect(lines(host.text)[1] == "2", "one focus stop: Tab comes back to it")
        host.click(x: 6, y: 0)
        #expect(lines(host.text)[1] == "3")
    }

    /// A style with state of its own and an environment value it reads.
    struct Counting: ButtonStyle {
        let counter: BodyCounter
        @Environment(\.isEnabled) private var isEnabled
        func makeBody(configuration: Configuration) -> some View {
            counter.hit("style")
            return HStack(spacing: 0) {
                Text(isEnabled ? "<" : "(")
                configuration.label
                Text(isEnabled ? ">" : ")")
            }
        }
    }

    @Test func aStyleBodyRunsAgainOnlyWhenWhatItReadChanged() {
        let counter = BodyCounter()
        struct Host: View {
            let counter: BodyCounter
            @State private var title = "a"
            @State private var enabled = true
            var body: some View {
                VStack(alignment: .leading) {
                    Button(title) {}.buttonStyle(Counting(counter: counter)).disabled(!enabled)
                    Button("Rename") { title = "b" }
                    Button("Disable") { enabled = false }
                }
            }
        }
        let host = TestHost(Host(counter: counter), width: 12, height: 3)
        #expect(lines(host.text)[0] == "<a>")
        #expect(counter["style"] == 1)
        host.press(.tab)
        host.press(.return)
        #expect(lines(host.text)[0] == "<b>")
        #expect(counter["style"] == 1, "the label changed in place")
        host.press(.tab)
        host.press(.return)
        #expect(lines(host.text)[0] == "(b)")
        #expect(counter["style"] == 2)
    }

    @Test func aDestructiveRoleReachesTheStyle() {
        struct RoleShowing: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 1) {
                    configuration.label
                    Text(configuration.role == .destructive ? "!" : "")
                }
            }
        }
        let host = TestHost(Button("Erase", role: .destructive) {}.buttonStyle(RoleShowing()), width: 10, height: 1)
        #expect(host.text == "Erase !")
        #expect(host.cell(x: 0, y: 0).foreground == .red)
    }
}
