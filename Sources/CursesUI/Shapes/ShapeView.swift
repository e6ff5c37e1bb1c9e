@_spi(CursesUICore) import CursesUICore
/// A shape filled or stroked: what `fill(_:style:)`, `stroke(_:lineWidth:)` and a bare shape
/// are made of. Like a color, it takes the whole size it is offered.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    let shape: Content
    let paint: ShapePaint
    public typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { ShapeNode<Content>(graph: graph) }
}

/// How a shape is drawn: filled or stroked, in a shape style.
enum ShapePaint: Equatable {
    case fill(AnyShapeStyle, FillStyle)
    case stroke(AnyShapeStyle, StrokeStyle)

    var style: AnyShapeStyle {
        switch self {
        case .fill(let style, _), .stroke(let style, _): return style
        }
    }
}

/// Draws a shape's raster in its frame; the raster is kept until the view or the size changes.
final class ShapeNode<Content: Shape>: Node {
    private var shape: Content?
    private var paint = ShapePaint.fill(AnyShapeStyle(.foreground), FillStyle())
    private var raster: (size: Size, raster: ShapeRaster)?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: _ShapeView<Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let new = view.value(as: _ShapeView<Content>.self)
        shape = new.shape
        paint = new.paint
        raster = nil
    }

    /// SwiftUI's shapes are flexible; with no proposal a shape takes 10 × 5 cells, about the
    /// square that SwiftUI's 10 × 10 points default makes.
    override func computeSize(_ proposal: ProposedSize) -> Size {
        Size(width: max(0, proposal.width ?? 10), height: max(0, proposal.height ?? 5))
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        guard !area.isEmpty, let shape else { return }
        let size = Size(width: frame.width, height: frame.height)
        let current = raster.flatMap { $0.size == size ? $0.raster : nil } ?? makeRaster(shape, size: size)
        raster = (size, current)
        switch paint.style.resolved(in: environment) {
        case .color(let color):
            guard color != .clear else { return }
            for mark in current.marks { draw(mark, into: &canvas, area: area) { _ in color } }
        case .gradient(let shading):
            for mark in current.marks {
                draw(mark, into: &canvas, area: area) { x in
                    shading.color(x: x, y: mark.y, width: size.width, height: size.height)
                }
            }
        }
    }

    /// Draws the cells of a mark of the raster, each in `color(column)`: a block covering the
    /// cell takes it as its background too, blended with what was below when translucent.
    private func draw(_ mark: ShapeRaster.Mark, into canvas: inout Canvas, area: Rect, color: (Int) -> Color?) {
        let y = frame.y + mark.y
        guard y >= area.y, y < area.maxY else { return }
        let glyph = mark.glyph
        for column in mark.columns.clamped(to: (area.x - frame.x)..<max(area.x - frame.x, area.maxX - frame.x)) {
            let x = frame.x + column
            let color = color(column)
            let foreground = color == .primary ? nil : color
            var style = mark.coversCell ? CellStyle(foreground: foreground, background: foreground) : CellStyle(foreground: foreground)
            if mark.coversCell, let foreground, foreground.isTranslucent {
                // The block and the background both show the fill blended with what was below.
                let blended = foreground.blended(over: canvas[x, y].background)
                style = CellStyle(foreground: blended, background: blended)
            }
            canvas.draw(glyph, x: x, y: y, style: style, clip: area)
        }
    }

    private func makeRaster(_ shape: Content, size: Size) -> ShapeRaster {
        let rect = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let path = (shape is ContainerRelativeShape ? environment.containerShape?.path(in: rect) : nil) ?? shape.path(in: rect)
        switch paint {
        case .fill(_, let style): return ShapeRaster.fill(path, width: size.width, height: size.height, eoFill: style.isEOFilled)
        case .stroke(_, let style): return ShapeRaster.stroke(path, width: size.width, height: size.height, style: style)
        }
    }
}
