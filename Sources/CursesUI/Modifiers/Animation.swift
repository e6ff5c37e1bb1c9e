/// An animation curve, accepted so that SwiftUI code compiles. A terminal redraws whole cells,
/// so every change appears at once, in the next frame; the curve, duration and repetition are
/// ignored.
public struct Animation: Hashable, Sendable {
    let name: String

    /// The default animation.
    public static let `default` = Animation(name: "default")
    /// A linear animation.
    public static let linear = Animation(name: "linear")
    /// An ease-in animation.
    public static let easeIn = Animation(name: "easeIn")
    /// An ease-out animation.
    public static let easeOut = Animation(name: "easeOut")
    /// An ease-in-out animation.
    public static let easeInOut = Animation(name: "easeInOut")
    /// A spring animation.
    public static let spring = Animation(name: "spring")
    /// An interactive spring animation.
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    /// A bouncy spring.
    public static let bouncy = Animation(name: "bouncy")
    /// A smooth spring.
    public static let smooth = Animation(name: "smooth")
    /// A snappy spring.
    public static let snappy = Animation(name: "snappy")

    /// A linear animation of a duration.
    public static func linear(duration: Double) -> Animation { .linear }
    /// An ease-in animation of a duration.
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    /// An ease-out animation of a duration.
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    /// An ease-in-out animation of a duration.
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    /// A spring animation.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    /// A spring animation of a duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    /// An interactive spring animation.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation { .interactiveSpring }
    /// A bouncy spring of a duration.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    /// A smooth spring of a duration.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    /// A snappy spring of a duration.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    /// A timing curve animation.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation { .default }

    /// This animation after a delay; changes still appear at once.
    public func delay(_ delay: Double) -> Animation { self }
    /// This animation at a speed.
    public func speed(_ speed: Double) -> Animation { self }
    /// This animation repeated.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// This animation repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` and returns its result, as SwiftUI does; the changes it makes appear at once in
/// the next frame, since a terminal does not animate.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body`, then `completion`; the changes appear at once, so the animation is complete
/// when `body` returns.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result,
                                  completion: @escaping () -> Void) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

extension View {
    /// Accepted: changes to `value` appear at once.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Accepted: changes appear at once.
    public func animation(_ animation: Animation?) -> some View { self }
}
