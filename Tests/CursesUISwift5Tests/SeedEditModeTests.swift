import Testing
import CursesUI

// Seed article 002's edit-mode example, in the Swift 5 language mode: a `List` bound to an
// optional selection through `.tag(_:)`, a `ForEach` with `onDelete`, and the edit mode handed
// down with `.environment(\.editMode, $editMode)`. Own code, written from what the article teaches.

struct Ticket: Identifiable, Hashable {
    let id: Int
}

struct TicketQueue: View {
    @State var editMode = EditMode.active
    @State var tickets = (1...4).map { Ticket(id: $0) }
    @State var picked: Ticket?

    var body: some View {
        VStack(alignment: .leading) {
            List(selection: $picked) {
                ForEach(tickets) { ticket in
                    Text("ticket \(ticket.id)")
                        .tag(ticket)
                }
                .onDelete { offsets in tickets.remove(atOffsets: offsets) }
            }
            .frame(height: 4)
            Text("picked \(picked.map { "\($0.id)" } ?? "none")")
        }
        .environment(\.editMode, $editMode)
    }
}

struct TicketTriage: View {
    @State var editMode = EditMode.inactive
    @State var tickets = (1...3).map { Ticket(id: $0) }
    @State var chosen = Set<Int>()

    var body: some View {
        VStack(alignment: .leading) {
            EditButton()
            List(selection: $chosen) {
                ForEach(tickets) { ticket in
                    Text("ticket \(ticket.id)")
                }
            }
            .frame(height: 3)
            Text("chosen \(chosen.sorted().map(String.init).joined(separator: ","))")
        }
        .environment(\.editMode, $editMode)
    }
}

@MainActor @Suite
struct SeedEditModeTests {
    @Test func rowsTaggedWithTheirValueDriveAnOptionalSelectionAndDelete() {
        let host = TestHost(TicketQueue(), width: 20, height: 5)
        // The list, focused, selects its first row: its tag, a Ticket, is the selection.
        #expect(host.text == "ticket 1\nticket 2\nticket 3\nticket 4\npicked 1")
        host.press(.downArrow)
        #expect(host.text.hasSuffix("picked 2"))
        host.press(.delete) // the selection moves to the next row's tag
        #expect(host.text == "ticket 1\nticket 3\nticket 4\n\npicked 3")
        host.press(.upArrow)
        #expect(host.text.hasSuffix("picked 1"))
    }

    @Test func spaceTogglesRowsOfASetSelectionInEditModeOnly() {
        let host = TestHost(TicketTriage(), width: 20, height: 5)
        host.press(.tab) // into the list
        host.press(.space) // not editing: Space does not select
        #expect(host.text.hasSuffix("chosen"))
        host.press(.tab)
        host.press(.return) // Edit
        host.press(.tab)
        host.press(.space)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.space)
        #expect(host.text.hasSuffix("chosen 1,3"))
        #expect(host.cell(x: 0, y: 1).background == .blue, "a chosen row is marked")
        #expect(host.cell(x: 0, y: 2).background != .blue)
        host.press(.upArrow)
        host.press(.upArrow)
        host.press(.space)
        #expect(host.text.hasSuffix("chosen 3"))
    }
}
