@_spi(CursesUICore) import CursesUICore
/// Colors changing along a line from one point of the frame to another, as in SwiftUI; each
/// cell shows the color at its middle. Also a view that fills its frame.
public struct LinearGradient: ShapeStyle, ResolvableShapeStyle, View, Hashable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint` of the frame.
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient through colors spaced evenly.
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient through stops.
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    nonisolated func resolve(in context: ShapeStyleContext) -> ResolvedShapeStyle {
        .gradient(GradientShading(gradient: gradient, geometry: .linear(start: startPoint, end: endPoint)))
    }

    /// The frame filled with the gradient.
    public var body: some View { Rectangle().fill(self) }
}
