import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// `List` and `LazyVStack`: lazy rows, selection, keys, scrolling.
@MainActor
struct ListTests {
    struct Item: Identifiable, Hashable {
        let id: Int
        var name: String { "Item \(id)" }
    }

    struct Picker: View {
        let items: [Item]
        @State private var selection: Int?
        var body: some View {
            VStack(alignment: .leading) {
                Text("selected: \(selection.map(String.init) ?? "none")")
                List(items, selection: $selection) { item in
                    Text(item.name)
                }
            }
        }
    }

    @Test func showsOnlyTheRowsThatFitAndBuildsNoMore() {
        let host = TestHost(Picker(items: (0..<100_000).map(Item.init)), width: 20, height: 6)
        #expect(lines(host.text).map { $0.replacingOccurrences(of: " ", with: "") } ==
                ["selected:0", "Item0┃", "Item1│", "Item2│", "Item3│", "Item4│"])
        var textNodes = 0
        host.graph.root.forEachNode { if $0 is TextNode { textNodes += 1 } }
        #expect(textNodes == 6, "one title and five visible rows out of 100,000")
    }

    @Test func downMovesTheSelectionAndScrollsAtTheBottom() {
        let host = TestHost(Picker(items: (0..<50).map(Item.init)), width: 20, height: 4)
        // the focused list selects its first row
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            selected: 0
            Item 0             ┃
            Item 1             │
            Item 2             │
            """
        }
        host.press(.downArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            selected: 1
            Item 0             ┃
            Item 1             │
            Item 2             │
            """
        }
        for _ in 0..<3 { host.press(.downArrow) }
        // scrolled so the selection stays visible
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            selected: 4
            Item 2             ┃
            Item 3             │
            Item 4             │
            """
        }
        #expect(host.cell(x: 0, y: 3).isReversed, "the selected row is highlighted on the last line")
    }

    @Test func pageAndHomeEndKeys() {
        let host = TestHost(Picker(items: (0..<50).map(Item.init)), width: 20, height: 6)
        host.press(.end)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            selected: 49
            Item 45            │
            Item 46            │
            Item 47            │
            Item 48            │
            Item 49            ┃
            """
        }
        host.press(.home)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            selected: 0
            Item 0             ┃
            Item 1             │
            Item 2             │
            Item 3             │
            Item 4             │
            """
        }
        host.press(.pageDown)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            selected: 5
            Item 1             ┃
            Item 2             │
            Item 3             │
            Item 4             │
            Item 5             │
            """
        }
        host.press(.pageUp)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            selected: 0
            Item 0             ┃
            Item 1             │
            Item 2             │
            Item 3             │
            Item 4             │
            """
        }
    }

    @Test func selectionSetFromOutsideScrollsIntoView() {
        struct Jumper: View {
            @State private var selection: Int? = nil
            var body: some View {
                VStack(alignment: .leading) {
                    Button("jump") { selection = 900 }
                    List((0..<1000).map(Item.init), selection: $selection) { Text($0.name) }
                }
            }
        }
        let host = TestHost(Jumper(), width: 20, height: 5)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            [ jump ]
            Item 897           │
            Item 898           │
            Item 899           ┃
            Item 900           │
            """
        }
    }

    @Test func returnActivatesTheRowsButton() {
        struct Rows: View {
            @State private var opened = "nothing"
            var body: some View {
                VStack(alignment: .leading) {
                    Text("opened \(opened)")
                    List {
                        ForEach(0..<3) { index in
                            Button("open \(index)") { opened = "\(index)" }
                        }
                    }
                }
            }
        }
        let host = TestHost(Rows(), width: 20, height: 6)
        host.press(.downArrow)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            opened 1
            [ open 0 ]
            [ open 1 ]
            [ open 2 ]
            """
        }
    }

    @Test func lazyVStackPagesWithPageDown() {
        let host = TestHost(LazyVStack { ForEach(0..<1000) { Text("row \($0)") } }, width: 12, height: 3)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            row 0      ┃
            row 1      │
            row 2      │
            """
        }
        host.press(.pageDown)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            row 3      ┃
            row 4      │
            row 5      │
            """
        }
    }

    @Test func rowsKeepStateWhileVisibleAndDataChangesUpdateThem() {
        struct Growing: View {
            @State private var items = (0..<3).map(Item.init)
            var body: some View {
                VStack(alignment: .leading) {
                    Button("add") { items.insert(Item(id: 99), at: 0) }
                    List(items) { Text($0.name) }
                }
            }
        }
        let host = TestHost(Growing(), width: 20, height: 6)
        host.press(.return)
        #expect(lines(host.text).dropFirst().first?.hasPrefix("Item 99") == true)
    }
}

@MainActor
struct ListSectionTests {
    @Test func sectionsInAListKeepTheirRowsLazyAndSelectable() {
        struct Sectioned: View {
            @State private var selection: Int?
            var body: some View {
                VStack(alignment: .leading) {
                    Text("selected \(selection.map(String.init) ?? "none")")
                    List(selection: $selection) {
                        Section("Small") { ForEach(0..<2, id: \.self) { Text("s\($0)") } }
                        Section("Large") { ForEach(100..<100_100, id: \.self) { Text("l\($0)") } }
                    }
                }
            }
        }
        let host = TestHost(Sectioned(), width: 20, height: 8)
        #expect(lines(host.text).prefix(4).map { $0.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "│", with: "").replacingOccurrences(of: "┃", with: "") } == ["selected0", "Small", "s0", "s1"])
        var textNodes = 0
        host.graph.root.forEachNode { if $0 is TextNode { textNodes += 1 } }
        #expect(textNodes <= 8, "only the visible rows of 100,000 are built")
        // focus selects the first selectable row
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            selected 0
            Small              ┃
            s0                 │
            s1                 │
            Large              │
            l100               │
            l101               │
            l102               │
            """
        }
        host.press(.downArrow)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            selected 1
            Small              ┃
            s0                 │
            s1                 │
            Large              │
            l100               │
            l101               │
            l102               │
            """
        }
    }
}
