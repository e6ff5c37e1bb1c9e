/// A rectangle whose shorter sides are half circles, as in SwiftUI; stroked with rounded
/// box-drawing corners (`╭╮╰╯`), or `(` and `)` on a single row.
public struct Capsule: InsettableShape {
    /// The corners' curve, accepted.
    public var style: RoundedCornerStyle
    private var insetAmount: CGFloat = 0

    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }

    /// The frame, less the inset, with ends rounded as far as they go (on screen).
    public func path(in rect: CGRect) -> Path {
        let rect = rect.insetForShape(by: insetAmount)
        let radius = min(rect.width, rect.height * 2) / 2
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius), yScale: 0.5)
        return path
    }

    /// The capsule `amount` cells smaller on every side.
    public func inset(by amount: CGFloat) -> Capsule {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
