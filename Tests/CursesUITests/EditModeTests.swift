import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// Edit mode, `onDelete` and `onMove` in a `List` (issue 12, point 7).
@MainActor
struct EditModeTests {
    @Test func editModeValues() {
        #expect(!EditMode.inactive.isEditing)
        #expect(EditMode.transient.isEditing)
        #expect(EditMode.active.isEditing)
        #expect(EnvironmentValues().editMode == nil)
    }

    @Test func removeAndMoveByOffsets() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: [1, 3])
        #expect(letters == ["a", "c", "e"])
        letters.move(fromOffsets: [0], toOffset: 3)
        #expect(letters == ["c", "e", "a"])
        letters.move(fromOffsets: [1, 2], toOffset: 0)
        #expect(letters == ["e", "a", "c"])
        letters.move(fromOffsets: [2], toOffset: 1)
        #expect(letters == ["e", "c", "a"])
    }

    struct Groceries: View {
        @State private var editMode = EditMode.inactive
        @State private var items = ["milk", "eggs", "bread"]
        @State private var selection: String?

        var body: some View {
            VStack(alignment: .leading) {
                EditButton()
                List(selection: $selection) {
                    ForEach(items, id: \.self) { item in
                        Text(item)
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                .frame(height: 3)
                Text("selected \(selection ?? "none")")
            }
            .environment(\.editMode, $editMode)
        }
    }

    @Test func anEditButtonSwitchesTheModeAndTheListMovesAndDeletesRows() {
        let host = TestHost(Groceries(), width: 20, height: 6)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Edit ]
            milk
            eggs
            bread
            selected none
            """
        }
        host.press(.tab) // into the list, which selects its first row
        host.press(.downArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Edit ]
            milk
            eggs
            bread
            selected eggs
            """
        }
        host.press(.downArrow, modifiers: .shift) // not editing: no move
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Edit ]
            milk
            eggs
            bread
            selected eggs
            """
        }

        host.press(.tab) // back to the edit button
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Done ]
            milk
            eggs
            bread
            selected eggs
            """
        }
        host.press(.tab)
        host.press(.downArrow, modifiers: .shift) // eggs after bread
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Done ]
            milk
            bread
            eggs
            selected eggs
            """
        }
        host.press(.upArrow, modifiers: .shift)
        host.press(.upArrow, modifiers: .shift) // eggs first
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Done ]
            eggs
            milk
            bread
            selected eggs
            """
        }
        host.press(.upArrow, modifiers: .shift) // already first
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Done ]
            eggs
            milk
            bread
            selected eggs
            """
        }

        host.press(.delete) // Backspace deletes the selected row; the selection moves to the next
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Done ]
            milk
            bread

            selected milk
            """
        }
        host.press(.deleteForward) // so does Delete
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Done ]
            bread


            selected bread
            """
        }
        host.press(.deleteForward)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ Done ]



            selected none
            """
        }
    }

    @Test func aListWithoutOnDeleteLeavesBackspaceToOtherHandlers() {
        struct Plain: View {
            @State private var log = "none"
            var body: some View {
                VStack {
                    List {
                        ForEach(["one", "two"], id: \.self) { Text($0) }
                    }
                    .frame(height: 2)
                    Text("key \(log)")
                }
                .onKeyPress(.delete) {
                    log = "delete"
                    return .handled
                }
            }
        }
        let host = TestHost(Plain(), width: 20, height: 3)
        host.press(.delete)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            one
            two
                 key delete
            """
        }
    }
}
