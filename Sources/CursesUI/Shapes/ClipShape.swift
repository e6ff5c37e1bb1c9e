@_spi(CursesUICore) import CursesUICore
/// Draws content only in the cells whose middle lies inside a shape.
struct ClipShapeView<Content: View, ClipShape: Shape>: View, PrimitiveView {
    let shape: ClipShape
    let style: FillStyle
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        makeNode(in: graph) { ClipShapeNode<Content, ClipShape>(graph: graph) }
    }
}

extension ClipShapeView: ElementwiseModifier {
    var subject: Content { content }
    /// On a `ForEach`, each element is clipped to the shape in its own frame, as in SwiftUI.
    func modifying(_ content: AnyView) -> any View { ClipShapeView<AnyView, ClipShape>(shape: shape, style: style, content: content) }
}

/// Draws the content, then puts back what was below in the cells outside the shape.
final class ClipShapeNode<Content: View, ClipShape: Shape>: WrapperNode {
    private var shape: ClipShape?
    private var style = FillStyle()
    private var mask: (size: Size, cells: [[Bool]])?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: ClipShapeView<Content, ClipShape>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let new = view.value(as: ClipShapeView<Content, ClipShape>.self)
        shape = new.shape
        style = new.style
        mask = nil
        updateContent(new.content, environment: environment)
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip).intersection(canvas.bounds)
        guard !area.isEmpty, let shape else { return }
        let size = Size(width: frame.width, height: frame.height)
        let cells = mask.flatMap { $0.size == size ? $0.cells : nil }
            ?? ShapeRaster.cellCoverage(shape.path(in: CGRect(x: 0, y: 0, width: size.width, height: size.height)),
                                        width: size.width, height: size.height, eoFill: style.isEOFilled)
        mask = (size, cells)
        var below: [Cell] = []
        below.reserveCapacity(area.width * area.height)
        for y in area.y..<area.maxY { for x in area.x..<area.maxX { below.append(canvas[x, y]) } }
        drawContent(into: &canvas, clip: area)
        var index = 0
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                if !cells[y - frame.y][x - frame.x] {
                    let cell = below[index]
                    canvas.modify(Rect(x: x, y: y, width: 1, height: 1)) { $0 = cell }
                }
                index += 1
            }
        }
    }
}

extension View {
    /// Clips the view to a shape, as in SwiftUI: a cell is drawn when its middle lies inside
    /// the shape, in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        ClipShapeView(shape: shape, style: style, content: self)
    }

}
