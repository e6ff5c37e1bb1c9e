import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// A click on a control inside a `List` row selects the row and activates the control, as a
/// click on the control would outside a list (issue 11).
@MainActor
struct ListRowControlTests {
    struct Item: Identifiable {
        let id: Int
        var title: String
        var isDone = false
    }

    struct Screen: View {
        @State private var items = [Item(id: 1, title: "Milk"), Item(id: 2, title: "Bread")]
        @State private var selection: Int?
        @State private var opened = "none"

        var body: some View {
            VStack(alignment: .leading) {
                List(selection: $selection) {
                    ForEach($items) { $item in
                        HStack {
                            Toggle(item.title, isOn: $item.isDone)
                            Button("Open") { opened = item.title }
                        }
                    }
                }
                .frame(height: 2)
                Text("selected \(selection.map(String.init) ?? "none"), opened \(opened)")
            }
        }
    }

    @Test func clickingAControlInARowActivatesItAndSelectsTheRow() {
        let host = TestHost(Screen(), width: 34, height: 3)
        host.click(x: 1, y: 1)
        host.click(x: 14, y: 0)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ ] Milk [ Open ]
            [x] Bread [ Open ]
            selected 1, opened Milk
            """
        }
    }
}
