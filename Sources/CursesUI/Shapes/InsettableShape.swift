/// A shape that can be drawn smaller by an amount on every side, as in SwiftUI: what
/// `strokeBorder(_:lineWidth:)` needs. ``Rectangle``, ``RoundedRectangle``,
/// ``UnevenRoundedRectangle``, ``Circle``, ``Ellipse`` and ``Capsule`` are insettable.
public protocol InsettableShape: Shape {
    /// The type of the smaller shape.
    associatedtype InsetShape: InsettableShape
    /// This shape `amount` cells smaller on every side: `amount` columns at the left and right,
    /// `amount` rows at the top and bottom. A negative amount makes it larger.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Draws the shape's outline inside its frame in a style, `lineWidth` cells thick. A terminal
    /// stroke always lies inside the frame, so this draws what `stroke(_:lineWidth:)` draws.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        inset(by: 0).stroke(content, lineWidth: lineWidth)
    }

    /// Draws the shape's outline inside its frame in a style with a stroke style.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View {
        inset(by: 0).stroke(content, style: style)
    }
}

extension CGRect {
    /// The rectangle `amount` cells smaller on every side, never less than empty, centered.
    func insetForShape(by amount: CGFloat) -> CGRect {
        guard amount != 0 else { return self }
        let dx = min(amount, width / 2), dy = min(amount, height / 2)
        return CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}
