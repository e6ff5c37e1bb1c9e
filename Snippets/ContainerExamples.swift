// The examples of the article "Containers". The article shows the slices of this file; the suite
// builds and runs it, and the hidden checks at the end stop it where the behavior differs from
// what the article says.

// snippet.hide
import CursesUI
import Foundation

// snippet.show
// snippet.tabs
struct MailApp: View {
    @State private var tab = "inbox"
    @State private var unread = 2

    var body: some View {
        TabView(selection: $tab) {
            Tab("Inbox", systemImage: "envelope", value: "inbox") {
                Button("Read one") { unread -= 1 }
            }
            .badge(unread)
            Tab("Settings", systemImage: "gear", value: "settings") {
                Text("Settings")
            }
        }
    }
}
// snippet.end

// snippet.split
struct ColorBrowser: View {
    let colors = ["Red", "Green", "Blue"]
    @State private var selection: String?

    var body: some View {
        NavigationSplitView {
            List(colors, id: \.self, selection: $selection) { Text($0) }
                .navigationTitle("Colors")
        } detail: {
            Text(selection.map { "You picked \($0)" } ?? "Pick a color")
        }
    }
}
// snippet.end

// snippet.table
struct Person: Identifiable {
    let id: Int
    let name: String
    let age: Int
}

struct PeopleTable: View {
    @State private var people = [Person(id: 1, name: "Grace", age: 85), Person(id: 2, name: "Ada", age: 36)]
    @State private var sortOrder = [KeyPathComparator(\Person.name)]
    @State private var selection: Person.ID?

    var body: some View {
        Table(people, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Age", value: \.age) { person in Text("\(person.age)") }
        }
        .onChange(of: sortOrder) { _, order in people.sort(using: order) }
    }
}
// snippet.end

// snippet.outline
struct FileItem: Identifiable {
    let name: String
    var children: [FileItem]?
    var id: String { name }
}

struct FileTree: View {
    let files = [FileItem(name: "Sources", children: [FileItem(name: "main.swift")]), FileItem(name: "README.md")]

    var body: some View {
        VStack(alignment: .leading) {
            DisclosureGroup("Options") { Toggle("Verbose", isOn: .constant(true)) }
            List(files, children: \.children) { Text($0.name) }
        }
    }
}
// snippet.end

// snippet.menu
struct EditMenu: View {
    @State private var last = "none"

    var body: some View {
        VStack(alignment: .leading) {
            Menu("Edit") {
                Button("Copy") { last = "copy" }
                Menu("More") { Button("Duplicate") { last = "duplicate" } }
            }
            Text("Last: \(last)")
                .contextMenu { Button("Clear") { last = "none" } }
        }
    }
}
// snippet.end

// snippet.toolbar
struct Names: View {
    @State private var query = ""
    @State private var loads = 0
    let names = ["Ada", "Grace", "Ken"]

    var body: some View {
        List(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
            .searchable(text: $query)
            .refreshable { loads += 1 }
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                ToolbarItem(placement: .status) { Text("Loaded \(loads) times") }
            }
    }
}
// snippet.end

// snippet.reader
struct Changelog: View {
    let versions = (1...500).map { "Version \($0)" }
    var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading, spacing: 0) {
                Button("Latest") { proxy.scrollTo(versions.last!, anchor: .bottom) }
                List(versions, id: \.self) { Text($0) }
            }
        }
    }
}
// snippet.end

// snippet.small
struct About: View {
    var body: some View {
        VStack(alignment: .leading) {
            LabeledContent("Version", value: "1.0")
            ControlGroup {
                Button("Back") {}
                Button("Forward") {}
            }
            ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail shows here."))
        }
    }
}
// snippet.end

// snippet.hide
/// Stops the run, showing what differs, when `actual` is not what the article says.
func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String, line: UInt = #line) {
    precondition(actual == expected, "\(what): expected\n\(expected)\ngot\n\(actual)", line: line)
}

func firstLine(_ text: String) -> String { String(text.split(separator: "\n", omittingEmptySubsequences: false)[0]) }

let mail = TestHost(MailApp(), width: 40, height: 4)
expect(firstLine(mail.text), " ✉ Inbox 2  ⚙ Settings", "the tab bar with its badge")
mail.press(.return)
expect(firstLine(mail.text), " ✉ Inbox 1  ⚙ Settings", "the badge follows the state")
mail.press("2", modifiers: .option)
expect(mail.text.contains("Settings\n") || mail.text.hasSuffix("Settings"), true, "Alt-2 shows the second tab")

let browser = TestHost(ColorBrowser(), width: 70, height: 4)
browser.press(.downArrow)
expect(browser.text.contains("You picked Green"), true, "the detail follows the sidebar's selection")

let table = TestHost(PeopleTable(), width: 30, height: 5)
table.press("s")
expect(table.text.split(separator: "\n")[2].hasPrefix("Grace"), true, "s reverses the name order")
table.press(.rightArrow)
table.press("s")
expect(table.text.split(separator: "\n")[2].hasPrefix("Ada"), true, "then sorts by age")

let tree = TestHost(FileTree(), width: 30, height: 5)
tree.press(.tab)
tree.press(.return)
expect(tree.text.contains("main.swift"), true, "Return expands a row")

let menu = TestHost(EditMenu(), width: 30, height: 6)
menu.press(.return)
menu.press(.return)
expect(menu.text.contains("Last: copy"), true, "a choice runs and closes the menu")

let names = TestHost(Names(), width: 30, height: 7)
names.press(.tab)
names.press(.tab)
names.press("/")
names.type("Gr")
expect(names.text.contains("Grace") && !names.text.contains("Ada"), true, "/ focuses the search field")

let about = TestHost(About(), width: 30, height: 6)
expect(firstLine(about.text), "Version  1.0", "labeled content")

let changelog = TestHost(Changelog(), width: 30, height: 5)
changelog.press(.return)
expect(changelog.text.split(separator: "\n").last?.hasPrefix("Version 500"), true, "scrollTo brings the last row to the bottom")
