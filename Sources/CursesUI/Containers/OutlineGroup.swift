@_spi(CursesUICore) import CursesUICore
/// A tree of data shown as rows that expand and collapse, as in SwiftUI: each element with
/// children gets a `▸`/`▾` toggle, and its children are indented below it while expanded.
///
/// The visible rows are one `ForEach`, so inside a `List` only the rows on screen are built;
/// there Return or Space on a row toggles it. `List(_:children:rowContent:)` is a list of one.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View where Data.Element: Identifiable, Data.Element.ID == ID {
    let data: Data
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
    @State private var expanded: Set<ID> = []

    /// An outline of `data`, whose elements' children are at `children` (`nil` for a leaf).
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        self.children = children
        self.content = content
    }

    /// One visible row: an element and how deep it is.
    struct Row: Identifiable {
        let element: Data.Element
        let depth: Int
        var id: ID { element.id }
    }

    /// The rows shown: every root, and the children of the expanded elements.
    private var rows: [Row] {
        var rows: [Row] = []
        func add(_ elements: Data, depth: Int) {
            for element in elements {
                rows.append(Row(element: element, depth: depth))
                if expanded.contains(element.id), let children = element[keyPath: children] { add(children, depth: depth + 1) }
            }
        }
        add(data, depth: 0)
        return rows
    }

    /// The rows, indented by depth.
    public var body: some View {
        ForEach(rows) { row in
            HStack(spacing: 0) {
                Text(String(repeating: "  ", count: row.depth))
                if row.element[keyPath: children] != nil {
                    DisclosureToggle(isExpanded: isExpanded(row.id), label: content(row.element))
                } else {
                    Text("  ")
                    content(row.element)
                }
            }
        }
    }

    private func isExpanded(_ id: ID) -> Binding<Bool> {
        Binding(get: { expanded.contains(id) }, set: { if $0 { expanded.insert(id) } else { expanded.remove(id) } })
    }
}

extension List where SelectionValue == Never {
    /// A list of a tree of data whose elements' children are at `children`: rows expand and
    /// collapse with Return or Space, as an `OutlineGroup`'s do.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }
}

extension List {
    /// A list of a tree of data with single selection by id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Data.Element.ID {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }
}
