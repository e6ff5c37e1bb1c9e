import Testing
import CursesUI

// A custom view modifier with state and a custom button style, as SwiftUI tutorials write them,
// compiled in the Swift 5 language mode.

enum StylesSeed {
    struct Shake: ViewModifier {
        @State private var taps = 0

        func body(content: Content) -> some View {
            HStack {
                content
                Button("tap") { taps += 1 }
                Text("\(taps)")
            }
        }
    }

    struct BlueButton: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(.horizontal, 1)
                .background(configuration.isPressed ? Color.cyan : Color.blue)
                .foregroundColor(.white)
        }
    }

    struct ContentView: View {
        @State private var count = 0

        var body: some View {
            VStack(alignment: .leading) {
                Text("Count: \(count)").modifier(Shake())
                Button("Add") { count += 1 }
                    .buttonStyle(BlueButton())
            }
        }
    }
}

@MainActor @Test func customModifierAndButtonStyleWorkInSwift5Mode() {
    let host = TestHost(StylesSeed.ContentView(), width: 20, height: 2)
    #expect(host.text == "Count: 0 [ tap ] 0\n Add")
    host.press(.return)
    #expect(host.text == "Count: 0 [ tap ] 1\n Add")
    host.press(.tab)
    host.press(.return)
    #expect(host.text == "Count: 1 [ tap ] 1\n Add")
}

// A custom text field style and a custom alignment, compiled in the Swift 5 language mode.
enum FieldAndAlignmentSeed {
    struct Underlined: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
            HStack(spacing: 0) {
                Text("[")
                configuration
                Text("]")
            }
        }
    }

    enum ValueStart: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
    }

    struct ContentView: View {
        @State private var name = ""

        var body: some View {
            VStack(alignment: HorizontalAlignment(ValueStart.self)) {
                HStack {
                    Text("Name:")
                    TextField("name", text: $name)
                        .textFieldStyle(Underlined())
                        .frame(width: 8)
                        .alignmentGuide(HorizontalAlignment(ValueStart.self)) { d in d[.leading] }
                }
                HStack {
                    Text("Hi:")
                    Text(name).alignmentGuide(HorizontalAlignment(ValueStart.self)) { d in d[.leading] }
                }
            }
        }
    }
}

@MainActor @Test func customFieldStyleAndAlignmentWorkInSwift5Mode() {
    let host = TestHost(FieldAndAlignmentSeed.ContentView(), width: 20, height: 2)
    host.type("Ada")
    #expect(host.text == "Name: [Ada   ]\n  Hi: Ada")
}
