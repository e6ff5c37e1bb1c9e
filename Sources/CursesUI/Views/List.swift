@_spi(CursesUICore) import CursesUICore
/// A scrolling list of rows with an optional selection, as in SwiftUI. It builds only the rows
/// it shows, so a list of 100,000 rows opens and scrolls as fast as one of 100.
///
/// While focused: Up/Down move the selection, PageUp/PageDown move it by a page, Home/End to the
/// first and last row, and Return activates the selected row (its first button or toggle);
/// other keys go to the selected row's handlers, so `m` opens its `.contextMenu`. The selected
/// row is highlighted, a row's `.badge` is drawn at its trailing edge, and the key-help bar
/// shows these keys.
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
    package func makeNode(in graph: ViewGraph) -> Node { ListNode<SelectionValue, Content>(graph: graph) }
}

/// A lazy stack that is one focusable control with a highlighted row: the selection, or a cursor
/// in a list without a selection binding.
///
/// The highlight belongs to a row's identity, not to its position: when rows are inserted,
/// removed, reordered or filtered, it stays on its row; when its row disappears it moves to the
/// row that was next to it (else the one before), and a selection binding is told. The rows'
/// own controls are not focus stops: Tab leaves the list, and Return or Space activates the
/// highlighted row's first control.
final class ListNode<SelectionValue: Hashable, Content: View>: LazyStackNode {
    private var selection: Binding<SelectionValue?>?
    private var multipleSelection: Binding<Set<SelectionValue>>?
    /// A row highlighted by identity whose `.tag(_:)` becomes the selection once layout has
    /// built it: a row's tag can only be read from the row itself.
    private var pendingTagRow: RowID?
    /// The selection value last read from or written to the binding.
    private var boundValue: SelectionValue?
    /// The highlighted row's identity; `nil` when no row is highlighted.
    private var highlightID: RowID?
    /// The highlighted row's index, as last found; checked against `highlightID` before use.
    private var highlightIndex: Int?
    /// The rows around the highlighted one when it was last found: where the highlight goes
    /// when its row disappears.
    private var neighbourIDs: (next: RowID?, previous: RowID?) = (nil, nil)

    init(graph: ViewGraph) { super.init(graph: graph, viewType: List<SelectionValue, Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let list = view.value(as: List<SelectionValue, Content>.self)
        selection = list.selection
        multipleSelection = list.multipleSelection
        updateLazyContent(list.content, environment: environment)
        readSelection()
        followHighlight()
    }

    override func reevaluate() {
        super.reevaluate()
        readSelection()
        followHighlight()
        setNeedsLayout()
    }

    override func placeChildren(in rect: Rect) {
        // Rows may have changed below the list (a `ForEach` inside a view of its own).
        followHighlight()
        super.placeChildren(in: rect)
        writePendingTag()
    }

    /// Reads the bound selection; a new value moves the highlight to its row.
    private func readSelection() {
        guard let selection else { return }
        let value = tracking { selection.wrappedValue }
        guard value != boundValue else { return }
        boundValue = value
        highlightID = value.map { RowID($0) }
        highlightIndex = nil
        neighbourIDs = (nil, nil)
        if let id = highlightID, let index = index(ofRow: id) {
            highlight(index, id: id, in: currentRows)
        } else if let value, let index = visibleIndex(taggedWith: value) {
            // Rows tagged with their value (`.tag(item)`) rather than identified by it.
            highlight(index, id: currentRows.id(at: index), in: currentRows)
        }
        setNeedsDisplay()
    }

    /// Keeps the highlight on its row after the rows changed: finds the row again, or, when it is
    /// gone, moves to its neighbour and updates the selection binding.
    private func followHighlight() {
        let rows = currentRows
        if selection == nil, highlightID == nil, rows.count > 0 {
            // A list without selection binding always shows its cursor.
            highlight(0, id: rows.id(at: 0), in: rows)
            return
        }
        guard let id = highlightID else { return }
        if let index = highlightIndex, index < rows.count, rows.id(at: index) == id {
            rememberNeighbours(of: index, in: rows)
            return
        }
        if let index = index(ofRow: id) {
            highlight(index, id: id, in: rows)
            return
        }
        // Found before, so it disappeared (a selection set to an id not shown yet stays as it is).
        guard let lastIndex = highlightIndex else { return }
        let replacement = [neighbourIDs.next, neighbourIDs.previous].lazy.compactMap { $0 }.compactMap { self.index(ofRow: $0) }.first
            ?? (rows.count > 0 ? min(lastIndex, rows.count - 1) : nil)
        if let replacement {
            // The rows changed and are built again by layout: a row's tag is read after it.
            select(replacement, tagAfterLayout: true)
        } else {
            highlightID = nil
            highlightIndex = nil
            writeSelection(nil)
        }
        setNeedsDisplay()
    }

    private func highlight(_ index: Int, id: RowID?, in rows: LazyRows) {
        let moved = index != highlightIndex
        highlightID = id
        highlightIndex = index
        rememberNeighbours(of: index, in: rows)
        if moved {
            scrollToRow(index)
            setNeedsDisplay()
        }
    }

    private func rememberNeighbours(of index: Int, in rows: LazyRows) {
        neighbourIDs = (rows.id(at: index + 1), index > 0 ? rows.id(at: index - 1) : nil)
    }

    /// Writes the selection binding after the current update pass, which may be a layout pass.
    private func writeSelection(_ value: SelectionValue?) {
        guard let selection, value != boundValue else { return }
        boundValue = value
        graph.enqueueEffect { selection.wrappedValue = value }
    }

    /// The index of the row with identity `id`: the visible rows first, since a selection is
    /// usually on screen and the full scan is linear in the data.
    private func index(ofRow id: RowID) -> Int? {
        let rows = currentRows
        for (index, _) in visibleRows where rows.id(at: index) == id { return index }
        return rows.index(of: id)
    }

    override var isFocusable: Bool { environment.isEnabled }

    /// The rows' controls are reached through the list, not by Tab.
    override var focusableChildren: [Node] { [] }

    /// A list that gains focus with nothing selected selects its first row, so the keys its help
    /// bar names work at once.
    override func didBecomeFocused() {
        guard highlightID == nil, rowCount > 0 else { return }
        let rows = currentRows
        let first = selection == nil ? 0 : (0..<min(rows.count, 64)).first { rows.id(at: $0)?.value(as: SelectionValue.self) != nil } ?? 0
        select(first)
    }

    /// The text field in the highlighted row, which takes typing while the list has focus: a row
    /// that is a text field is edited as soon as it is highlighted, no Tab needed.
    var activeRowField: Node? {
        guard let highlightIndex, let row = visibleRows.first(where: { $0.index == highlightIndex })?.node else { return nil }
        return row.firstNode(TextFieldNode.self) { $0.isAttached }
    }

    override func handleFocusedKey(_ press: KeyPress) -> KeyPress.Result {
        let isNavigation = press.modifiers.isEmpty && [.upArrow, .downArrow, .pageUp, .pageDown].contains(press.key)
        if !isNavigation, let field = activeRowField, field.handleFocusedKey(press) == .handled {
            field.setNeedsDisplay()
            return .handled
        }
        if let edited = editRow(press) { return edited }
        guard press.modifiers.isEmpty else { return .ignored }
        let count = rowCount
        guard count > 0 else { return .ignored }
        let rows = currentRows
        let current = highlightIndex.flatMap { $0 < count && rows.id(at: $0) == highlightID ? $0 : nil }
        let target: Int
        switch press.key {
        // Arrows stay inside the list: at either end they do nothing, as in SwiftUI.
        case .downArrow: target = current.map { min(count - 1, $0 + 1) } ?? 0
        case .upArrow: target = current.map { max(0, $0 - 1) } ?? 0
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
            return offerToHighlightedRow(press)
        }
        if target != current { select(target) }
        return .handled
    }

    /// Highlights row `index` and writes its id (or its tag) to the selection binding.
    func select(_ index: Int, tagAfterLayout: Bool = false) {
        let rows = currentRows
        guard index < rows.count else { return }
        let id = rows.id(at: index)
        highlightIndex = nil
        highlight(index, id: id, in: rows)
        if selection != nil {
            if let value = id?.value(as: SelectionValue.self) {
                writeSelection(value)
            } else if tagAfterLayout {
                pendingTagRow = id
                setNeedsLayout()
            } else {
                writeSelection(selectionValue(ofRow: index))
            }
        }
        scrollToRow(index)
        setNeedsDisplay()
        graph.requestFrame()
    }

    /// The list's full width (less the scroll indicator) along `row`, clipped: where a row's
    /// highlight or chosen mark is drawn.
    private func band(of row: Node, clip: Rect) -> Rect {
        Rect(x: frame.x, y: row.frame.y, width: frame.width - (rowCount > frame.height ? 1 : 0), height: max(1, row.frame.height))
            .intersection(frame.intersection(clip))
    }

    /// Offers a key the list does not use to the key handlers in the highlighted row, which
    /// focus never reaches: a row's `.contextMenu` opens with `m`, its `.onKeyPress` runs.
    private func offerToHighlightedRow(_ press: KeyPress) -> KeyPress.Result {
        guard let row = highlightedRow.map(whole) else { return .ignored }
        return row.firstNode(Node.self) { $0.isAttached && $0.handleKeyPress(press) == .handled } != nil ? .handled : .ignored
    }

    /// The highlighted row's node, when it is on screen.
    var highlightedRow: Node? {
        guard let highlightIndex else { return nil }
        return visibleRows.first(where: { $0.index == highlightIndex })?.node
    }

    /// Activates the first control in the row: its button's action, its toggle's flip.
    private func activateRow(_ index: Int?) -> KeyPress.Result {
        guard let index, let row = visibleRows.first(where: { $0.index == index })?.node,
              let control = row.firstNode(ControlNode.self) else { return .ignored }
        control.activate()
        return .handled
    }

    /// A row with a `.badge` leaves room for it at the trailing edge, where the list draws it.
    override func trailingReserve(ofRow row: Node) -> Int {
        guard let badge = badge(in: row) else { return 0 }
        return DisplayWidth.width(of: badge) + 1
    }

    private func badge(in row: Node) -> String? {
        guard rowsHaveBadges else { return nil }
        return whole(row).firstNode((any BadgeCarrying).self) { $0.badgeText != nil }?.badgeText
    }

    /// A row with the transparent nodes above it that hold only it: a row written in the list
    /// itself is its first node that takes a place, and its `.badge` or `.contextMenu` is above
    /// that node.
    func whole(_ row: Node) -> Node {
        var top = row
        while let parent = top.parent, parent !== self, parent.isTransparent, parent.layoutItems.count == 1 { top = parent }
        return top
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        super.draw(into: &canvas, clip: clip)
        for (_, row) in visibleRows {
            guard let badge = badge(in: row) else { continue }
            let band = band(of: row, clip: clip)
            let x = frame.x + frame.width - (rowCount > frame.height ? 1 : 0) - DisplayWidth.width(of: badge)
            canvas.draw(badge, x: x, y: row.frame.y, style: CellStyle(foreground: .gray), clip: band)
        }
        if let chosen = multipleSelection.map({ binding in tracking { binding.wrappedValue } }), !chosen.isEmpty {
            for (index, row) in visibleRows {
                guard let value = selectionValue(ofRow: index), chosen.contains(value) else { continue }
                canvas.modify(band(of: row, clip: clip)) { $0.background = .blue }
            }
        }
        guard let highlightIndex, let row = visibleRows.first(where: { $0.index == highlightIndex })?.node else { return }
        let rowBand = band(of: row, clip: clip)
        if isFocused {
            // A row being edited shows its field's cursor instead of the band.
            guard activeRowField == nil else { return }
            canvas.modify(rowBand) { $0.isReversed = true }
        } else {
            canvas.modify(rowBand) { $0.background = .gray }
        }
    }
}

// MARK: Editing, and selection values from ids and tags

extension ListNode {
    /// Delete or Backspace deletes the highlighted row through its `ForEach`'s `onDelete`; in edit
    /// mode, Shift-Up and Shift-Down move it through `onMove`. The highlight follows its row's
    /// identity, as it does for any change of the rows. `nil` for other keys.
    fileprivate func editRow(_ press: KeyPress) -> KeyPress.Result? {
        let rows = currentRows
        guard let row = highlightIndex, row < rows.count, rows.id(at: row) == highlightID,
              let (source, offset, count) = rows.source(ofRow: row) else { return nil }
        switch (press.key, press.modifiers) {
        case (.delete, []), (.deleteForward, []):
            guard let delete = source.deleteAction else { return nil }
            delete(IndexSet(integer: offset))
            return .handled
        case (.upArrow, .shift), (.downArrow, .shift):
            guard let move = source.moveAction, environment.editMode?.wrappedValue.isEditing == true else { return nil }
            let up = press.key == .upArrow
            if up ? offset > 0 : offset < count - 1 {
                move(IndexSet(integer: offset), up ? offset - 1 : offset + 2)
            }
            return .handled
        default:
            return nil
        }
    }

    /// Writes the tag of the row `select(_:)` highlighted, now that layout has built it.
    fileprivate func writePendingTag() {
        guard let id = pendingTagRow else { return }
        pendingTagRow = nil
        guard let index = index(ofRow: id), let value = selectionValue(ofRow: index) else { return }
        writeSelection(value)
    }

    /// The value row `index` selects: its `ForEach` id when that is of the selection's type,
    /// otherwise the value of a `.tag(_:)` in it (the row must be on screen).
    fileprivate func selectionValue(ofRow index: Int) -> SelectionValue? {
        if let value = currentRows.id(at: index)?.value(as: SelectionValue.self) { return value }
        return visibleRows.first { $0.index == index }.flatMap { tag(in: $0.node) }
    }

    /// The on-screen row tagged with `value`.
    fileprivate func visibleIndex(taggedWith value: SelectionValue) -> Int? {
        visibleRows.first { tag(in: $0.node) == value }?.index
    }

    private func tag(in row: Node) -> SelectionValue? {
        row.firstNode((any TagCarrying).self) { $0.tagValue is SelectionValue }?.tagValue as? SelectionValue
    }
}

extension ListNode: ClickableNode {
    /// A click selects the row under it, as the arrow keys would.
    func click(at point: Point) {
        guard let row = visibleRows.first(where: { point.y >= $0.node.frame.y && point.y < $0.node.frame.y + max(1, $0.node.frame.height) })
        else { return }
        select(row.index)
        // A control in the row acts on the click, as it would outside a list.
        row.node.deepestClickable(at: point, excluding: self)?.click(at: point)
    }
}

extension Node {
    /// The innermost clickable node at `point` at or below this one, leaving out `excluded`.
    func deepestClickable(at point: Point, excluding excluded: Node) -> (any ClickableNode)? {
        if !isTransparent && !frame.contains(x: point.x, y: point.y) { return nil }
        for child in children.reversed() {
            if let found = child.deepestClickable(at: point, excluding: excluded) { return found }
        }
        return self !== excluded ? self as? any ClickableNode : nil
    }
}

extension ListNode: ControlKeyHelpProvider {
    /// The list's own keys for the bar: moving, what Return or Space does to the highlighted
    /// row's control, and the editing keys its rows allow.
    var controlKeyHelp: [KeyHelpEntry] {
        var entries = [KeyHelpEntry(shortcut: KeyboardShortcut(.upArrow, modifiers: []), text: "move", keyLabel: "↑↓")]
        let isEditing = environment.editMode?.wrappedValue.isEditing == true
        if multipleSelection != nil && isEditing {
            entries.append(KeyHelpEntry(shortcut: KeyboardShortcut(.space, modifiers: []), text: "select"))
        }
        if let row = highlightedRow {
            if let control = row.firstNode(ControlNode.self) {
                entries += (control as? any ControlKeyHelpProvider)?.controlKeyHelp
                    ?? [KeyHelpEntry(shortcut: KeyboardShortcut(.return, modifiers: []), text: "open")]
            }
            // The row's own keys (a context menu's `m`), which the list passes on to it.
            whole(row).forEachNode { node in
                if let entry = (node as? any KeyHelpProvider)?.keyHelpEntry { entries.append(entry) }
            }
        }
        if let highlightIndex, let (source, _, _) = currentRows.source(ofRow: highlightIndex) {
            if source.deleteAction != nil {
                entries.append(KeyHelpEntry(shortcut: KeyboardShortcut(.delete, modifiers: []), text: "delete", keyLabel: "Del"))
            }
            if source.moveAction != nil && isEditing {
                entries.append(KeyHelpEntry(shortcut: KeyboardShortcut(.upArrow, modifiers: .shift), text: "reorder", keyLabel: "Shift-↑↓"))
            }
        }
        return entries
    }
}
