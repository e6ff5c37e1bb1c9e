@_spi(CursesUICore) import CursesUICore
/// Colors at locations along a line, as in SwiftUI: what the gradient styles draw. Used as a
/// style itself, it runs from top to bottom.
public struct Gradient: ShapeStyle, ResolvableShapeStyle, Hashable {
    /// A color and where along the gradient (`0...1`) it is pure.
    public struct Stop: Hashable, Sendable {
        /// The color.
        public var color: Color
        /// Where it is pure, from 0 (the start) to 1 (the end).
        public var location: CGFloat

        /// A stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// A gradient through stops at given locations.
    public init(stops: [Stop]) { self.stops = stops }

    /// A gradient through colors spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
    }

    func resolve(in context: ShapeStyleContext) -> ResolvedShapeStyle {
        .gradient(GradientShading(gradient: self, geometry: .linear(start: .top, end: .bottom)))
    }
}

/// A gradient derived from a color, made by `Color.gradient`, as in SwiftUI.
public struct AnyGradient: ShapeStyle, ResolvableShapeStyle, Hashable {
    let gradient: Gradient

    /// The same gradient, as SwiftUI's `AnyGradient(_:)`.
    public init(_ gradient: Gradient) { self.gradient = gradient }

    func resolve(in context: ShapeStyleContext) -> ResolvedShapeStyle { gradient.resolve(in: context) }
}

extension Color {
    /// A soft top-to-bottom gradient of this color, as in SwiftUI: from a little lighter at the
    /// top to a little darker at the bottom.
    public var gradient: AnyGradient {
        let (r, g, b, a) = rgba
        let opacity = Double(a) / 255
        func shade(_ target: Double, _ amount: Double) -> Color {
            func mix(_ c: Int) -> Double { (Double(c) + (target - Double(c)) * amount) / 255 }
            return Color(red: mix(r), green: mix(g), blue: mix(b), opacity: opacity)
        }
        return AnyGradient(Gradient(colors: [shade(255, 0.2), shade(0, 0.15)]))
    }
}
