import CursesUI

/// Mailboxes with unread counts and a context menu on each row (`m` on the highlighted row).
struct ListRowsPage: View {
    struct Mailbox: Identifiable {
        let id: String
        var unread: Int
    }

    @State private var boxes = [Mailbox(id: "Inbox", unread: 4), Mailbox(id: "Work", unread: 12),
                                Mailbox(id: "Family", unread: 0), Mailbox(id: "Newsletters", unread: 87)]
    @State private var selection: String?

    var body: some View {
        List(boxes, selection: $selection) { box in
            Text(box.id)
                .badge(box.unread)
                .contextMenu {
                    Button("Mark all read") { setUnread(of: box.id, to: 0) }
                    Button("Mark one unread") { setUnread(of: box.id, to: box.unread + 1) }
                }
        }
    }

    private func setUnread(of id: String, to count: Int) {
        guard let index = boxes.firstIndex(where: { $0.id == id }) else { return }
        boxes[index].unread = count
    }
}
