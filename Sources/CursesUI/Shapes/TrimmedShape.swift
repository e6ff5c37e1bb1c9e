/// A part of a shape's outline, made by `trim(from:to:)`, as in SwiftUI.
public struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let startFraction: CGFloat
    let endFraction: CGFloat

    /// The part of the base's outline between the fractions.
    public func path(in rect: CGRect) -> Path {
        base.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

extension Shape {
    /// The part of the outline from `startFraction` to `endFraction` of its length, as in
    /// SwiftUI: `Circle().trim(from: 0, to: progress).stroke(…)` draws a progress ring. The
    /// length is measured as it looks on screen (a row counts as two columns); a circle starts
    /// on its trailing side and runs clockwise.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, startFraction: startFraction, endFraction: endFraction)
    }
}

extension Path {
    /// The part of the path from `from` to `to` of its length (each in `0...1`), as open lines.
    /// The length is measured as it looks on screen, a row counting as two columns.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        guard start < end else { return Path() }
        let lines = polygons().map { polygon in polygon.closed && polygon.points.count > 1 ? polygon.points + [polygon.points[0]] : polygon.points }
        func length(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, (b.y - a.y) * 2) }
        let total = lines.reduce(0) { sum, points in sum + zip(points, points.dropFirst()).reduce(0) { $0 + length($1.0, $1.1) } }
        guard total > 0 else { return Path() }
        let (low, high) = (start * total, end * total)
        var result = Path()
        var travelled: CGFloat = 0
        for points in lines {
            var drawing = false
            for (a, b) in zip(points, points.dropFirst()) {
                let segment = length(a, b)
                defer { travelled += segment }
                guard segment > 0, travelled + segment > low, travelled < high else {
                    drawing = false
                    continue
                }
                func point(at distance: CGFloat) -> CGPoint {
                    let t = min(max((distance - travelled) / segment, 0), 1)
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing {
                    result.move(to: point(at: max(low, travelled)))
                    drawing = true
                }
                result.addLine(to: point(at: min(high, travelled + segment)))
            }
        }
        return result
    }
}
