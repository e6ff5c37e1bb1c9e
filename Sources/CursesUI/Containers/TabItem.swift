@_spi(CursesUICore) import CursesUICore
/// A tab's content with the label its `TabView` shows for it on the tab bar.
struct TabItemView<Content: View, Label: View>: View, PrimitiveView {
    let value: AnyHashable?
    let content: Content
    let label: Label
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { TabItemNode<Content, Label>(graph: graph) }
}

/// What a `TabView` needs from a tab without knowing its types.
@MainActor
protocol TabItemNodeProtocol: Node {
    /// The label's node, laid out and drawn by the tab view on its bar.
    var labelNode: Node? { get }
    /// A `Tab`'s value, which the tab view's selection takes when the tab is chosen.
    var tabValue: AnyHashable? { get }
}

/// Holds the content and the label as its two children; lays out and draws only the content.
/// Outside a `TabView` it is just its content, as in SwiftUI.
final class TabItemNode<Content: View, Label: View>: Node, TabItemNodeProtocol {
    private(set) var tabValue: AnyHashable?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: TabItemView<Content, Label>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let item = view.value(as: TabItemView<Content, Label>.self)
        if item.value != tabValue {
            tabValue = item.value
            parent?.setNeedsLayout()
        }
        let content = reconcile(children.first, with: item.content, environment: environment)
        let label = reconcile(children.count > 1 ? children[1] : nil, with: item.label, environment: environment)
        if children.count != 2 || children[0] !== content || children[1] !== label { children = [content, label] }
    }

    var labelNode: Node? { children.count > 1 ? children[1] : nil }
    private var contentItems: [Node] { children.first?.layoutItems ?? [] }

    override var focusableChildren: [Node] { children.first.map { [$0] } ?? [] }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        StackLayout.vertical.size(of: contentItems, proposal: proposal)
    }

    override func placeChildren(in rect: Rect) {
        StackLayout.vertical.place(contentItems, in: rect)
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        for item in contentItems { item.drawIfVisible(into: &canvas, clip: clip) }
    }
}

extension View {
    /// Sets the label this view's tab shows in a `TabView`, as in SwiftUI; usually a
    /// `Label(_:systemImage:)` or a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(value: nil, content: self, label: label())
    }
}
