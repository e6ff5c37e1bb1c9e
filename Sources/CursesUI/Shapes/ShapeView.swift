@_spi(CursesUICore) import CursesUICore
/// A shape filled or stroked: what `fill(_:style:)`, `stroke(_:lineWidth:)` and a bare shape
/// are made of. Like a color, it takes the whole size it is offered.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    let shape: Content
    let paint: ShapePaint
    public typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { ShapeNode<Content>(graph: graph) }
}

/// How a shape is drawn: filled or stroked, in a color or (`nil`) the foreground style.
enum ShapePaint: Equatable {
    case fill(Color?, FillStyle)
    case stroke(Color?, StrokeStyle)
}

/// Draws a shape's raster in its frame; the raster is kept until the view or the size changes.
final class ShapeNode<Content: Shape>: Node {
    private var shape: Content?
    private var paint = ShapePaint.fill(nil, FillStyle())
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
        let color: Color?
        switch paint {
        case .fill(let fill, _): color = fill ?? environment.textStyle.foreground
        case .stroke(let stroke, _): color = stroke ?? environment.textStyle.foreground
        }
        guard color != .clear else { return }
        let foreground = color == .primary ? nil : color
        let partial = CellStyle(foreground: foreground)
        let whole = CellStyle(foreground: foreground, background: foreground)
        for mark in current.marks {
            let (x, y) = (frame.x + mark.x, frame.y + mark.y)
            var style = mark.coversCell ? whole : partial
            if mark.coversCell, let foreground, foreground.isTranslucent {
                // The block and the background both show the fill blended with what was below.
                let blended = foreground.blended(over: canvas[x, y].background)
                style = CellStyle(foreground: blended, background: blended)
            }
            canvas.draw(mark.glyph, x: x, y: y, style: style, clip: area)
        }
    }

    private func makeRaster(_ shape: Content, size: Size) -> ShapeRaster {
        let rect = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let path = (shape is ContainerRelativeShape ? environment.containerShape?.path(in: rect) : nil) ?? shape.path(in: rect)
        switch paint {
        case .fill(_, let style): return ShapeRaster.fill(path, width: size.width, height: size.height, eoFill: style.isEOFilled)
        case .stroke: return ShapeRaster.stroke(path, width: size.width, height: size.height)
        }
    }
}
