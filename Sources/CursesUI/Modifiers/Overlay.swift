@_spi(CursesUICore) import CursesUICore
/// Draws one view over (or, for a background, under) another, aligned inside it, without
/// changing its size.
struct OverlayView<Base: View, Overlay: View>: View, PrimitiveView {
    let base: Base
    let overlay: Overlay
    let alignment: Alignment
    var isBackground = false
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { makeNode(in: graph) { OverlayNode<Base, Overlay>(graph: graph) } }
}

/// Takes the base's size and place; the overlay is offered that size and aligned in it.
final class OverlayNode<Base: View, Overlay: View>: Node {
    private var baseNode: Node?
    private var overlayNode: Node?
    private var alignment = Alignment.center
    private var isBackground = false

    init(graph: ViewGraph) { super.init(graph: graph, viewType: OverlayView<Base, Overlay>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: OverlayView<Base, Overlay>.self)
        if newView.alignment != alignment {
            alignment = newView.alignment
            setNeedsLayout()
        }
        baseNode = reconcile(baseNode, with: newView.base, environment: environment)
        overlayNode = reconcile(overlayNode, with: newView.overlay, environment: environment)
        isBackground = newView.isBackground
        // Later children are drawn and hit over earlier ones.
        children = (isBackground ? [overlayNode, baseNode] : [baseNode, overlayNode]).compactMap { $0 }
    }

    private var baseItems: [Node] { baseNode?.layoutItems ?? [] }
    private var overlayItems: [Node] { overlayNode?.layoutItems ?? [] }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        StackLayout.vertical.size(of: baseItems, proposal: proposal)
    }

    override func placeChildren(in rect: Rect) {
        StackLayout.vertical.place(baseItems, in: rect)
        let fitted = StackLayout.vertical.size(of: overlayItems, proposal: ProposedSize(rect.size))
        let size = Size(width: min(fitted.width, rect.width), height: min(fitted.height, rect.height))
        StackLayout.vertical.place(overlayItems, in: Rect(origin: alignment.origin(of: size, in: rect), size: size))
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        if isBackground { for item in overlayItems { item.drawIfVisible(into: &canvas, clip: area) } }
        for item in baseItems { item.drawIfVisible(into: &canvas, clip: clip) }
        if !isBackground { for item in overlayItems { item.drawIfVisible(into: &canvas, clip: area) } }
    }
}

extension View {
    /// Draws `content` over this view, aligned inside it, as in SwiftUI. The view keeps its size;
    /// the overlay is offered the view's size and clipped to it.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        OverlayView(base: self, overlay: content(), alignment: alignment)
    }

    /// Draws `overlay` over this view, aligned inside it.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        OverlayView(base: self, overlay: overlay, alignment: alignment)
    }
}
