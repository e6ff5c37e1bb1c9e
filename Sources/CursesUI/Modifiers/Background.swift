@_spi(CursesUICore) import CursesUICore
/// Paints the cells behind content.
struct BackgroundView<Content: View>: View, PrimitiveView {
    let color: Color
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        makeNode(in: graph) { BackgroundNode<Self>(graph: graph, initial: color) { ($0.color, $0.content) } }
    }
}

final class BackgroundNode<V: View>: ModifierNode<V, Color> {
    override func draw(into canvas: inout Canvas, clip: Rect) {
        canvas.fill(frame.intersection(clip), background: parameters)
        drawContent(into: &canvas, clip: clip)
    }
}

extension View {
    /// Paints the view's cells in a color; `Color.clear` paints nothing.
    public func background(_ color: Color) -> some View {
        BackgroundView(color: color, content: self)
    }

    /// Draws `content` behind this view, aligned inside it, as in SwiftUI. The view keeps its
    /// size; the background is offered the view's size and clipped to it.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        OverlayView(base: self, overlay: content(), alignment: alignment, isBackground: true)
    }

    /// Draws `background` behind this view, aligned inside it. A view that is also a shape
    /// style (a gradient) fills the background as a style does.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        OverlayView(base: self, overlay: background, alignment: alignment, isBackground: true)
    }

    /// Fills the view's background with a shape in a style, as in SwiftUI:
    /// `Text("OK").padding(.horizontal).background(.blue, in: Capsule())`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(style, style: fillStyle) }
    }

    /// Fills the view's background with a shape style, as in SwiftUI: `.background(.tint)`,
    /// `.background(LinearGradient(…))`. The edges are accepted: a terminal has no safe area.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { Rectangle().fill(style) }
    }
}
