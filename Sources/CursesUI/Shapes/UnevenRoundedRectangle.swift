/// A rectangle with a radius of its own for each corner, as in SwiftUI. Radii count columns,
/// as in ``RoundedRectangle``.
public struct UnevenRoundedRectangle: Shape {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// The corners' curve, accepted.
    public var style: RoundedCornerStyle

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
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadii: cornerRadii, yScale: 0.5)
        return path
    }
}
