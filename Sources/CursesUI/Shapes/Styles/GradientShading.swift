@_spi(CursesUICore) import CursesUICore
import Foundation

/// A gradient resolved for drawing: the color of any point of a frame, in cell coordinates.
///
/// Geometry follows the cell's aspect: a row counts as two columns, so a 45° linear gradient
/// or a radial one looks as it would on square pixels. Radii (``RadialGradient``) count columns.
struct GradientShading: ForegroundShading, Hashable {
    enum Geometry: Hashable {
        case linear(start: UnitPoint, end: UnitPoint)
        /// Radii in columns.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Radii as fractions of half the frame's width and height.
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
        /// Angles in radians, growing clockwise from the trailing side.
        case angular(center: UnitPoint, start: Double, end: Double)
    }

    /// A color of the gradient as 8-bit red, green, blue and alpha, at a location in `0...1`.
    struct Stop: Hashable {
        var red, green, blue, alpha: Double
        var location: Double

        init(color: Color, location: Double) {
            let (r, g, b, a) = color.rgba
            (red, green, blue, alpha) = (Double(r), Double(g), Double(b), Double(a))
            self.location = location
        }
    }

    var stops: [Stop]
    var geometry: Geometry

    init(gradient: Gradient, geometry: Geometry) {
        stops = gradient.stops.map { Stop(color: $0.color, location: min(max($0.location, 0), 1)) }
            .sorted { $0.location < $1.location }
        self.geometry = geometry
    }

    func isEqual(to other: any ForegroundShading) -> Bool { (other as? GradientShading) == self }

    /// The gradient at `opacity` of its own.
    func opacity(_ opacity: Double) -> GradientShading {
        var copy = self
        for index in copy.stops.indices { copy.stops[index].alpha *= min(max(opacity, 0), 1) }
        return copy
    }

    /// The color at the middle of the gradient: what views that draw a single color use.
    var representativeColor: Color? { color(at: 0.5) }

    /// The color at the middle of cell (`x`, `y`) of a `width` × `height` frame.
    func color(x: Int, y: Int, width: Int, height: Int) -> Color? {
        color(at: parameter(x: Double(x) + 0.5, y: Double(y) + 0.5, width: Double(width), height: Double(height)))
    }

    /// Where on the gradient (0 is its first stop, 1 its last) the point lies.
    private func parameter(x: Double, y: Double, width: Double, height: Double) -> Double {
        switch geometry {
        case .linear(let start, let end):
            // Rows count twice, so the gradient's direction is the one seen on screen.
            let (sx, sy) = (start.x * width, start.y * height * 2)
            let (dx, dy) = (end.x * width - sx, end.y * height * 2 - sy)
            let length = dx * dx + dy * dy
            guard length > 0 else { return 0 }
            return ((x - sx) * dx + (y * 2 - sy) * dy) / length
        case .radial(let center, let startRadius, let endRadius):
            let distance = hypot(x - center.x * width, (y - center.y * height) * 2)
            guard endRadius != startRadius else { return distance < startRadius ? 0 : 1 }
            return (distance - startRadius) / (endRadius - startRadius)
        case .elliptical(let center, let startFraction, let endFraction):
            guard width > 0, height > 0 else { return 0 }
            let distance = hypot((x - center.x * width) / (width / 2), (y - center.y * height) / (height / 2))
            guard endFraction != startFraction else { return distance < startFraction ? 0 : 1 }
            return (distance - startFraction) / (endFraction - startFraction)
        case .angular(let center, let start, let end):
            guard end != start else { return 0 }
            var angle = atan2((y - center.y * height) * 2, x - center.x * width)
            while angle < start { angle += 2 * .pi }
            while angle >= start + 2 * .pi { angle -= 2 * .pi }
            return (angle - start) / (end - start)
        }
    }

    /// The color `t` of the way along the stops; before the first and after the last the end
    /// stops' colors hold, as in SwiftUI.
    func color(at t: Double) -> Color? {
        guard let first = stops.first, let last = stops.last else { return nil }
        let stop: Stop
        if t <= first.location {
            stop = first
        } else if t >= last.location {
            stop = last
        } else {
            let upper = stops.firstIndex { $0.location >= t } ?? stops.count - 1
            let (a, b) = (stops[upper - 1], stops[upper])
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
            func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * f }
            stop = Stop(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue),
                        alpha: mix(a.alpha, b.alpha), location: t)
        }
        return Color(red: stop.red / 255, green: stop.green / 255, blue: stop.blue / 255, opacity: stop.alpha / 255)
    }
}

extension GradientShading.Stop {
    init(red: Double, green: Double, blue: Double, alpha: Double, location: Double) {
        (self.red, self.green, self.blue, self.alpha, self.location) = (red, green, blue, alpha, location)
    }
}
