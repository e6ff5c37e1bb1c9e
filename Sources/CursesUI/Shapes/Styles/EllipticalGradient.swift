@_spi(CursesUICore) import CursesUICore
/// Colors changing in ellipses that fit the frame, as in SwiftUI: the radii are fractions of
/// half the frame's width and height. Also a view that fills its frame.
public struct EllipticalGradient: ShapeStyle, ResolvableShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// A gradient from `startRadiusFraction` to `endRadiusFraction` of the frame around `center`.
    nonisolated public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// A gradient through colors spaced evenly.
    nonisolated public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// A gradient through stops.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    nonisolated func resolve(in context: ShapeStyleContext) -> ResolvedShapeStyle {
        // SwiftUI's fractions are of the whole frame's size; the shading's are of half of it.
        .gradient(GradientShading(gradient: gradient, geometry: .elliptical(center: center, startFraction: startRadiusFraction * 2,
                                                                            endFraction: endRadiusFraction * 2)))
    }

    /// The frame filled with the gradient.
    public var body: some View { Rectangle().fill(self) }
}
