@_spi(CursesUICore) import CursesUICore
/// A view that switches between several child views, one tab each, as in SwiftUI.
///
/// Each child declares its tab with `.tabItem { Label("Home", systemImage: "house") }` or is a
/// `Tab("Home", systemImage: "house", value: 0) { … }`. A terminal has no tab bar at the bottom
/// of a phone: the tabs are drawn on the view's first row, the selected one in reverse video,
/// each with its `.badge`. Alt-1 to Alt-9 select a tab by position, Alt-← and Alt-→ the
/// previous and next one, and a click selects the tab under it; the key-help bar names the keys.
/// Every tab keeps its views and their state while another one is shown, and the control that
/// had focus in a tab gets it back when the tab is shown again.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view whose selected tab is the one whose tag (`.tag(_:)`, or a `Tab`'s `value`)
    /// equals `selection`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public typealias Body = Never
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection, starting with the first tab.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension TabView: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { TabViewNode<SelectionValue, Content>(graph: graph) }
}

/// The node of a `TabView`: it keeps every tab's node, and lays out, draws and lets take focus
/// only the selected one, under a bar of the tabs' labels.
final class TabViewNode<SelectionValue: Hashable, Content: View>: Node, KeyHelpProvider, ChromeClickableNode {
    private var selection: Binding<SelectionValue>?
    /// The selected tab's position; the truth when there is no selection binding.
    private var selectedIndex = 0
    /// Where each tab's segment lies on the bar, by position, as last placed.
    private var segments: [Range<Int>] = []
    /// The control that had focus in each tab when another was selected, by the tab's node.
    private var savedFocus: [ObjectIdentifier: Node] = [:]

    init(graph: ViewGraph) { super.init(graph: graph, viewType: TabView<SelectionValue, Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let tabView = view.value(as: TabView<SelectionValue, Content>.self)
        selection = tabView.selection
        let child = reconcile(children.first, with: tabView.content, environment: environment)
        if children.first !== child { children = [child] }
        readSelection()
        setNeedsLayout()
    }

    override func reevaluate() {
        super.reevaluate()
        readSelection()
    }

    /// The tabs: the content's items, each a tab item (or a plain view, which shows no label).
    private var tabs: [Node] { children.first?.layoutItems ?? [] }

    private var selectedTab: Node? {
        let tabs = tabs
        return tabs.isEmpty ? nil : tabs[min(selectedIndex, tabs.count - 1)]
    }

    /// The value a tab selects: a `Tab`'s value, else the `.tag(_:)` around it or just inside it.
    private func tag(of tab: Node) -> AnyHashable? {
        if let value = (tab as? any TabItemNodeProtocol)?.tabValue { return value }
        var node = tab.parent
        while let current = node, current !== self {
            if let tagged = current as? any TagCarrying, let value = tagged.tagValue as? AnyHashable { return value }
            node = current.parent
        }
        var inner = tab.children.first
        while let current = inner {
            if let tagged = current as? any TagCarrying, let value = tagged.tagValue as? AnyHashable { return value }
            inner = current.isTransparent ? current.children.first : nil
        }
        return nil
    }

    /// Selects the tab tagged with the bound value (the first tab when none is).
    private func readSelection() {
        guard let selection else { return }
        let value = AnyHashable(tracking { selection.wrappedValue })
        let index = tabs.firstIndex { tag(of: $0) == value } ?? 0
        if index != selectedIndex { show(index) }
    }

    /// Selects the tab at `index` and writes its tag to the selection binding.
    func select(_ index: Int) {
        let tabs = tabs
        guard tabs.indices.contains(index), index != selectedIndex else { return }
        if let selection {
            guard let value = tag(of: tabs[index])?.base as? SelectionValue else { return }
            graph.enqueueEffect { selection.wrappedValue = value }
        }
        show(index)
        graph.requestFrame()
    }

    /// Shows the tab at `index`: remembers the focus in the tab it hides and gives back the one
    /// the shown tab had.
    private func show(_ index: Int) {
        let tabs = tabs
        if let old = selectedTab, let focused = graph.focusedNode, focused.isInside(old) {
            savedFocus[ObjectIdentifier(old)] = focused
        }
        selectedIndex = index
        savedFocus = savedFocus.filter { key, node in node.isAttached && tabs.contains { ObjectIdentifier($0) == key } }
        if tabs.indices.contains(index), let saved = savedFocus[ObjectIdentifier(tabs[index])] {
            graph.focus(saved)
        }
        focusabilityDidChange()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Only the selected tab's controls can take focus, be clicked or handle keys.
    override var focusableChildren: [Node] { selectedTab.map { [$0] } ?? [] }

    // MARK: Keys

    override func handleKeyPress(_ press: KeyPress) -> KeyPress.Result {
        guard press.modifiers == .option else { return .ignored }
        let count = tabs.count
        switch press.key {
        case .leftArrow where count > 0: select((selectedIndex + count - 1) % count)
        case .rightArrow where count > 0: select((selectedIndex + 1) % count)
        default:
            guard let digit = press.key.character.wholeNumberValue, (1...min(9, count)).contains(digit) else { return .ignored }
            select(digit - 1)
        }
        return .handled
    }

    var keyHelpEntry: KeyHelpEntry? {
        let count = tabs.count
        guard count > 1 else { return nil }
        return KeyHelpEntry(shortcut: KeyboardShortcut("1", modifiers: .option), text: "tabs", keyLabel: "Alt-1…\(min(9, count))")
    }

    func clickChrome(at point: Point) -> Bool {
        guard point.y == frame.y, let index = segments.firstIndex(where: { $0.contains(point.x) }) else { return false }
        select(index)
        return true
    }

    // MARK: Layout and drawing

    private static var barRows: Int { 1 }

    /// A tab view takes all the room it is offered, as SwiftUI's does.
    override func computeSize(_ proposal: ProposedSize) -> Size {
        let content = selectedTab?.sizeThatFits(ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - Self.barRows) })) ?? .zero
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height + Self.barRows)
    }

    override func placeChildren(in rect: Rect) {
        selectedTab?.place(in: Rect(x: rect.x, y: rect.y + Self.barRows, width: rect.width, height: max(0, rect.height - Self.barRows)))
        segments = []
        var x = rect.x
        for tab in tabs {
            let start = x
            x += 1
            if let label = (tab as? any TabItemNodeProtocol)?.labelNode {
                let size = label.sizeThatFits(ProposedSize(width: nil, height: 1))
                label.place(in: Rect(x: x, y: rect.y, width: min(size.width, max(0, rect.maxX - x)), height: 1))
                x += size.width
            }
            if let badge = badge(of: tab) { x += 1 + DisplayWidth.width(of: badge) }
            x += 1
            segments.append(start..<x)
        }
    }

    /// The badge of a tab: `.badge(_:)` on the tab item or around it.
    private func badge(of tab: Node) -> String? {
        var node: Node? = tab
        while let current = node, current !== self {
            if let badge = (current as? any BadgeCarrying)?.badgeText { return badge }
            node = current.parent
        }
        return tab.firstNode((any BadgeCarrying).self) { $0.badgeText != nil }?.badgeText
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        let foreground = environment.textStyle.foreground
        for (index, tab) in tabs.enumerated() where index < segments.count {
            let segment = Rect(x: segments[index].lowerBound, y: frame.y, width: segments[index].count, height: 1).intersection(area)
            if let label = (tab as? any TabItemNodeProtocol)?.labelNode {
                label.drawIfVisible(into: &canvas, clip: segment)
            }
            if let badge = badge(of: tab) {
                let x = segments[index].upperBound - 1 - DisplayWidth.width(of: badge)
                canvas.draw(badge, x: x, y: frame.y, style: CellStyle(foreground: .white, background: .red), clip: segment)
            }
            if index == selectedIndex {
                canvas.modify(segment) { $0.isReversed = true; $0.isBold = true }
            } else if foreground != nil {
                canvas.modify(segment) { if $0.foreground == nil { $0.foreground = foreground } }
            }
        }
        selectedTab?.drawIfVisible(into: &canvas, clip: area)
    }
}
