@_spi(CursesUICore) import CursesUICore
/// A badge attached to a view by `.badge(_:)`; a `TabView` shows it on the view's tab, a `List`
/// at the trailing edge of the view's row.
struct BadgeView<Content: View>: View, PrimitiveView {
    let text: String?
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { BadgeNode<Content>(graph: graph) }
}

/// What a tab view reads from a badge without knowing its content type.
@MainActor
protocol BadgeCarrying: Node {
    /// The badge, or `nil` when there is none (a count of zero).
    var badgeText: String? { get }
}

/// Keeps the badge and lays out as its content.
final class BadgeNode<Content: View>: PassthroughNode, BadgeCarrying {
    private(set) var badgeText: String?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: BadgeView<Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let badge = view.value(as: BadgeView<Content>.self)
        if badge.text != badgeText {
            badgeText = badge.text
            // The tab bar that shows it measures and draws it.
            var node = parent
            while let current = node, current.isTransparent || current is any TabItemNodeProtocol { node = current.parent }
            node?.setNeedsLayout()
            node?.setNeedsDisplay()
            // A list draws its rows' badges and leaves room for them.
            while let current = node, !(current is LazyStackNode) { node = current.parent }
            if let list = node as? LazyStackNode {
                list.rowsHaveBadges = true
                list.setNeedsPlacement()
            }
        }
        updateContent(badge.content)
    }
}

extension View {
    /// Shows a count on this view's tab in a `TabView`, or at the trailing edge of its row in a
    /// `List`, in gray; zero shows no badge, as in SwiftUI.
    public func badge(_ count: Int) -> some View {
        BadgeView(text: count == 0 ? nil : String(count), content: self)
    }

    /// Shows a text on this view's tab in a `TabView` or its row in a `List`; `nil` shows no badge.
    public func badge(_ label: Text?) -> some View {
        BadgeView(text: label?.content, content: self)
    }

    /// Shows a string on this view's tab in a `TabView` or its row in a `List`.
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        BadgeView(text: label.map { String($0) }, content: self)
    }
}
