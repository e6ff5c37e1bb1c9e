/// How a line or an area goes from one point to the next, as in Swift Charts.
///
/// Curves (`catmullRom`, `cardinal`, `monotone`) are all drawn as a Catmull-Rom spline through
/// the points: at braille resolution the curves barely differ.
public struct InterpolationMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear, curve, stepStart, stepCenter, stepEnd
    }

    let kind: Kind

    /// Straight segments.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A smooth curve through every point.
    public static let catmullRom = InterpolationMethod(kind: .curve)
    /// A smooth curve through every point.
    public static let cardinal = InterpolationMethod(kind: .curve)
    /// A smooth curve through every point (drawn as `catmullRom`).
    public static let monotone = InterpolationMethod(kind: .curve)
    /// Steps that change at each point's x: the new value starts at the point.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps that change at the next point's x: a value holds until the next point.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)

    /// A smooth curve; the tension is ignored at terminal resolution.
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
    /// A smooth curve; alpha is ignored at terminal resolution.
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
}
