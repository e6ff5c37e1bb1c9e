@_spi(CursesUICore) import CursesUICore
/// Colors changing in circles around a center, as in SwiftUI. The radii count columns, and a
/// row counts as two columns, so the circles look round. Also a view that fills its frame.
public struct RadialGradient: ShapeStyle, ResolvableShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// A gradient from `startRadius` to `endRadius` columns around `center`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient through colors spaced evenly.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient through stops.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    nonisolated func resolve(in context: ShapeStyleContext) -> ResolvedShapeStyle {
        .gradient(GradientShading(gradient: gradient, geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius)))
    }

    /// The frame filled with the gradient.
    public var body: some View { Rectangle().fill(self) }
}
