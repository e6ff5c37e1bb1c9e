/// A circle centered in its frame, as large as fits, as in SwiftUI.
///
/// Cells are about twice as tall as wide, so the circle's outline is an ellipse twice as many
/// columns wide as rows tall, and it looks round.
public struct Circle: InsettableShape {
    private var insetAmount: CGFloat = 0

    /// A circle.
    public init() {}

    /// The largest circle (on screen) centered in `rect`, less the inset.
    public func path(in rect: CGRect) -> Path {
        let rect = rect.insetForShape(by: insetAmount)
        let width = min(rect.width, rect.height * 2)
        return Path(ellipseIn: CGRect(x: rect.midX - width / 2, y: rect.midY - width / 4, width: width, height: width / 2))
    }

    /// The circle `amount` cells smaller on every side.
    public func inset(by amount: CGFloat) -> Circle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
