import Testing
@_spi(CursesUICore) @testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Where focus starts, and what the key-help bar offers there (issue 11, point 7).
@MainActor
struct InitialFocusTests {
    enum Field: Hashable { case name, password }

    struct Login: View {
        let useDefault: Bool
        @State private var name = ""
        @State private var password = ""
        @FocusState private var field: Field?
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $name).focused($field, equals: .name)
                TextField("Password", text: $password).focused($field, equals: .password)
                Text("name=\(name) password=\(password)")
            }
            .defaultFocus($field, useDefault ? .password : .name)
        }
    }

    @Test func defaultFocusPutsFocusOnTheBoundView() {
        let host = TestHost(Login(useDefault: true), width: 30, height: 3)
        host.type("pw")
        #expect(lines(host.text).last == "name= password=pw")
    }

    @Test func withoutADefaultFocusStartsAtTheFirstControl() {
        struct Plain: View {
            @State private var text = ""
            var body: some View {
                VStack(alignment: .leading) {
                    Text("title")
                    TextField("First", text: $text)
                    Button("Second") {}
                }
            }
        }
        let host = TestHost(Plain(), width: 20, height: 3)
        host.type("ab")
        #expect(lines(host.text) == ["title", "ab", "[ Second ]"])
    }

    @Test func theHelpBarNeverOffersAKeyTheFocusedFieldTypes() {
        struct Screen: View {
            @State private var text = ""
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                VStack(alignment: .leading) {
                    TextField("Note", text: $text).keyHelp("save", key: .return)
                    Button("OK") {}
                    KeyHelpBar()
                }
                .keyHelp("quit", key: "q")
                .keyHelp("move", key: .tab)
                .onKeyPress("q") { dismiss(); return .handled }
            }
        }
        let host = TestHost(Screen(), width: 40, height: 3)
        #expect(lines(host.text)[2] == "Return save · Tab move")
        host.press(.tab)
        #expect(lines(host.text)[2] == "Return press · q quit · Tab move")
        host.press("q")
        #expect(host.isDismissed)
    }

    struct Doomed: View {
        @State private var isAsking = false
        @State private var result = "kept"
        let asDialog: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Text(result)
                Button("Erase…") { isAsking = true }
            }
            .alert("Erase everything?", isPresented: asDialog ? .constant(false) : $isAsking) {
                Button("Erase", role: .destructive) { result = "erased" }
                Button("Cancel", role: .cancel) {}
            }
            .confirmationDialog("Erase everything?", isPresented: asDialog ? $isAsking : .constant(false)) {
                Button("Erase", role: .destructive) { result = "erased" }
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    @Test(arguments: [false, true])
    func aDestructiveButtonNeverHasTheFirstFocus(asDialog: Bool) {
        let host = TestHost(Doomed(asDialog: asDialog), width: 40, height: 9)
        host.press(.return)
        let focused = host.graph.focusedNode?.labelText
        #expect(focused == "Cancel")
        host.press(.return)
        #expect(lines(host.text).first == "kept", "Return right after opening cancels")
    }

    /// The rank is a `Node` property the button overrides: each kind of node answers for itself,
    /// and a node of another kind (a text field, a list) ranks as no preference.
    @Test func eachNodeKindRanksItselfForTheFirstFocus() {
        struct Controls: View {
            @State private var text = ""
            var body: some View {
                VStack {
                    Button("Plain") {}
                    Button("Cancel", role: .cancel) {}
                    Button("Delete", role: .destructive) {}
                    TextField("Name", text: $text)
                    List(0..<2, id: \.self) { Text("row \($0)") }
                }
            }
        }
        let host = TestHost(Controls(), width: 30, height: 10)
        let ranks = host.graph.focusRing.map { ($0.labelText, $0.initialFocusRank) }
        #expect(ranks.map(\.1) == [0, 1, -1, 0, 0], "\(ranks)")
        #expect(host.graph.initialFocus(in: host.graph.focusRing)?.labelText == "Cancel")
    }
}
