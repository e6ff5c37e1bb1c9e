/// A circle centered in its frame, as large as fits, as in SwiftUI.
///
/// Cells are about twice as tall as wide, so the circle's outline is an ellipse twice as many
/// columns wide as rows tall, and it looks round.
public struct Circle: Shape {
    /// A circle.
    public init() {}

    /// The largest circle (on screen) centered in `rect`.
    public func path(in rect: CGRect) -> Path {
        let width = min(rect.width, rect.height * 2)
        return Path(ellipseIn: CGRect(x: rect.midX - width / 2, y: rect.midY - width / 4, width: width, height: width / 2))
    }
}
