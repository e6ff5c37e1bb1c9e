@_spi(CursesUICore) import CursesUICore
/// Colors changing with the angle around a center, as in SwiftUI (a conic gradient): angles
/// grow clockwise from the trailing side. Also a view that fills its frame.
public struct AngularGradient: ShapeStyle, ResolvableShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// A gradient from `startAngle` to `endAngle` around `center`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI draws a full turn when both angles are equal.
        self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    }

    /// A gradient through colors spaced evenly.
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient through stops.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    /// A full turn through colors, starting at `angle`.
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    nonisolated func resolve(in context: ShapeStyleContext) -> ResolvedShapeStyle {
        .gradient(GradientShading(gradient: gradient, geometry: .angular(center: center, start: startAngle.radians, end: endAngle.radians)))
    }

    /// The frame filled with the gradient.
    public var body: some View { Rectangle().fill(self) }
}
