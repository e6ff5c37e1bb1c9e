import Testing
@testable import CursesUI

/// The screen as lines, each prefixed by how its first cell is highlighted: `>` reversed (the
/// focused control or the focused list's selected row), `-` a gray band (an unfocused list's
/// selected row), a space otherwise. Trailing blanks are dropped.
@MainActor
func markedScreen<V: View>(_ host: TestHost<V>) -> [String] {
    let text = host.text.split(separator: "\n", omittingEmptySubsequences: false)
    return text.enumerated().map { row, line in
        let cell = host.cell(x: 0, y: row)
        let mark = cell.isReversed ? ">" : cell.background == .gray ? "-" : " "
        return mark + String(line).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
}

/// Selection and focus follow identity, not position, while the data changes under a focused,
/// selected, scrolled list (issue 11, points 1–5).
@MainActor
struct ListIdentityTests {
    /// A list whose data the keys change: `i` inserts at the top, `x` removes the selected
    /// row, `r` reverses, `f` hides the selected row (as a filter would), `t` keeps the first 40.
    struct Editable: View {
        @State var names: [String]
        @State private var hidden: Set<String> = []
        @State private var selection: String?

        var body: some View {
            VStack(alignment: .leading) {
                Text("selected: \(selection ?? "none")")
                List(names.filter { !hidden.contains($0) }, id: \.self, selection: $selection) { Text($0) }
                    .onKeyPress("i") { names.insert("new", at: 0); return .handled }
                    .onKeyPress("x") { names.removeAll { $0 == selection }; return .handled }
                    .onKeyPress("r") { names.reverse(); return .handled }
                    .onKeyPress("f") { if let selection { hidden.insert(selection) }; return .handled }
                    .onKeyPress("t") { names = Array(names.prefix(40)); return .handled }
            }
        }
    }

    private func host(_ names: [String], height: Int = 6) -> TestHost<Editable> {
        TestHost(Editable(names: names), width: 16, height: height)
    }

    @Test func insertingAboveKeepsTheHighlightOnTheSameItem() {
        let host = host(["a", "b", "c"])
        host.press(.downArrow)
        host.press("i")
        #expect(markedScreen(host) == [" selected: b", " new", " a", ">b", " c"])
    }

    @Test func removingTheSelectedRowSelectsTheNextAndTellsTheBinding() {
        let host = host(["a", "b", "c"])
        host.press(.downArrow)
        host.press("x")
        #expect(markedScreen(host) == [" selected: c", " a", ">c"])
        host.press("x")
        #expect(markedScreen(host) == [" selected: a", ">a"], "no next row: the previous one")
        host.press("x")
        #expect(markedScreen(host) == [" selected: none"], "no row left: nil")
    }

    @Test func reorderingKeepsTheHighlightOnTheSameItem() {
        let host = host(["a", "b", "c", "d"])
        host.press(.downArrow)
        host.press("r")
        #expect(markedScreen(host) == [" selected: b", " d", " c", ">b", " a"])
        host.press(.downArrow)
        #expect(markedScreen(host) == [" selected: a", " d", " c", " b", ">a"], "keys act from the item shown")
    }

    @Test func hidingTheSelectedRowMovesToTheNextVisibleOne() {
        let host = host(["a", "b", "c"])
        host.press("f")
        #expect(markedScreen(host) == [" selected: b", ">b", " c"])
        host.press("x")
        #expect(markedScreen(host) == [" selected: c", ">c"], "x removes what is highlighted, never a hidden row")
    }

    @Test func aScrolledListThatShrinksShowsFullRowsToItsEnd() {
        let host = host((0..<50).map { "row \($0)" })
        host.press(.end)
        #expect(markedScreen(host) == [" selected: row 49", " row 45         │", " row 46         │", " row 47         │", " row 48         │", ">row 49         ┃"])
        host.press("t")
        #expect(markedScreen(host) == [" selected: row 39", " row 35         │", " row 36         │", " row 37         │", " row 38         │", ">row 39         ┃"])
        host.press(.home)
        #expect(markedScreen(host) == [" selected: row 0", ">row 0          ┃", " row 1          │", " row 2          │", " row 3          │", " row 4          │"])
    }

    @Test func aListThatStartsEmptyShowsRowsAppendedLater() {
        struct Growing: View {
            struct Item: Identifiable { let id: Int; var name: String }
            @State private var items: [Item] = []
            var body: some View {
                VStack(alignment: .leading) {
                    Button("add") { items.append(Item(id: items.count, name: "item \(items.count)")) }
                    List { ForEach($items) { $item in Text(item.name) } }
                }
            }
        }
        let host = TestHost(Growing(), width: 16, height: 5)
        host.press(.return)
        host.press(.return)
        #expect(markedScreen(host) == [">[ add ]", "-item 0", " item 1"])
    }

    struct Framed: View {
        @State private var selection: Int?
        var body: some View {
            VStack(alignment: .leading) {
                Button("above") {}
                List(0..<3, id: \.self, selection: $selection) { Text("row \($0)") }
                Button("below") {}
                Text("selected: \(selection.map(String.init) ?? "none")")
            }
        }
    }

    @Test func arrowsStayInsideTheListAndTabLeavesIt() {
        let host = TestHost(Framed(), width: 16, height: 6)
        host.press(.tab)
        #expect(markedScreen(host) == [" [ above ]", ">row 0", " row 1", " row 2", " [ below ]", " selected: 0"],
                "a list that gains focus selects its first row")
        host.press(.upArrow)
        #expect(markedScreen(host) == [" [ above ]", ">row 0", " row 1", " row 2", " [ below ]", " selected: 0"])
        host.press(.end)
        host.press(.downArrow)
        #expect(markedScreen(host) == [" [ above ]", " row 0", " row 1", ">row 2", " [ below ]", " selected: 2"])
        host.press(.tab)
        #expect(markedScreen(host) == [" [ above ]", " row 0", " row 1", "-row 2", ">[ below ]", " selected: 2"])
        host.press(.tab, modifiers: .shift)
        host.press(.tab, modifiers: .shift)
        #expect(markedScreen(host) == [">[ above ]", " row 0", " row 1", "-row 2", " [ below ]", " selected: 2"])
    }

    @Test func rowControlsAreReachedThroughTheListNotByTab() {
        struct Toggles: View {
            @State private var on = [false, false]
            var body: some View {
                VStack(alignment: .leading) {
                    List(0..<2, id: \.self) { index in Toggle("t\(index)", isOn: $on[index]) }
                    Button("after") {}
                }
            }
        }
        let host = TestHost(Toggles(), width: 16, height: 4)
        host.press(.downArrow)
        host.press(.space)
        #expect(markedScreen(host) == [" [ ] t0", ">[x] t1", " ", " [ after ]"])
        host.press(.tab)
        #expect(markedScreen(host) == [" [ ] t0", "-[x] t1", " ", ">[ after ]"])
    }

    @Test func focusGoesToTheControlThatReplacesTheFocusedOne() {
        struct StartStop: View {
            @State private var running = false
            var body: some View {
                VStack(alignment: .leading) {
                    Button("Reset") {}
                    if running {
                        Button("Stop") { running = false }
                    } else {
                        Button("Start") { running = true }
                    }
                    Button("Quit") {}
                }
            }
        }
        let host = TestHost(StartStop(), width: 16, height: 3)
        host.press(.tab)
        host.press(.return)
        #expect(markedScreen(host) == [" [ Reset ]", ">[ Stop ]", " [ Quit ]"])
        host.press(.return)
        #expect(markedScreen(host) == [" [ Reset ]", ">[ Start ]", " [ Quit ]"])
    }

    @Test func focusReturnsToTheControlThatOpenedASheet() {
        struct Opener: View {
            @State private var isOpen = false
            var body: some View {
                VStack(alignment: .leading) {
                    Button("First") {}
                    Button("Open") { isOpen = true }
                }
                .sheet(isPresented: $isOpen) { Button("Close") { isOpen = false } }
            }
        }
        let host = TestHost(Opener(), width: 20, height: 5)
        host.press(.tab)
        host.press(.return)
        #expect(host.text.contains("Close"))
        host.press(.return)
        #expect(markedScreen(host) == [" [ First ]", ">[ Open ]"])
    }

    @Test func aTextFieldInAListRowTakesTypingAsSoonAsTheRowIsHighlighted() {
        struct Names: View {
            struct Person: Identifiable { let id: Int; var name: String }
            @State private var people = [Person(id: 0, name: "Ann"), Person(id: 1, name: "Bob")]
            var body: some View {
                VStack(alignment: .leading) {
                    List { ForEach($people) { $person in TextField("Name", text: $person.name) } }
                        .keyHelp("quit", key: "q")
                    Text(people.map(\.name).joined(separator: ","))
                    KeyHelpBar()
                }
            }
        }
        let host = TestHost(Names(), width: 20, height: 5)
        host.type("ie")
        host.press(.downArrow)
        host.type("by")
        host.press(.delete)
        #expect(lines(host.text) == ["Annie", "Bobb", "", "Annie,Bobb", "↑↓ move"],
                "typed into the highlighted rows, no Tab needed; the bar does not offer q, which types")
        #expect(host.cell(x: 4, y: 1).isReversed && host.cell(x: 0, y: 1).isUnderlined, "the row's field shows its cursor")
    }
}
