@_spi(CursesUICore) import CursesUICore
/// A control that selects one of a set of tagged options, as in SwiftUI: tag each option with
/// `.tag(_:)` (or build them with a `ForEach` whose ids are the values), and the picker writes
/// the chosen option's tag to `selection`.
///
/// Its look follows `.pickerStyle(_:)`: `.menu` (the default) is one row, `Title: Current ▾`, that
/// Return, Space and Left/Right step through; `.inline` and `.radioGroup` list every option with
/// a radio mark, Up/Down moving the highlight and Return/Space selecting it.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker with a label view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker with a label view, in the older argument order.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    /// CursesUI lays out and draws this view itself, so it has no body.
    public typealias Body = Never
}

extension Picker where Label == Text {
    /// A picker with a text title.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

extension Picker: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { PickerNode<Label, SelectionValue, Content>(graph: graph) }
}

/// A `ForEach`'s children by id, so a picker can use the ids as implicit tags, as SwiftUI does.
@MainActor
protocol KeyedChildrenProviding: AnyObject {
    var keyedChildren: (any KeyedChildren)? { get }
}

extension ContainerNode: KeyedChildrenProviding {}

/// Keeps the label and the content as its two children, finds the options among the content's
/// nodes, and lays out and draws them in the current style.
final class PickerNode<Label: View, SelectionValue: Hashable, Content: View>: Node {
    /// One choice: the tag it selects (`nil` when untagged) and the nodes that draw it.
    struct Option {
        let tag: Any?
        let items: [Node]
        /// The tag as a selection value; `nil` when untagged or tagged with another type.
        var value: SelectionValue? {
            // Checked first: a missing tag would otherwise cast to an optional selection's `nil`.
            guard let tag else { return nil }
            return tag as? SelectionValue
        }
    }

    private var selection: Binding<SelectionValue>?
    /// The value shown, read when the picker last updated.
    private var shownSelection: SelectionValue?
    private var isEnabled = true
    private var presentation = PickerPresentation.menu
    /// Whether the title is hidden (`labelsHidden()`).
    private var hidesLabel = false
    /// The option under the cursor in the list style while focused; `nil` starts at the selection.
    private var highlight: Int?
    /// The options as laid out by the last layout pass, each with its row (list style).
    private var placed: [(option: Option, row: Rect)] = []
    private var titleWidth = 0
    private var valueWidth = 0

    init(graph: ViewGraph) { super.init(graph: graph, viewType: Picker<Label, SelectionValue, Content>.self) }

    // MARK: Updating

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let picker = view.value(as: Picker<Label, SelectionValue, Content>.self)
        selection = picker.selection
        readEnvironment(environment)
        readSelection()
        let label = reconcile(children.first, with: picker.label, environment: environment)
        let content = reconcile(children.count > 1 ? children[1] : nil, with: picker.content, environment: environment)
        if children.count != 2 || children[0] !== label || children[1] !== content {
            children = [label, content]
            setNeedsLayout()
        }
    }

    override func reevaluate() {
        super.reevaluate()
        readSelection()
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        super.environmentDidChange(newEnvironment)
        readEnvironment(newEnvironment)
    }

    private func readEnvironment(_ environment: EnvironmentValues) {
        if environment.isEnabled != isEnabled || environment.pickerPresentation != presentation
            || environment.labelsHidden != hidesLabel {
            isEnabled = environment.isEnabled
            presentation = environment.pickerPresentation
            hidesLabel = environment.labelsHidden
            setNeedsLayout()
        }
    }

    /// Reads the bound value, re-reading when an observable value behind the binding changes.
    private func readSelection() {
        guard let selection else { return }
        let value = tracking { selection.wrappedValue }
        if value != shownSelection {
            shownSelection = value
            // A menu shows the selected option in its place.
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    // MARK: Options

    /// The options in order. A tagged view is one option; an untagged one in a `ForEach` takes
    /// the `ForEach` id as its tag; anything else that takes a place is an untagged option.
    var options: [Option] {
        var result: [Option] = []
        if children.count > 1 { collectOptions(from: children[1], implicitTag: nil, into: &result) }
        return result
    }

    private func collectOptions(from node: Node, implicitTag: Any?, into result: inout [Option]) {
        if let tagged = node as? TagCarrying {
            result.append(Option(tag: tagged.tagValue, items: node.layoutItems))
        } else if node.isTransparent {
            var ids: [ObjectIdentifier: AnyHashable] = [:]
            if let keyed = node as? KeyedChildrenProviding {
                for (id, child) in keyed.keyedChildren?.entries ?? [] { ids[ObjectIdentifier(child)] = id }
            }
            for child in node.children {
                collectOptions(from: child, implicitTag: ids[ObjectIdentifier(child)]?.base ?? implicitTag, into: &result)
            }
        } else {
            result.append(Option(tag: firstTag(in: node) ?? implicitTag, items: [node]))
        }
    }

    /// The tag inside a modified option (`Text("a").tag(1).padding()`).
    private func firstTag(in node: Node) -> Any? {
        if let tagged = node as? TagCarrying { return tagged.tagValue }
        for child in node.children {
            if let tag = firstTag(in: child) { return tag }
        }
        return nil
    }

    private func selectedIndex(in options: [Option]) -> Int? {
        guard let shownSelection else { return nil }
        return options.firstIndex { $0.value == shownSelection }
    }

    private func select(_ option: Option) {
        guard let selection, let value = option.value else { return }
        selection.wrappedValue = value
        // A binding to something unobservable tells nobody about the write, so re-read it.
        invalidate()
    }

    // MARK: Layout

    private var labelItems: [Node] { hidesLabel ? [] : children.first?.layoutItems ?? [] }

    private func labelSize() -> Size {
        StackLayout.vertical.size(of: labelItems, proposal: .unspecified)
    }

    /// The hidden title is placed nowhere, so it neither draws nor takes clicks.
    private func hideLabel(at rect: Rect) {
        guard hidesLabel else { return }
        StackLayout.vertical.place(children.first?.layoutItems ?? [], in: Rect(x: rect.x, y: rect.y, width: 0, height: 0))
    }

    private func size(of option: Option, width: Int?) -> Size {
        let size = StackLayout.vertical.size(of: option.items, proposal: ProposedSize(width: width, height: nil))
        return Size(width: size.width, height: max(1, size.height))
    }

    /// `Title: ` before the value or the list; nothing when the title is empty.
    private func titleColumn(_ label: Size) -> Int { label.width > 0 ? label.width + 2 : 0 }

    /// What follows the title: `(•) ` before each option in a list, ` ▾` after the menu's value.
    private var decorationWidth: Int { presentation == .menu ? 2 : 4 }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let label = labelSize()
        if presentation == .segmented {
            // `[ A │ B ]`: a space each side of each option, a bar between, brackets around.
            let sizes = options.map { size(of: $0, width: nil) }
            let width = titleColumn(label) + sizes.reduce(0) { $0 + $1.width + 3 } + 1
            return Size(width: width, height: max(1, label.height, sizes.map(\.height).max() ?? 1))
        }
        let remaining = proposal.width.map { $0 - titleColumn(label) - decorationWidth }
        let sizes = options.map { size(of: $0, width: remaining) }
        let width = titleColumn(label) + decorationWidth + sizes.reduce(0) { max($0, $1.width) }
        switch presentation {
        case .menu:
            let selected = selectedIndex(in: options).map { sizes[$0].height } ?? 1
            return Size(width: width, height: max(1, label.height, selected))
        case .list, .segmented:
            return Size(width: width, height: max(1, label.height, sizes.reduce(0) { $0 + $1.height }))
        }
    }

    override func placeChildren(in rect: Rect) {
        let label = labelSize()
        titleWidth = titleColumn(label)
        hideLabel(at: rect)
        StackLayout.vertical.place(labelItems, in: Rect(x: rect.x, y: rect.y, width: label.width, height: label.height))
        let all = options
        if presentation == .segmented {
            placeSegments(all, in: rect)
            return
        }
        let selected = selectedIndex(in: all)
        let optionWidth = rect.width - titleWidth - decorationWidth
        valueWidth = max(0, optionWidth)
        placed = []
        var y = rect.y
        for (index, option) in all.enumerated() {
            let size = size(of: option, width: optionWidth)
            switch presentation {
            case .menu:
                let shown = index == selected
                let itemRect = shown ? Rect(x: rect.x + titleWidth, y: rect.y, width: size.width, height: size.height) : Rect(x: rect.x, y: rect.y, width: 0, height: 0)
                StackLayout.vertical.place(option.items, in: itemRect)
                placed.append((option, Rect(x: rect.x + titleWidth, y: rect.y, width: shown ? size.width : 0, height: shown ? size.height : 0)))
            case .list, .segmented:
                let row = Rect(x: rect.x + titleWidth, y: y, width: 4 + size.width, height: size.height)
                StackLayout.vertical.place(option.items, in: Rect(x: row.x + 4, y: y, width: size.width, height: size.height))
                placed.append((option, row))
                y += size.height
            }
        }
    }

    /// Places the options side by side after the title; each row is the option's segment,
    /// its label with a space on each side.
    private func placeSegments(_ all: [Option], in rect: Rect) {
        placed = []
        var x = rect.x + titleWidth + 1
        for option in all {
            let size = size(of: option, width: nil)
            StackLayout.vertical.place(option.items, in: Rect(x: x + 1, y: rect.y, width: size.width, height: size.height))
            placed.append((option, Rect(x: x, y: rect.y, width: size.width + 2, height: 1)))
            x += size.width + 3
        }
    }

    // MARK: Drawing

    override func draw(into canvas: inout Canvas, clip: Rect) {
        if !isFocused { highlight = nil }
        let area = frame.intersection(clip)
        let style = CellStyle(foreground: environment.textStyle.foreground)
        for item in labelItems { item.drawIfVisible(into: &canvas, clip: area) }
        if titleWidth > 0 {
            canvas.draw(Glyph(text: ":", width: 1), x: frame.x + titleWidth - 2, y: frame.y, style: style, clip: area)
        }
        switch presentation {
        case .menu:
            for (option, row) in placed where !row.isEmpty {
                for item in option.items { item.drawIfVisible(into: &canvas, clip: area) }
            }
            canvas.draw(Glyph(text: "▾", width: 1), x: frame.x + titleWidth + valueWidth + 1, y: frame.y, style: style, clip: area)
            if isEnabled && isFocused { canvas.modify(area) { $0.isReversed = true } }
        case .segmented:
            drawSegments(into: &canvas, area: area, style: style)
        case .list:
            let selected = shownSelection
            let current = isFocused ? currentHighlight(count: placed.count) : nil
            for (index, (option, row)) in placed.enumerated() {
                let mark = option.value != nil && option.value == selected ? "(•) " : "( ) "
                canvas.draw(mark, x: row.x, y: row.y, style: style, clip: area)
                for item in option.items { item.drawIfVisible(into: &canvas, clip: area) }
                if isEnabled && index == current { canvas.modify(row.intersection(area)) { $0.isReversed = true } }
            }
        }
        if !isEnabled { canvas.modify(area) { $0.foreground = .gray } }
    }

    /// `[ A │ B ]` with the selected segment filled; focus underlines the whole control.
    private func drawSegments(into canvas: inout Canvas, area: Rect, style: CellStyle) {
        guard let first = placed.first, let last = placed.last else { return }
        canvas.draw("[", x: first.row.x - 1, y: frame.y, style: style, clip: area)
        canvas.draw("]", x: last.row.maxX, y: frame.y, style: style, clip: area)
        for (index, (option, row)) in placed.enumerated() {
            if index > 0 { canvas.draw("│", x: row.x - 1, y: row.y, style: style, clip: area) }
            for item in option.items { item.drawIfVisible(into: &canvas, clip: area) }
            if isEnabled, option.value != nil, option.value == shownSelection {
                canvas.modify(row.intersection(area)) {
                    $0.background = .blue
                    $0.foreground = .white
                    $0.isBold = true
                }
            }
        }
        if isEnabled && isFocused {
            let control = Rect(x: first.row.x - 1, y: frame.y, width: last.row.maxX + 1 - (first.row.x - 1), height: 1)
            canvas.modify(control.intersection(area)) { $0.isUnderlined = true }
        }
    }

    // MARK: Input

    override var isFocusable: Bool { isEnabled }

    /// The highlighted option of a focused list: where the cursor was left, else the selection.
    private func currentHighlight(count: Int) -> Int? {
        guard count > 0 else { return nil }
        let index = highlight ?? placed.firstIndex { $0.option.value != nil && $0.option.value == shownSelection } ?? 0
        return min(max(0, index), count - 1)
    }

    override func handleFocusedKey(_ press: KeyPress) -> KeyPress.Result {
        guard isEnabled, press.modifiers.isEmpty else { return .ignored }
        let all = options
        guard !all.isEmpty else { return .ignored }
        switch presentation {
        case .menu, .segmented:
            let selected = selectedIndex(in: all)
            switch press.key {
            case .return, .space:
                select(all[selected.map { ($0 + 1) % all.count } ?? 0])
            case .rightArrow:
                select(all[selected.map { min($0 + 1, all.count - 1) } ?? 0])
            case .leftArrow:
                select(all[selected.map { max($0 - 1, 0) } ?? all.count - 1])
            default:
                return .ignored
            }
            return .handled
        case .list:
            let index = highlight ?? selectedIndex(in: all) ?? 0
            switch press.key {
            case .upArrow:
                // At the first option the key moves focus out of the picker instead.
                guard index > 0 else { return .ignored }
                moveHighlight(to: index - 1)
            case .downArrow:
                guard index < all.count - 1 else { return .ignored }
                moveHighlight(to: index + 1)
            case .return, .space:
                highlight = min(index, all.count - 1)
                select(all[min(index, all.count - 1)])
            default:
                return .ignored
            }
            return .handled
        }
    }

    private func moveHighlight(to index: Int) {
        highlight = index
        setNeedsDisplay()
        graph.requestFrame()
    }
}

extension PickerNode: ClickableNode {
    /// A click on an option selects it; on a menu it steps to the next option, as Return does.
    func click(at point: Point) {
        guard isEnabled else { return }
        switch presentation {
        case .menu:
            _ = handleFocusedKey(KeyPress(key: .return, modifiers: []))
        case .list, .segmented:
            guard let index = placed.firstIndex(where: { $0.row.contains(x: point.x, y: point.y) }) else { return }
            if presentation == .list { highlight = index }
            select(placed[index].option)
        }
    }
}

extension PickerNode: ControlKeyHelpProvider {
    /// The keys that choose an option in the current style.
    var controlKeyHelp: [KeyHelpEntry] {
        switch presentation {
        case .menu, .segmented:
            return [KeyHelpEntry(shortcut: KeyboardShortcut(.rightArrow, modifiers: []), text: "choose", keyLabel: "←→")]
        case .list:
            return [KeyHelpEntry(shortcut: KeyboardShortcut(.downArrow, modifiers: []), text: "move", keyLabel: "↑↓"),
             KeyHelpEntry(shortcut: KeyboardShortcut(.return, modifiers: []), text: "select")]
        }
    }
}
