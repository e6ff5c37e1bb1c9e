/// A rectangle with a radius of its own for each corner, as in SwiftUI. Radii count columns,
/// as in ``RoundedRectangle``.
public struct UnevenRoundedRectangle: InsettableShape {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// The corners' curve, accepted.
    public var style: RoundedCornerStyle
    private var insetAmount: CGFloat = 0

    /// A rectangle with the given corner radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with the given corner radii, each square by default.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// The frame with each corner rounded by its own radius.
    public func path(in rect: CGRect) -> Path {
        let inset = insetAmount
        let radii = RectangleCornerRadii(topLeading: max(0, cornerRadii.topLeading - inset), bottomLeading: max(0, cornerRadii.bottomLeading - inset),
                                         bottomTrailing: max(0, cornerRadii.bottomTrailing - inset), topTrailing: max(0, cornerRadii.topTrailing - inset))
        var path = Path()
        path.addRoundedRect(in: rect.insetForShape(by: inset), cornerRadii: radii, yScale: 0.5)
        return path
    }

    /// The rectangle `amount` cells smaller on every side, its corners as much smaller.
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
