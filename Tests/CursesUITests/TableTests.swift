import CursesUISnapshotTesting
import Foundation
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// `Table` with `TableColumn`s: columns, sorting through `sortOrder`, single and multiple
/// selection, and lazy rows.
@MainActor
struct TableTests {
    struct Person: Identifiable {
        let id: Int
        let name: String
        let age: Int
    }

    static let people = [
        Person(id: 1, name: "Chloe", age: 31),
        Person(id: 2, name: "Ada", age: 36),
        Person(id: 3, name: "Brian", age: 25),
    ]

    struct People: View {
        @State private var people = TableTests.people
        @State private var sortOrder = [KeyPathComparator(\Person.name)]
        @State private var selection: Person.ID?
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Table(people, selection: $selection, sortOrder: $sortOrder) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Age", value: \.age) { person in Text("\(person.age)") }
                    TableColumn("Note") { person in Text(person.age > 30 ? "senior" : "junior") }
                }
                .onChange(of: sortOrder) { _, newOrder in people.sort(using: newOrder) }
                Text("selected \(selection.map(String.init) ?? "none")")
                KeyHelpBar()
            }
        }
    }

    @Test func tableShowsHeaderColumnsAndRows() {
        assertInlineSnapshot(of: TestHost(People(), width: 36, height: 8), as: .frame()) {
            """
            Name ▲      Age         Note
            ────────────────────────────────────
            Chloe       31          senior
            Ada         36          senior
            Brian       25          junior

            selected 1
            ↑↓ move · s sort · ←→ column
            """
        }
    }

    @Test func sortKeysAndHeaderClicksWriteTheSortOrder() {
        let host = TestHost(People(), width: 36, height: 8)
        host.press("s")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Name ▼      Age         Note
            ────────────────────────────────────
            Chloe       31          senior
            Brian       25          junior
            Ada         36          senior

            selected 1
            ↑↓ move · s sort · ←→ column
            """
        }
        host.press(.rightArrow)
        host.press("s")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Name        Age ▲       Note
            ────────────────────────────────────
            Brian       25          junior
            Chloe       31          senior
            Ada         36          senior

            selected 1
            ↑↓ move · s sort · ←→ column
            """
        }
        host.click(x: 1, y: 0)
        #expect(host.text.split(separator: "\n")[2].hasPrefix("Ada"))
    }

    @Test func selectionFollowsTheHighlightedRow() {
        let host = TestHost(People(), width: 36, height: 8)
        // A table that gains focus selects its first row, as a list does.
        #expect(host.text.contains("selected 1"))
        host.press(.downArrow)
        #expect(host.text.contains("selected 2"))
        host.click(x: 3, y: 4)
        #expect(host.text.contains("selected 3"))
        host.press(.upArrow)
        #expect(host.text.contains("selected 2"))
    }

    @Test func setSelectionTogglesRowsWithSpace() {
        struct Multi: View {
            @State private var chosen: Set<Int> = []
            var body: some View {
                VStack(spacing: 0) {
                    Table(TableTests.people, selection: $chosen) {
                        TableColumn("Name", value: \.name)
                    }
                    Text("chosen \(chosen.sorted())")
                }
            }
        }
        let host = TestHost(Multi(), width: 20, height: 6)
        host.press(.space)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.space)
        #expect(host.text.contains("chosen [1, 3]"))
    }

    @Test func aHundredThousandRowsBuildOnlyTheVisibleOnes() {
        let many = (0..<100_000).map { Person(id: $0, name: "Person \($0)", age: $0 % 90) }
        var built = 0
        let host = TestHost(Table(many) {
            TableColumn("Name", value: \.name)
            TableColumn("Age") { (person: Person) in
                let _ = (built += 1)
                Text("\(person.age)")
            }
        }, width: 30, height: 10)
        #expect(built <= 10)
        host.press(.end)
        #expect(host.text.contains("Person 99999"))
        #expect(built <= 30)
    }
}
