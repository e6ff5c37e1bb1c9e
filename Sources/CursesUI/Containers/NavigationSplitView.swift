@_spi(CursesUICore) import CursesUICore
/// A view with two or three columns — a sidebar, an optional content column and a detail — as in
/// SwiftUI. Each column is a navigation stack of its own, with its own `navigationTitle`.
///
/// Where the terminal is wide enough (`NavigationSplitView.collapseWidth`: 60 cells for two
/// columns, 90 for three) the columns stand side by side, split by a line; Tab moves between
/// their controls, Return on a row that has no control of its own focuses the next column and
/// Esc the previous one. Narrower, the split view collapses to a stack that shows one column (the
/// one that had focus):
/// Return shows the next column, Esc goes back, as on a phone. Drive the detail by selection:
/// a `List(selection:)` in the sidebar and a detail that reads the selection.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let columnVisibility: Binding<NavigationSplitViewVisibility>?

    /// A three-column split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = nil
    }

    /// A three-column split view whose visible columns follow `columnVisibility` when wide.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }

    /// The width below which a split view shows one column at a time.
    public static var collapseWidth: Int { Content.self == EmptyView.self ? 60 : 90 }

    public typealias Body = Never
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
        self.columnVisibility = nil
    }

    /// A two-column split view whose visible columns follow `columnVisibility` when wide.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }
}

/// Which columns of a `NavigationSplitView` are shown, as in SwiftUI.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let columns: Int
    /// Every column.
    public static let all = NavigationSplitViewVisibility(columns: 3)
    /// The content and detail columns (in a two-column view, both columns).
    public static let doubleColumn = NavigationSplitViewVisibility(columns: 2)
    /// The detail column only.
    public static let detailOnly = NavigationSplitViewVisibility(columns: 1)
    /// Whatever suits the width: every column.
    public static let automatic = NavigationSplitViewVisibility(columns: 0)
}

/// How a `NavigationSplitView` shares its width. Accepted for SwiftUI code: a terminal split
/// view always gives the sidebar a third and the detail the rest.
public protocol NavigationSplitViewStyle {}

/// The default split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

/// Columns side by side, each with its share of the width.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

/// The detail at full size, the other columns beside it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The default style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns side by side.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail at full size.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Accepts a split view style for SwiftUI code; the view is unchanged.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// Accepts a column width for SwiftUI code (points, not cells); the split view sizes its
    /// columns itself.
    public func navigationSplitViewColumnWidth(_ width: Double) -> some View { self }

    /// Accepts column widths for SwiftUI code; the split view sizes its columns itself.
    public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> some View { self }
}

extension NavigationSplitView: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { NavigationSplitViewNode<Sidebar, Content, Detail>(graph: graph) }
}

/// Lays its columns out side by side, or shows one of them when narrow; each column is a
/// `NavigationStack` around the column's view.
final class NavigationSplitViewNode<Sidebar: View, Content: View, Detail: View>: Node, KeyHelpProvider {
    private var visibility: Binding<NavigationSplitViewVisibility>?
    /// The column shown while collapsed.
    private var shownColumn = 0
    /// Whether the last layout had too little room for the columns side by side.
    private var isCollapsed = false
    /// The control that had focus in each column when it was left, while collapsed.
    private var savedFocus: [Int: Node] = [:]

    init(graph: ViewGraph) { super.init(graph: graph, viewType: NavigationSplitView<Sidebar, Content, Detail>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let split = view.value(as: NavigationSplitView<Sidebar, Content, Detail>.self)
        visibility = split.columnVisibility
        var reconciler = PositionalReconciler(self)
        reconciler.reconcile(NavigationStack { split.sidebar })
        if let content = split.content { reconciler.reconcile(NavigationStack { content }) }
        reconciler.reconcile(NavigationStack { split.detail })
        reconciler.finish()
        setNeedsLayout()
    }

    override func reevaluate() {
        super.reevaluate()
        setNeedsLayout()
    }

    /// The columns shown side by side when wide, as `columnVisibility` asks.
    private var wideColumns: [Node] {
        let count = visibility.map { binding in tracking { binding.wrappedValue }.columns } ?? 0
        guard count > 0, count < children.count else { return children }
        return Array(children.suffix(count))
    }

    /// The columns laid out now.
    private var shownColumns: [Node] {
        guard isCollapsed else { return wideColumns }
        return children.isEmpty ? [] : [children[min(shownColumn, children.count - 1)]]
    }

    override var focusableChildren: [Node] { shownColumns }

    // MARK: Layout and drawing

    private var collapseWidth: Int { children.count > 2 ? 90 : 60 }

    /// A split view takes all the room it is offered.
    override func computeSize(_ proposal: ProposedSize) -> Size {
        let width = proposal.width ?? collapseWidth
        let height = proposal.height ?? shownColumns.map { $0.sizeThatFits(ProposedSize(width: width, height: nil)).height }.max() ?? 0
        return Size(width: width, height: height)
    }

    override func placeChildren(in rect: Rect) {
        let collapsed = rect.width < collapseWidth
        if collapsed != isCollapsed {
            // Collapsing keeps the column the user is in on screen.
            if collapsed, let column = focusedColumn { shownColumn = column }
            isCollapsed = collapsed
            focusabilityDidChange()
        }
        let columns = shownColumns
        for (index, width) in columnWidths(for: columns.count, in: rect.width).enumerated() {
            let x = rect.x + columnWidths(for: columns.count, in: rect.width).prefix(index).reduce(0) { $0 + $1 + 1 }
            columns[index].place(in: Rect(x: x, y: rect.y, width: width, height: rect.height))
        }
    }

    /// The widths of `count` columns side by side in `width` cells, with a one-cell line between
    /// neighbours: sidebar and content a quarter to a third each (16 to 32 cells), the detail the rest.
    private func columnWidths(for count: Int, in width: Int) -> [Int] {
        guard count > 1 else { return [max(0, width)] }
        let leading = min(32, max(16, width / (count == 2 ? 3 : 4)))
        let leadingWidths = Array(repeating: leading, count: count - 1)
        return leadingWidths + [max(0, width - leadingWidths.reduce(0) { $0 + $1 + 1 })]
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        let columns = shownColumns
        for (index, column) in columns.enumerated() {
            column.drawIfVisible(into: &canvas, clip: area.intersection(column.frame))
            guard index < columns.count - 1 else { continue }
            let x = column.frame.maxX
            for y in frame.y..<frame.maxY {
                canvas.draw("│", x: x, y: y, style: CellStyle(foreground: .gray), clip: area)
            }
        }
    }

    // MARK: Keys

    /// The column that holds focus.
    private var focusedColumn: Int? {
        guard let focused = graph.focusedNode else { return nil }
        return children.firstIndex { focused.isInside($0) }
    }

    override func handleKeyPress(_ press: KeyPress) -> KeyPress.Result {
        guard press.modifiers.isEmpty, press.key == .return || press.key == .escape else { return .ignored }
        let current = isCollapsed ? shownColumn : (focusedColumn ?? 0)
        let target = press.key == .return ? current + 1 : current - 1
        guard children.indices.contains(target) else { return .ignored }
        if isCollapsed {
            if let focused = graph.focusedNode, focused.isInside(children[current]) { savedFocus[current] = focused }
            shownColumn = target
            if let saved = savedFocus[target], saved.isAttached, saved.isInside(children[target]) { graph.focus(saved) }
            focusabilityDidChange()
            setNeedsLayout()
            setNeedsDisplay()
            graph.requestFrame()
        } else {
            guard wideColumns.contains(where: { $0 === children[target] }),
                  let stop = graph.focusRing.first(where: { $0.isInside(children[target]) }) else { return .ignored }
            graph.focus(stop)
        }
        return .handled
    }

    var keyHelpEntry: KeyHelpEntry? {
        let current = isCollapsed ? shownColumn : (focusedColumn ?? 0)
        if current + 1 < children.count { return KeyHelpEntry(shortcut: KeyboardShortcut(.return), text: "open") }
        if current > 0 { return KeyHelpEntry(shortcut: KeyboardShortcut(.escape), text: "back") }
        return nil
    }
}
