@_spi(CursesUICore) import CursesUICore
import Foundation

/// A custom layout, as in SwiftUI: answer `sizeThatFits` from your subviews' sizes, then place
/// them in `placeSubviews`. Use it like a stack: `MyFlowLayout { ForEach(tags) { Text($0) } }`.
///
/// Sizes and positions are in cells (one point is one cell); positions are rounded down to
/// whole cells when a subview is placed.
@MainActor @preconcurrency
public protocol Layout {
    /// Values computed once and kept between calls; `Void` when the layout needs none.
    associatedtype Cache = Void
    /// The subviews the layout arranges.
    typealias Subviews = LayoutSubviews

    /// The size the layout takes for `proposal`, given its subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview inside `bounds` (in screen cells) with `LayoutSubview.place`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Makes the cache, when the layout is first used.
    func makeCache(subviews: Subviews) -> Cache
    /// Refreshes the cache when the subviews or the layout changed; makes a new one by default.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The space the layout as a whole prefers around it.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
}

extension Layout where Cache == () {
    /// A layout without a cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Makes a new cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The default spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    /// Lays out `content`'s views with this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// Content laid out by a `Layout`.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { LayoutNode<L, Content>(graph: graph) }
}

/// Lays its content's views out with a `Layout`, keeping the layout's cache between passes.
final class LayoutNode<L: Layout, Content: View>: Node {
    private var layout: L?
    private var cache: L.Cache?
    /// The subviews the cache was made for.
    private var cachedFor: [Node] = []
    private let placements = LayoutPlacements()

    init(graph: ViewGraph) { super.init(graph: graph, viewType: LayoutView<L, Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: LayoutView<L, Content>.self)
        if let layout, areEqual(layout, newView.layout) {} else {
            layout = newView.layout
            cachedFor = []
            setNeedsLayout()
        }
        let child = reconcile(children.first, with: newView.content, environment: environment)
        if children.first !== child { children = [child] }
    }

    private var subviews: LayoutSubviews {
        LayoutSubviews(nodes: children.first?.layoutItems ?? [], placements: placements)
    }

    /// Runs `body` with the cache, made or refreshed first when the subviews changed.
    private func withCache<T>(_ subviews: LayoutSubviews, _ body: (L, inout L.Cache) -> T) -> T {
        guard let layout else { fatalError("a layout node was used before its first update") }
        var current: L.Cache
        if let cache, cachedFor.count == subviews.nodes.count, zip(cachedFor, subviews.nodes).allSatisfy({ $0 === $1 }) {
            current = cache
        } else if var stale = cache {
            layout.updateCache(&stale, subviews: subviews)
            current = stale
        } else {
            current = layout.makeCache(subviews: subviews)
        }
        cachedFor = subviews.nodes
        let result = body(layout, &current)
        cache = current
        return result
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let subviews = subviews
        return withCache(subviews) { layout, cache in
            layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache).cells
        }
    }

    override func placeChildren(in rect: Rect) {
        let subviews = subviews
        placements.placed.removeAll(keepingCapacity: true)
        withCache(subviews) { layout, cache in
            layout.placeSubviews(in: CGRect(rect), proposal: ProposedViewSize(ProposedSize(rect.size)), subviews: subviews, cache: &cache)
        }
        // SwiftUI puts a subview the layout did not place at the center of its bounds.
        for node in subviews.nodes where !placements.placed.contains(ObjectIdentifier(node)) {
            let size = node.sizeThatFits(ProposedSize(rect.size))
            node.place(in: Rect(origin: Alignment.center.origin(of: size, in: rect), size: size))
        }
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        for item in children.first?.layoutItems ?? [] { item.drawIfVisible(into: &canvas, clip: area) }
    }
}
