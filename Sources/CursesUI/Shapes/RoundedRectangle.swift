/// A rectangle with rounded corners, as in SwiftUI; stroked with rounded box-drawing corners
/// (`╭╮╰╯`).
///
/// The corner radius counts columns; a corner is half as many rows tall, so it looks circular
/// on cells twice as tall as wide. It is clamped to half of each side.
public struct RoundedRectangle: InsettableShape {
    /// The corner's width and height (before the cell-aspect correction).
    public var cornerSize: CGSize
    /// The corners' curve, accepted.
    public var style: RoundedCornerStyle
    private var insetAmount: CGFloat = 0

    /// A rounded rectangle whose corners have a radius of `cornerRadius` columns.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle whose corners are quarter ellipses of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The frame, less the inset, with its corners rounded; an inset makes the corners smaller
    /// by as much, as in SwiftUI.
    public func path(in rect: CGRect) -> Path {
        let rect = rect.insetForShape(by: insetAmount)
        let radius = max(0, cornerSize.width - insetAmount)
        let yScale = cornerSize.width > 0 ? max(0, cornerSize.height) / cornerSize.width / 2 : 0.5
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius), yScale: yScale)
        return path
    }

    /// The rounded rectangle `amount` cells smaller on every side.
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
