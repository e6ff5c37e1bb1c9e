@_spi(CursesUICore) import CursesUICore
import Foundation

/// A view that takes all the space it is offered and builds its content from that space's size
/// and place, as in SwiftUI: `GeometryReader { proxy in Color.blue.frame(width: proxy.size.width / 2) }`.
///
/// Its content sits in its top-leading corner. Offered no length along an axis (inside a
/// scroll view, say), it takes one cell there, where SwiftUI takes 10 points. Its size never
/// depends on its content, so a change inside it lays out nothing around it.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// A reader whose content is built from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}

extension GeometryReader: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { GeometryReaderNode<Content>(graph: graph) }
}

/// Builds its content during layout, once its frame is known, and again when the frame or
/// something the content closure read changes.
final class GeometryReaderNode<Content: View>: Node {
    private var content: ((GeometryProxy) -> Content)?
    /// The frame the content was last built for; `nil` before the first layout.
    private var builtFor: Rect?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: GeometryReader<Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        content = view.value(as: GeometryReader<Content>.self).content
        if let builtFor { build(in: builtFor) }
    }

    override func reevaluate() {
        super.reevaluate()
        if let builtFor { build(in: builtFor) }
    }

    private func build(in rect: Rect) {
        guard let content else { return }
        builtFor = rect
        let proxy = GeometryProxy(frame: rect, of: self)
        let view = tracking { content(proxy) }
        let child = reconcile(children.first, with: view, environment: environment)
        if children.first !== child { children = [child] }
    }

    private var contentItems: [Node] { children.first?.layoutItems ?? [] }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? 1, height: proposal.height ?? 1)
    }

    override func placeChildren(in rect: Rect) {
        if builtFor != rect { build(in: rect) }
        for item in contentItems {
            let size = item.sizeThatFits(ProposedSize(rect.size))
            item.place(in: Rect(x: rect.x, y: rect.y, width: min(size.width, rect.width), height: min(size.height, rect.height)))
        }
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        for item in contentItems { item.drawIfVisible(into: &canvas, clip: area) }
    }
}
