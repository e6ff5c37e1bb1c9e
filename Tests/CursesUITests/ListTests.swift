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
        #expect(host.text.hasPrefix("selected: 0"), "the focused list selects its first row")
        host.press(.downArrow)
        #expect(host.text.hasPrefix("selected: 1"))
        for _ in 0..<3 { host.press(.downArrow) }
        #expect(host.text.hasPrefix("selected: 4"))
        #expect(host.text.contains("Item 4"))
        #expect(!host.text.contains("Item 1\n"), "scrolled so the selection stays visible")
        #expect(host.cell(x: 0, y: 3).isReversed, "the selected row is highlighted on the last line")
    }

    @Test func pageAndHomeEndKeys() {
        let host = TestHost(Picker(items: (0..<50).map(Item.init)), width: 20, height: 6)
        host.press(.end)
        #expect(host.text.hasPrefix("selected: 49"))
        #expect(host.text.contains("Item 49"))
        host.press(.home)
        #expect(host.text.hasPrefix("selected: 0"))
        host.press(.pageDown)
        #expect(host.text.hasPrefix("selected: 5"))
        host.press(.pageUp)
        #expect(host.text.hasPrefix("selected: 0"))
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
        #expect(host.text.contains("Item 900"))
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
        #expect(host.text.hasPrefix("opened 1"))
    }

    @Test func lazyVStackPagesWithPageDown() {
        let host = TestHost(LazyVStack { ForEach(0..<1000) { Text("row \($0)") } }, width: 12, height: 3)
        #expect(host.text.hasPrefix("row 0"))
        host.press(.pageDown)
        #expect(host.text.hasPrefix("row 3"))
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
        #expect(host.text.hasPrefix("selected 0"), "focus selects the first selectable row")
        host.press(.downArrow)
        #expect(host.text.hasPrefix("selected 1"))
    }
}
