import CursesUI

extension GalleryPage {
    /// Pages for issue 15, containers.
    @MainActor static var containerPages: [GalleryPage] {
        [
            GalleryPage("TabView") { TabViewPage() },
            GalleryPage("NavigationSplitView") { SplitViewPage() },
            GalleryPage("Table") { TablePage() },
            GalleryPage("DisclosureGroup and OutlineGroup") { DisclosurePage() },
            GalleryPage("Menu and contextMenu") { MenuPage() },
            GalleryPage("Toolbar, search and refresh") { ToolbarPage() },
            GalleryPage("LabeledContent, ControlGroup, ContentUnavailableView") { SmallContainersPage() },
            GalleryPage("ScrollViewReader") { ScrollReaderPage() },
            GalleryPage("Scroll position") { ScrollPositionPage() },
            GalleryPage("List rows: badges and context menus") { ListRowsPage() },
        ]
    }
}

/// Three tabs with state of their own; Alt-1…3 or a click switches.
private struct TabViewPage: View {
    @State private var selection = "inbox"
    @State private var unread = 3

    var body: some View {
        TabView(selection: $selection) {
            Tab("Inbox", systemImage: "envelope", value: "inbox") {
                VStack {
                    Text("\(unread) unread")
                    Button("Read one") { unread = max(0, unread - 1) }
                }
            }
            .badge(unread)
            Tab("Settings", systemImage: "gear", value: "settings") {
                SettingsTab()
            }
        }
    }

    private struct SettingsTab: View {
        @State private var notify = true
        var body: some View { Toggle("Notifications", isOn: $notify) }
    }
}

/// A sidebar of colors and a detail driven by the selection.
private struct SplitViewPage: View {
    private let colors = ["Red", "Green", "Blue"]
    @State private var selection: String?

    var body: some View {
        NavigationSplitView {
            List(colors, id: \.self, selection: $selection) { Text($0) }
                .navigationTitle("Colors")
        } detail: {
            if let selection {
                Text("You picked \(selection)").navigationTitle(selection)
            } else {
                ContentUnavailableView("No color", systemImage: "circle")
            }
        }
    }
}

/// Files in a sortable table.
private struct TablePage: View {
    struct File: Identifiable {
        let id: Int
        let name: String
        let size: Int
    }

    @State private var files = (1...200).map { File(id: $0, name: "file\($0).txt", size: ($0 * 7919) % 1000) }
    @State private var sortOrder = [KeyPathComparator(\File.name)]
    @State private var selection: File.ID?

    var body: some View {
        Table(files, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name)
            TableColumn("Size", value: \.size) { file in Text("\(file.size) kB") }
        }
        .onChange(of: sortOrder) { _, order in files.sort(using: order) }
    }
}

/// A disclosure group and a tree.
private struct DisclosurePage: View {
    struct Item: Identifiable {
        let name: String
        var children: [Item]?
        var id: String { name }
    }

    private let tree = [
        Item(name: "Fruits", children: [Item(name: "Apple"), Item(name: "Pear")]),
        Item(name: "Vegetables", children: [Item(name: "Leek")]),
    ]
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading) {
            DisclosureGroup("Details", isExpanded: $expanded) {
                Text("Hidden until expanded")
            }
            List(tree, children: \.children) { Text($0.name) }
        }
    }
}

/// A menu with a submenu and a context menu.
private struct MenuPage: View {
    @State private var last = "nothing"

    var body: some View {
        VStack(alignment: .leading) {
            Menu("Actions") {
                Button("Copy") { last = "copy" }
                Button("Paste") { last = "paste" }
                Menu("More") {
                    Button("Duplicate") { last = "duplicate" }
                }
            }
            Button("Item with a context menu") { last = "item" }
                .contextMenu {
                    Button("Rename") { last = "rename" }
                    Button("Delete", role: .destructive) { last = "delete" }
                }
            Text("Last: \(last)")
        }
    }
}

/// A searchable, refreshable list with toolbar items.
private struct ToolbarPage: View {
    @State private var query = ""
    @State private var refreshed = 0
    private let names = ["Ada", "Grace", "Linus", "Margaret", "Ken"]

    var body: some View {
        List(names.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
            .searchable(text: $query)
            .refreshable { refreshed += 1 }
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                ToolbarItem(placement: .status) { Text("Refreshed \(refreshed) times") }
            }
    }
}

/// The small containers together.
private struct SmallContainersPage: View {
    @State private var zoom = 100

    var body: some View {
        VStack(alignment: .leading) {
            LabeledContent("Version", value: "1.0")
            ControlGroup("Zoom") {
                Button("−") { zoom -= 10 }
                Button("+") { zoom += 10 }
            }
            Text("\(zoom)%")
            ContentUnavailableView.search(text: "kiwi")
        }
    }
}
