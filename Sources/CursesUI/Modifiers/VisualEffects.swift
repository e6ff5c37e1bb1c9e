// Visual effects a grid of character cells cannot draw, accepted so that SwiftUI code compiles.

extension View {
    /// Accepted: a cell cannot cast a shadow.
    public func shadow(color: Color = Color(white: 0), radius: Double, x: Double = 0, y: Double = 0) -> some View { self }

    /// Accepted: cells have square corners. For a rounded outline, draw the view on a
    /// `RoundedRectangle` background instead.
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> some View { self }

    /// Accepted: a cell cannot be blurred.
    public func blur(radius: Double, opaque: Bool = false) -> some View { self }

    /// Accepted: cells cannot be scaled; the view keeps its size.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View { self }

    /// Accepted: cells cannot be rotated.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

    /// Accepted: cells have no brightness control.
    public func brightness(_ amount: Double) -> some View { self }

    /// Accepted: cells have no saturation control.
    public func saturation(_ amount: Double) -> some View { self }
}

/// An angle, as in SwiftUI; accepted where rotations are.
public struct Angle: Hashable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double { radians * 180 / .pi }
    /// An angle in radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle in degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// An angle in radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle in degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// No rotation.
    public static let zero = Angle(radians: 0)
}
