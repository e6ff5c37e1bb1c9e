@_spi(CursesUICore) import CursesUICore
/// A view whose content can scroll the scroll views and lists inside it (or around it) to a
/// view with a given id, as in SwiftUI:
///
/// ```swift
/// ScrollViewReader { proxy in
///     List(items) { item in Text(item.name) }
///     Button("Last") { proxy.scrollTo(items.last!.id, anchor: .bottom) }
/// }
/// ```
///
/// Ids are those of `.id(_:)` and of `ForEach` elements (a `List`'s rows); a row of a lazy
/// `List` or `LazyVStack` is found without being built. The scroll happens at the next layout,
/// so a row added in the same action can be scrolled to.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// A reader whose content receives the proxy that scrolls.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}

extension ScrollViewReader: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { ScrollViewReaderNode<Content>(graph: graph) }
}

/// Builds the content with a proxy pointing at this node, and carries out the proxy's requests
/// once its content is placed, when the target's frame (or row) is known.
final class ScrollViewReaderNode<Content: View>: WrapperNode, ScrollRequestTarget {
    private var content: ((ScrollViewProxy) -> Content)?
    private var pending: (id: AnyHashable, anchor: UnitPoint?)?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: ScrollViewReader<Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        content = view.value(as: ScrollViewReader<Content>.self).content
        build()
    }

    override func reevaluate() {
        super.reevaluate()
        build()
    }

    private func build() {
        guard let content else { return }
        let proxy = ScrollViewProxy(target: self)
        updateContent(tracking { content(proxy) }, environment: environment)
    }

    func requestScroll(to id: AnyHashable, anchor: UnitPoint?) {
        pending = (id, anchor)
        setNeedsPlacement()
        graph.requestFrame()
    }

    override func placeChildren(in rect: Rect) {
        placeContent(in: rect)
        guard let request = pending else { return }
        pending = nil
        guard let target = ScrollTarget.find(request.id, in: self) else { return }
        target.scroll(anchor: request.anchor)
        // The scroll may leave the focused control out of view, as the program asked: focus
        // does not pull it back before the next key, as after a scroll by the wheel.
        graph.input.isRevealSuppressed = true
    }
}

/// What a `ScrollViewProxy` sends its requests to.
@MainActor
protocol ScrollRequestTarget: AnyObject {
    func requestScroll(to id: AnyHashable, anchor: UnitPoint?)
}

/// A scroll view or list that can bring a rectangle or row to a given anchor.
@MainActor
protocol AnchoredScrolling: AnyObject {
    /// Scrolls so that `rect` (screen coordinates) sits at `anchor` of the visible area, or,
    /// with no anchor, just into it.
    func scroll(toShow rect: Rect, anchor: UnitPoint?)
}

/// The view a `scrollTo(_:anchor:)` is after: a built node, or a row of a lazy stack.
@MainActor
enum ScrollTarget {
    case node(Node)
    case row(LazyStackNode, index: Int)

    /// The first view with `id` in `root`'s subtree, in reading order.
    static func find(_ id: AnyHashable, in root: Node) -> ScrollTarget? {
        for child in root.children {
            if let lazy = child as? LazyStackNode, let index = lazy.currentRows.index(of: RowID(anyHashable: id)) {
                return .row(lazy, index: index)
            }
            if let keyed = (child as? any IdentifiedChildren)?.keyedChildren,
               let entry = keyed.entries.first(where: { $0.id == id }) {
                return .node(entry.node)
            }
            if let found = find(id, in: child) { return found }
        }
        return nil
    }

    func scroll(anchor: UnitPoint?) {
        switch self {
        case .row(let lazy, let index):
            lazy.scroll(toRow: index, anchor: anchor)
        case .node(let node):
            guard let rect = Self.extent(of: node) else { return }
            var current = node.parent
            while let ancestor = current {
                if let lazy = ancestor as? LazyStackNode {
                    // A fixed row of a list: scroll the list to its row.
                    let rows = lazy.currentRows
                    var chain: Node? = node
                    while let row = chain, row !== lazy {
                        if let index = rows.index(of: RowID(node: row)) {
                            lazy.scroll(toRow: index, anchor: anchor)
                            return
                        }
                        chain = row.parent
                    }
                    return
                }
                if let scroll = ancestor as? any AnchoredScrolling {
                    scroll.scroll(toShow: rect, anchor: anchor)
                    return
                }
                current = ancestor.parent
            }
        }
    }

    /// A node's frame, or for a transparent one the frames of its items together.
    private static func extent(of node: Node) -> Rect? {
        let frames = node.layoutItems.map(\.frame).filter { $0.width > 0 || $0.height > 0 }
        guard var union = frames.first else { return nil }
        for frame in frames.dropFirst() {
            let x = min(union.x, frame.x), y = min(union.y, frame.y)
            union = Rect(x: x, y: y, width: max(union.maxX, frame.maxX) - x, height: max(union.maxY, frame.maxY) - y)
        }
        return union
    }
}

/// Children known by id (`ForEach`, `.id(_:)`), whatever their container's type.
@MainActor
protocol IdentifiedChildren {
    var keyedChildren: (any KeyedChildren)? { get }
}

extension ContainerNode: IdentifiedChildren {}
