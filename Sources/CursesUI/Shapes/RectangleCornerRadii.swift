/// The radius of each corner of a rectangle, as in SwiftUI.
public struct RectangleCornerRadii: Equatable, Hashable, Sendable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner; square corners by default.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}
