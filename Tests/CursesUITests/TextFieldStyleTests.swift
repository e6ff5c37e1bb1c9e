import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// A `TextFieldStyle` of one's own, written the way SwiftUI tutorials do with
/// `_body(configuration:)`: it decorates text and secure fields, the fields keep their keys.
@MainActor
struct TextFieldStyleTests {
    /// The tutorials' boxed field: padding and a border around the field.
    struct BoxedFieldStyle: TextFieldStyle {
        func _body(configuration: TextField<Self._Label>) -> some View {
            configuration
                .padding(.horizontal, 1)
                .border(Color.gray)
        }
    }

    /// A style with an environment value: the field's background follows `isEnabled`.
    struct ShadedFieldStyle: TextFieldStyle {
        @Environment(\.isEnabled) private var isEnabled
        func _body(configuration: TextField<Self._Label>) -> some View {
            HStack(spacing: 0) {
                Text(isEnabled ? "> " : "- ")
                configuration
            }
        }
    }

    struct SignIn: View {
        @State private var email = ""
        @State private var password = ""
        @State private var note = "hi"
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Email", text: $email)
                SecureField("Password", text: $password)
                TextField("Note", text: $note).textFieldStyle(.plain)
                TextField("Code", text: $note).textFieldStyle(.roundedBorder)
                Text("\(email)|\(password)|\(note)")
            }
            .textFieldStyle(BoxedFieldStyle())
            .frame(width: 20)
        }
    }

    @Test func aCustomStyleDecoratesTextAndSecureFieldsThatKeepTyping() {
        let host = TestHost(SignIn(), width: 22, height: 11)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ┌──────────────────┐
            │ Email            │
            └──────────────────┘
            ┌──────────────────┐
            │ Password         │
            └──────────────────┘
            hi
            ╭──────────────────╮
            │hi                │
            ╰──────────────────╯
            ||hi
            """
        }
        host.type("ada@x")
        host.press(.tab)
        host.type("pw")
        host.press(.tab)
        host.type("!")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ┌──────────────────┐
            │ ada@x            │
            └──────────────────┘
            ┌──────────────────┐
            │ ••               │
            └──────────────────┘
            hi!
            ╭──────────────────╮
            │hi!               │
            ╰──────────────────╯
            ada@x|pw|hi!
            """
        }
        #expect(host.cell(x: 0, y: 0).foreground == .gray, "the style's border is drawn")
    }

    @Test func aStyleReadsTheEnvironmentAndFollowsIt() {
        struct Screen: View {
            @State private var text = "abc"
            @State private var locked = false
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("Name", text: $text).disabled(locked)
                    Toggle("Lock", isOn: $locked)
                }
                .textFieldStyle(ShadedFieldStyle())
                .frame(width: 12)
            }
        }
        let host = TestHost(Screen(), width: 12, height: 2)
        host.type("d")
        #expect(lines(host.text) == ["> abcd", "[ ] Lock"])
        host.press(.tab)
        host.press(.space)
        #expect(lines(host.text) == ["- abcd", "[x] Lock"])
    }
}
