/// A scrolling list of rows with an optional selection, as in SwiftUI. It builds only the rows
/// it shows, so a list of 100,000 rows opens and scrolls as fast as one of 100.
///
/// While focused: Up/Down move the selection, PageUp/PageDown move it by a page, Home/End to the
/// first and last row, and Return activates the selected row (its first button or toggle).
/// The selected row is highlighted.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue?>?
    let content: Content
    /// The selection of a list that selects several rows; see `init(selection:content:)`.
    var multipleSelection: Binding<Set<SelectionValue>>? = nil

    /// A list with single selection.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public typealias Body = Never
}

extension List {
    /// A list that selects several rows: in edit mode (`\.editMode`), Space adds the highlighted
    /// row's value to the set or takes it out. A row's value is its `ForEach` id, or the value of
    /// its `.tag(_:)`. Selected rows are drawn on a blue background.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
        multipleSelection = selection
    }
}

extension List where SelectionValue == Never {
    /// A list without selection.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension List {
    /// A list of rows computed from `Identifiable` data, with single selection by id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable, SelectionValue == Data.Element.ID {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list of rows computed from data identified by `id`, with single selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, SelectionValue>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, SelectionValue, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// A list of rows computed from `Identifiable` data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A list of rows computed from data identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}

extension List: PrimitiveView {
    func makeNode(in graph: ViewGraph) -> Node { ListNode<SelectionValue, Content>(graph: graph) }
}

/// A lazy stack that is one focusable control with a selected row.
final class ListNode<SelectionValue: Hashable, Content: View>: LazyStackNode {
    private var selection: Binding<SelectionValue?>?
    private var multipleSelection: Binding<Set<SelectionValue>>?
    /// The selected row's index; `nil` when nothing is selected. Kept in step with the binding.
    private var selectedIndex: Int?
    /// The selection value the index was computed for.
    private var selectedValue: SelectionValue?
    /// The row highlighted when there is no selection binding.
    private var cursor = 0

    init(graph: ViewGraph) { super.init(graph: graph, viewType: List<SelectionValue, Content>.self) }

    override func update(with view: ViewValue, environment: EnvironmentValues) {
        let list = view.value(as: List<SelectionValue, Content>.self)
        selection = list.selection
        multipleSelection = list.multipleSelection
        updateLazyContent(list.content, environment: environment)
        readSelection()
    }

    override func reevaluate() {
        super.reevaluate()
        readSelection()
        setNeedsLayout()
    }

    /// Reads the bound selection, finding its row again only when it changed.
    private func readSelection() {
        guard let selection else { return }
        let value = tracking { selection.wrappedValue }
        guard value != selectedValue || (value != nil && selectedIndex == nil) else { return }
        selectedValue = value
        selectedIndex = value.flatMap { index(ofRow: AnyHashable($0)) ?? visibleIndex(taggedWith: $0) }
        if let selectedIndex { scrollToRow(selectedIndex) }
        setNeedsDisplay()
    }

    /// The index of the row with identity `id`: the visible rows first, since a selection is
    /// usually on screen and the full scan is linear in the data.
    private func index(ofRow id: AnyHashable) -> Int? {
        let rows = currentRows
        for (index, _) in visibleRows where rows.id(at: index) == id { return index }
        return rows.index(of: id)
    }

    override var isFocusable: Bool { environment.isEnabled }

    /// The highlighted row: the selection, or the cursor of a list without one (or with a set).
    private var highlighted: Int? { selection == nil ? cursor : selectedIndex }

    override func handleFocusedKey(_ press: KeyPress) -> KeyPress.Result {
        if let edited = editRow(press) { return edited }
        guard press.modifiers.isEmpty else { return .ignored }
        let count = rowCount
        guard count > 0 else { return .ignored }
        let current = highlighted
        let target: Int
        switch press.key {
        case .downArrow:
            guard let current else { target = 0; break }
            guard current < count - 1 else { return .ignored }
            target = current + 1
        case .upArrow:
            guard let current else { target = 0; break }
            guard current > 0 else { return .ignored }
            target = current - 1
        case .pageDown: target = min(count - 1, (current ?? -1) + pageSize)
        case .pageUp: target = max(0, (current ?? 0) - pageSize)
        case .home: target = 0
        case .end: target = count - 1
        case .space where multipleSelection != nil && environment.editMode?.wrappedValue.isEditing == true:
            guard let current, let value = selectionValue(ofRow: current), let multipleSelection else { return .ignored }
            if multipleSelection.wrappedValue.contains(value) {
                multipleSelection.wrappedValue.remove(value)
            } else {
                multipleSelection.wrappedValue.insert(value)
            }
            setNeedsDisplay()
            return .handled
        case .return, .space:
            return activateRow(current)
        default:
            return .ignored
        }
        select(target)
        return .handled
    }

    /// Delete or Backspace deletes the highlighted row through its `ForEach`'s `onDelete`; in edit
    /// mode, Shift-Up and Shift-Down move it through `onMove`. `nil` for other keys.
    private func editRow(_ press: KeyPress) -> KeyPress.Result? {
        guard let row = highlighted, let (source, offset, count) = currentRows.source(ofRow: row) else { return nil }
        switch (press.key, press.modifiers) {
        case (.delete, []), (.deleteForward, []):
            guard let delete = source.deleteAction else { return nil }
            delete(IndexSet(integer: offset))
            // A selection follows its value, which is gone now; a cursor stays on the row that
            // takes the deleted one's place, or the last.
            if selection == nil { cursor = max(0, min(cursor, rowCount - 2)) } else { selectedIndex = nil }
            return .handled
        case (.upArrow, .shift), (.downArrow, .shift):
            guard let move = source.moveAction, environment.editMode?.wrappedValue.isEditing == true else { return nil }
            let up = press.key == .upArrow
            guard up ? offset > 0 : offset < count - 1 else { return .handled }
            move(IndexSet(integer: offset), up ? offset - 1 : offset + 2)
            // A selection finds its row again once the data has moved; a cursor moves with it.
            if selection == nil { select(row + (up ? -1 : 1)) } else { selectedIndex = nil }
            return .handled
        default:
            return nil
        }
    }

    func select(_ index: Int) {
        if let selection {
            let value = selectionValue(ofRow: index)
            selectedIndex = index
            selectedValue = value
            selection.wrappedValue = value
        } else {
            cursor = index
        }
        scrollToRow(index)
        setNeedsDisplay()
        graph.requestFrame()
    }

    /// Activates the first control in the row: its button's action, its toggle's flip.
    private func activateRow(_ index: Int?) -> KeyPress.Result {
        guard let index, let row = visibleRows.first(where: { $0.index == index })?.node else { return .ignored }
        var control: ControlNode?
        row.forEachNode { node in
            if control == nil, let found = node as? ControlNode { control = found }
        }
        guard let control else { return .ignored }
        control.activate()
        return .handled
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        super.draw(into: &canvas, clip: clip)
        if let chosen = multipleSelection.map({ binding in tracking { binding.wrappedValue } }), !chosen.isEmpty {
            for (index, row) in visibleRows {
                guard let value = selectionValue(ofRow: index), chosen.contains(value) else { continue }
                let band = Rect(x: frame.x, y: row.frame.y, width: frame.width - (rowCount > frame.height ? 1 : 0), height: max(1, row.frame.height))
                    .intersection(frame.intersection(clip))
                canvas.modify(band) { $0.background = .blue }
            }
        }
        guard let highlighted, let row = visibleRows.first(where: { $0.index == highlighted })?.node else { return }
        let band = Rect(x: frame.x, y: row.frame.y, width: frame.width - (rowCount > frame.height ? 1 : 0), height: max(1, row.frame.height))
            .intersection(frame.intersection(clip))
        if isFocused {
            canvas.modify(band) { $0.isReversed = true }
        } else {
            canvas.modify(band) { $0.background = .gray }
        }
    }
}

// MARK: Selection values from ids and tags

extension ListNode {
    /// The value row `index` selects: its `ForEach` id when that is of the selection's type,
    /// otherwise the value of a `.tag(_:)` in it (the row must be on screen).
    fileprivate func selectionValue(ofRow index: Int) -> SelectionValue? {
        if let value = currentRows.id(at: index)?.base as? SelectionValue { return value }
        return visibleRows.first { $0.index == index }.flatMap { tag(in: $0.node) }
    }

    /// The on-screen row tagged with `value`.
    fileprivate func visibleIndex(taggedWith value: SelectionValue) -> Int? {
        visibleRows.first { tag(in: $0.node) == value }?.index
    }

    private func tag(in row: Node) -> SelectionValue? {
        var found: SelectionValue?
        row.forEachNode { node in
            if found == nil, let carrier = node as? TagCarrying { found = carrier.tagValue as? SelectionValue }
        }
        return found
    }
}
