@_spi(CursesUICore) import CursesUICore
/// Shows or hides content while it keeps its space.
struct OpacityView<Content: View>: View, PrimitiveView {
    let opacity: Double
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        OpacityNode<Self>(graph: graph, initial: opacity) { ($0.opacity, $0.content) }
    }
}

/// Draws its content only when the opacity is above 0; at 0 the content's controls also leave
/// the focus ring, since a control nobody can see should not take keys. Below 1, each cell the
/// content changed has its colors blended with the cell's background before it.
final class OpacityNode<V: View>: ModifierNode<V, Double> {
    private var isVisible: Bool { parameters > 0 }

    override var focusableChildren: [Node] { isVisible ? children : [] }

    override func parametersDidChange() { focusabilityDidChange() }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        guard isVisible else { return }
        let area = frame.intersection(clip).intersection(canvas.bounds)
        guard parameters < 1, !area.isEmpty else { return drawContent(into: &canvas, clip: clip) }
        var below: [Cell] = []
        below.reserveCapacity(area.width * area.height)
        for y in area.y..<area.maxY { for x in area.x..<area.maxX { below.append(canvas[x, y]) } }
        drawContent(into: &canvas, clip: area)
        let opacity = parameters
        var index = 0
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let old = below[index]
                index += 1
                var cell = canvas[x, y]
                guard cell != old else { continue }
                if cell.background != old.background {
                    cell.background = cell.background.map { $0.opacity(opacity).blended(over: old.background) }
                }
                cell.foreground = (cell.foreground ?? Color.primary).opacity(opacity).blended(over: old.background)
                canvas.modify(Rect(x: x, y: y, width: 1, height: 1)) { $0 = cell }
            }
        }
    }
}

extension View {
    /// Sets the view's opacity, as in SwiftUI. At 0 the view keeps its space but draws nothing
    /// and its controls cannot take focus; below 1 the colors of the cells it draws are blended
    /// with the background below them (characters are drawn whole: a cell cannot be half a
    /// character).
    public func opacity(_ opacity: Double) -> some View {
        OpacityView(opacity: opacity, content: self)
    }

    /// Hides the view, as in SwiftUI: it keeps its space, draws nothing, and its controls leave
    /// the focus ring.
    public func hidden() -> some View {
        OpacityView(opacity: 0, content: self)
    }
}
