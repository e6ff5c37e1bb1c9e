import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// Identity decides state lifetime: position, branch, `ForEach` id and `.id(_:)`.
@MainActor
struct IdentityTests {
    struct Tapper: View {
        let label: String
        @State private var taps = 0
        var body: some View {
            Button("\(label) \(taps)") { taps += 1 }
        }
    }

    @Test func stateSurvivesParentUpdates() {
        struct Parent: View {
            @State private var title = "t"
            var body: some View {
                VStack {
                    Text(title)
                    Tapper(label: "x")
                    Button("rename") { title += "!" }
                }
            }
        }
        let host = TestHost(Parent())
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
                t!
             [ x 1 ]
            [ rename ]
            """
        }
    }

    @Test func switchingBranchesResetsState() {
        struct Switcher: View {
            @State private var first = true
            var body: some View {
                VStack {
                    if first { Tapper(label: "a") } else { Tapper(label: "a") }
                    Button("flip") { first.toggle() }
                }
            }
        }
        let host = TestHost(Switcher())
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ a 1 ]
            [ flip ]
            """
        }
        host.press(.tab)
        host.press(.return)
        // the else branch is a different view
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ a 0 ]
            [ flip ]
            """
        }
    }

    @Test func forEachKeepsStateByIDWhenElementsMove() {
        struct Item: Identifiable { let id: Int }
        struct List: View {
            @State private var items = [Item(id: 1), Item(id: 2)]
            var body: some View {
                VStack {
                    ForEach(items) { item in Tapper(label: "#\(item.id)") }
                    Button("reverse") { items.reverse() }
                }
            }
        }
        let host = TestHost(List())
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             [ #1 1 ]
             [ #2 0 ]
            [ reverse ]
            """
        }
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(lines(host.text).prefix(2) == ["[ #2 0 ]", "[ #1 1 ]"])
    }

    @Test func explicitIDChangeResetsState() {
        struct Resettable: View {
            @State private var generation = 0
            var body: some View {
                VStack {
                    Tapper(label: "c").id(generation)
                    Button("reset") { generation += 1 }
                }
            }
        }
        let host = TestHost(Resettable())
        host.press(.return)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             [ c 2 ]
            [ reset ]
            """
        }
        host.press(.tab)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             [ c 0 ]
            [ reset ]
            """
        }
    }

    @Test func anyViewReplacesContentWhenTheTypeChanges() {
        struct Erased: View {
            @State private var asText = false
            var body: some View {
                VStack {
                    asText ? AnyView(Text("text")) : AnyView(Tapper(label: "t"))
                    Button("erase") { asText = true }
                }
            }
        }
        let host = TestHost(Erased())
        assertInlineSnapshot(of: host, as: .frame()) {
            """
             [ t 0 ]
            [ erase ]
            """
        }
        host.press(.tab)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
              text
            [ erase ]
            """
        }
    }

    @Test func optionalContentAndSwitch() {
        enum Mode { case one, two, three }
        struct Modes: View {
            @State private var mode = Mode.one
            let note: String?
            var body: some View {
                VStack {
                    switch mode {
                    case .one: Text("one")
                    case .two: Text("two")
                    case .three: EmptyView()
                    }
                    if let note { Text(note) }
                    Button("next") { mode = mode == .one ? .two : .three }
                }
            }
        }
        let host = TestHost(Modes(note: "n"))
        #expect(lines(host.text) == ["one", "n", "[ next ]"])
        host.press(.return)
        #expect(lines(host.text) == ["two", "n", "[ next ]"])
        host.press(.return)
        #expect(lines(host.text) == ["n", "[ next ]"])
    }

    @Test func forEachOverBindingsEditsElements() {
        struct Row: Identifiable { let id: Int; var isOn: Bool }
        struct Rows: View {
            @State private var rows = [Row(id: 1, isOn: false), Row(id: 2, isOn: true)]
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach($rows) { $row in
                        Toggle("row \(row.id)", isOn: $row.isOn)
                    }
                    Text("on: \(rows.filter(\.isOn).map(\.id))")
                }
            }
        }
        let host = TestHost(Rows())
        host.press(.space)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [x] row 1
            [x] row 2
            on: [1, 2]
            """
        }
    }
}
