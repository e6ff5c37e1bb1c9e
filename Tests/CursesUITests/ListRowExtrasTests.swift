import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// What a list row carries besides its content: badges, context menus, the keys the focused
/// list shows in the help bar, and the controls Return activates.
@MainActor
struct ListRowExtrasTests {
    struct Mailboxes: View {
        @State private var unread = 3
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                List {
                    Button("Inbox") { unread = 0 }.badge(unread)
                    Text("Drafts").badge("new")
                    Text("Sent")
                    Text("A mailbox with a long name").badge(12)
                }
                KeyHelpBar()
            }
        }
    }

    @Test func badgesSitAtTheTrailingEdgeOfTheirRows() {
        let host = TestHost(Mailboxes(), width: 24, height: 6)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Inbox ]              3
            Drafts               new
            Sent
            A mailbox with a long 12
            name
            ↑↓ move · Return press
            """
        }
        #expect(host.cell(x: 22, y: 1).foreground == .gray)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Inbox ]
            Drafts               new
            Sent
            A mailbox with a long 12
            name
            ↑↓ move · Return press
            """
        }
    }

    @Test func tabThenReturnActivatesAButtonInARow() {
        struct Rows: View {
            @State private var log = "none"
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text("before")
                    List {
                        Button("First") { log = "first" }
                        Button("Second") { log = "second" }
                    }
                    Text(log)
                }
            }
        }
        let host = TestHost(Rows(), width: 20, height: 5)
        host.press(.tab)
        host.press(.return)
        #expect(lines(host.text).last == "first")
        host.press(.downArrow)
        host.press(.return)
        #expect(lines(host.text).last == "second")
    }

    @Test func aRowsContextMenuOpensWithMWhileTheListHasFocus() {
        struct Tasks: View {
            @State private var tasks = ["Write", "Test", "Ship"]
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    List(tasks, id: \.self) { task in
                        Text(task).contextMenu {
                            Button("Delete \(task)") { tasks.removeAll { $0 == task } }
                        }
                    }
                    KeyHelpBar()
                }
            }
        }
        let host = TestHost(Tasks(), width: 24, height: 5)
        host.press(.tab)
        host.press(.downArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Write
            Test
            Ship

            ↑↓ move · m menu
            """
        }
        host.press("m")
        #expect(host.text.contains("Delete Test"))
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Write
            Ship


            ↑↓ move · m menu
            """
        }
    }

    @Test func aFocusedTableShowsTheListKeysAndItsOwn() {
        struct Person: Identifiable {
            let id: Int
            let name: String
        }
        struct People: View {
            @State private var selection: Int?
            @State private var order = [KeyPathComparator(\Person.name)]
            let people = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Alan")]
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Table(people, selection: $selection, sortOrder: $order) {
                        TableColumn("Name", value: \.name)
                    }
                    KeyHelpBar()
                }
            }
        }
        let host = TestHost(People(), width: 36, height: 5)
        host.press(.tab)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Name ▲
            ────────────────────────────────────
            Ada
            Alan
            ↑↓ move · s sort · ←→ column
            """
        }
    }

    @Test func anEditableListNamesItsEditingKeys() {
        struct Editable: View {
            @State private var items = ["a", "b"]
            @State private var chosen: Set<String> = []
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    List(selection: $chosen) {
                        ForEach(items, id: \.self) { Text($0) }
                            .onDelete { items.remove(atOffsets: $0) }
                            .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                    }
                    .environment(\.editMode, .constant(.active))
                    KeyHelpBar()
                }
            }
        }
        let host = TestHost(Editable(), width: 60, height: 4)
        host.press(.tab)
        #expect(lines(host.text).last == "↑↓ move · Space select · Del delete · Shift-↑↓ reorder")
    }
}
