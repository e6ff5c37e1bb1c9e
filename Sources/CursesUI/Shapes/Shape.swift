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
    public var body: _ShapeView<Self> { _ShapeView(shape: self, paint: .fill(nil, FillStyle())) }

    /// Fills the shape with a color.
    public func fill(_ color: Color, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, paint: .fill(color, style))
    }

    /// Fills the shape with the foreground style (set with `foregroundStyle(_:)`).
    public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, paint: .fill(nil, style))
    }

    /// Draws the shape's outline in a color. A terminal line is one cell (box drawing) or one
    /// braille dot thick, whatever `lineWidth` says, and lies inside the frame.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, paint: .stroke(color, StrokeStyle(lineWidth: lineWidth)))
    }

    /// Draws the shape's outline in a color with a stroke style (its width, caps and dashes
    /// are accepted; see ``stroke(_:lineWidth:)``).
    public func stroke(_ color: Color, style: StrokeStyle) -> some View {
        _ShapeView(shape: self, paint: .stroke(color, style))
    }

    /// Draws the shape's outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> some View {
        _ShapeView(shape: self, paint: .stroke(nil, StrokeStyle(lineWidth: lineWidth)))
    }

    /// Draws the shape's outline in the foreground style with a stroke style.
    public func stroke(style: StrokeStyle) -> some View {
        _ShapeView(shape: self, paint: .stroke(nil, style))
    }

    /// Draws the shape's outline inside its frame. A terminal stroke always lies inside the
    /// frame, so this draws what ``stroke(_:lineWidth:)`` draws.
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(color, lineWidth: lineWidth)
    }

    /// Draws the shape's outline inside its frame with a stroke style.
    public func strokeBorder(_ color: Color, style: StrokeStyle, antialiased: Bool = true) -> some View {
        stroke(color, style: style)
    }

    /// Draws the shape's outline inside its frame in the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(lineWidth: lineWidth)
    }

    /// Draws the shape's outline inside its frame in the foreground style with a stroke style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        stroke(style: style)
    }
}
