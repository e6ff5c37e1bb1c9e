@_spi(CursesUICore) import CursesUICore
/// A vertical stack that builds only the rows it shows, as SwiftUI's `LazyVStack` does; give it
/// a `ForEach` over as much data as you like. It takes the height it is offered and scrolls with
/// PageUp/PageDown and the arrow keys while focus is inside it or nothing else claims them.
public struct LazyVStack<Content: View>: View {
    let content: Content

    /// A lazy vertical stack. Rows are aligned to the leading edge.
    public init(alignment: HorizontalAlignment = .leading, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension LazyVStack: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { LazyVStackNode<Content>(graph: graph) }
}

final class LazyVStackNode<Content: View>: LazyStackNode {
    init(graph: ViewGraph) { super.init(graph: graph, viewType: LazyVStack<Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        updateLazyContent((view.value(as: LazyVStack<Content>.self)).content, environment: environment)
    }

    override func handleKeyPress(_ press: KeyPress) -> KeyPress.Result {
        guard press.modifiers.isEmpty else { return .ignored }
        switch press.key {
        case .pageDown: topRow += pageSize
        case .pageUp: topRow = max(0, topRow - pageSize)
        case .home: topRow = 0
        case .end: topRow = max(0, rowCount - pageSize)
        default: return .ignored
        }
        setNeedsLayout()
        graph.requestFrame()
        return .handled
    }
}
