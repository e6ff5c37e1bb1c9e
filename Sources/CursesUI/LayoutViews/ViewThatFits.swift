@_spi(CursesUICore) import CursesUICore
/// A view that shows the first of its children whose ideal size fits the space offered, as in
/// SwiftUI: `ViewThatFits { Text("Full title"); Text("Short") }`.
///
/// Only the chosen child is drawn and takes focus; when none fits, the last one is chosen.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Chooses among `content`'s views by whether their ideal size fits along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
}

extension ViewThatFits: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { ViewThatFitsNode<Content>(graph: graph) }
}

/// Measures its candidates' ideal sizes against each proposal and lays out the first that fits;
/// the others are placed with no size, so they neither draw nor take focus.
final class ViewThatFitsNode<Content: View>: Node {
    private var axes: Axis.Set = [.horizontal, .vertical]
    /// The candidate laid out by the last pass.
    private var chosen: Node?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: ViewThatFits<Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: ViewThatFits<Content>.self)
        if newView.axes != axes {
            axes = newView.axes
            setNeedsLayout()
        }
        let child = reconcile(children.first, with: newView.content, environment: environment)
        if children.first !== child { children = [child] }
    }

    private var candidates: [Node] { children.first?.layoutItems ?? [] }

    /// The first candidate whose ideal size, along the chosen axes, fits `proposal`.
    private func choice(for proposal: ProposedSize) -> Node? {
        let items = candidates
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let ideal = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for item in items {
            let size = item.sizeThatFits(ideal)
            let fitsWidth = !horizontal || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return item }
        }
        return items.last
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func placeChildren(in rect: Rect) {
        let picked = choice(for: ProposedSize(rect.size))
        if picked !== chosen {
            chosen = picked
            focusabilityDidChange()
        }
        for item in candidates where item !== picked {
            item.place(in: Rect(x: rect.x, y: rect.y, width: 0, height: 0))
        }
        guard let picked else { return }
        let size = picked.sizeThatFits(ProposedSize(rect.size))
        let fitted = Size(width: min(size.width, rect.width), height: min(size.height, rect.height))
        picked.place(in: Rect(origin: Alignment.center.origin(of: fitted, in: rect), size: fitted))
    }

    /// Only the chosen candidate's controls take focus and keys.
    override var focusableChildren: [Node] { chosen.map { [$0] } ?? [] }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        chosen?.drawIfVisible(into: &canvas, clip: frame.intersection(clip))
    }
}
