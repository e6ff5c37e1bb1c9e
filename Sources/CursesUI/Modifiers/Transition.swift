/// How a view enters and leaves, accepted so that SwiftUI code compiles: in a terminal a view
/// appears and disappears at once.
public struct AnyTransition: Sendable {
    /// No transition.
    public static let identity = AnyTransition()
    /// A fade.
    public static let opacity = AnyTransition()
    /// A scale.
    public static let scale = AnyTransition()
    /// A slide from the leading edge.
    public static let slide = AnyTransition()

    /// A scale from a factor.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
    /// A move from an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    /// An offset.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition() }
    /// A push from an edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
    /// Different transitions for insertion and removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
    /// This transition combined with another.
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with an animation.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How changing content is animated (`.numericText()`), accepted: new content appears at once.
public struct ContentTransition: Sendable {
    /// No animation.
    public static let identity = ContentTransition()
    /// A cross-fade.
    public static let opacity = ContentTransition()
    /// An interpolation.
    public static let interpolate = ContentTransition()
    /// Digits rolling.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    /// Digits rolling towards a value.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

extension View {
    /// Accepted: the view appears and disappears at once.
    public func transition(_ transition: AnyTransition) -> some View { self }

    /// Accepted: new content appears at once.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
