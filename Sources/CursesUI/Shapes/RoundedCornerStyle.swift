/// How a rounded rectangle's corners curve, as in SwiftUI; terminal corners are always
/// circular arcs.
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous curvature; drawn as `circular`.
    case continuous
}
