@_spi(CursesUICore) import CursesUICore
/// A two-dimensional shape that is also a view, as in SwiftUI: it takes the whole size it is
/// offered and, unless told otherwise, fills its outline with the foreground style.
///
/// Write your own by returning a ``Path`` in cell coordinates from `path(in:)`. The built-in
/// shapes correct for terminal cells being about twice as tall as wide, so a ``Circle`` looks
/// round; a custom path is drawn as given. See <doc:DrawingShapes> for how shapes are drawn.
public protocol Shape: Sendable, View {
    /// The outline of the shape in `rect`, whose units are cells (columns and rows).
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape's content: its outline filled with the foreground style.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, paint: .fill(AnyShapeStyle(.foreground), FillStyle())) }

    /// Fills the shape with a style: a color, `.tint`, `.secondary`, a gradient; the foreground
    /// style by default.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, paint: .fill(AnyShapeStyle(content), style))
    }

    /// Draws the shape's outline in a style, `lineWidth` cells thick (see
    /// <doc:DrawingShapes#Strokes> for how each width looks). The line lies inside the frame.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, paint: .stroke(AnyShapeStyle(content), StrokeStyle(lineWidth: lineWidth)))
    }

    /// Draws the shape's outline in a style with a stroke style: its width and dashes are drawn,
    /// its caps and joins accepted.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _ShapeView(shape: self, paint: .stroke(AnyShapeStyle(content), style))
    }

    /// Draws the shape's outline in the foreground style, `lineWidth` cells thick.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        stroke(.foreground, lineWidth: lineWidth)
    }

    /// Draws the shape's outline in the foreground style with a stroke style.
    public func stroke(style: StrokeStyle) -> some View {
        stroke(.foreground, style: style)
    }
}
