@_spi(CursesUICore) import CursesUICore
/// The outline of a two-dimensional shape, as in SwiftUI, in cell coordinates: `x` counts
/// columns and `y` rows from the top-left corner of the shape's frame.
///
/// A terminal cell is about twice as tall as it is wide, so a path is pure geometry and the
/// built-in shapes (``Circle``, ``Capsule``, ``RoundedRectangle``) correct for the cell's aspect
/// themselves. Filling samples each cell twice (its top and bottom half); stroking draws
/// rectangles with box-drawing characters and every other outline with braille dots.
public struct Path: Equatable, Sendable {
    /// One drawing command. Rectangles, rounded rectangles and ellipses are kept whole, so a
    /// stroke can draw them with box-drawing characters.
    enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
        case rect(CGRect)
        /// Each corner is a quarter ellipse `radius` wide and `radius * yScale` tall.
        case roundedRect(CGRect, RectangleCornerRadii, yScale: CGFloat)
        case ellipse(CGRect)
    }

    private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rectangle with corners rounded to `cornerRadius`; the style is accepted (terminal
    /// corners are circular arcs).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle whose corners are quarter ellipses of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rectangle with a radius of its own for each corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A path built by `callback`, as in `Path { path in path.move(to: …) }`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path (control points included).
    public var boundingRect: CGRect {
        let points = polygons().flatMap(\.points)
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { elements.append(.move(point)) }

    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }

    /// Adds straight lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Adds a cubic Bézier curve to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Adds an arc of a circle around `center`, joined to the current point by a line, as in
    /// SwiftUI (angles grow clockwise on screen, since `y` grows downwards).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        // SwiftUI's `clockwise` is in a flipped coordinate space: `false` sweeps with growing angles.
        if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
        let steps = max(2, Int((abs(sweep) / (2 * .pi) * 48).rounded(.up)))
        for step in 0...steps {
            let angle = startAngle.radians + sweep * Double(step) / Double(steps)
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if step == 0, currentPoint == nil { move(to: point) } else { addLine(to: point) }
        }
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Adds a rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect) { elements.append(.rect(rect.standardized)) }

    /// Adds rectangles as closed subpaths.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// Adds a rounded rectangle whose corners are quarter ellipses of `cornerSize`.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let radius = max(0, cornerSize.width)
        let radii = RectangleCornerRadii(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
        elements.append(.roundedRect(rect.standardized, radii, yScale: radius > 0 ? max(0, cornerSize.height) / radius : 1))
    }

    /// Adds a rounded rectangle with a radius of its own for each corner.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        elements.append(.roundedRect(rect.standardized, cornerRadii, yScale: 1))
    }

    /// Adds a rounded rectangle whose corners are `yScale` times as tall as wide: the built-in
    /// shapes pass one half so that their corners look circular on cells twice as tall as wide.
    mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, yScale: CGFloat) {
        elements.append(.roundedRect(rect.standardized, cornerRadii, yScale: yScale))
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath.
    public mutating func addEllipse(in rect: CGRect) { elements.append(.ellipse(rect.standardized)) }

    /// Adds the elements of another path.
    public mutating func addPath(_ path: Path) { elements += path.elements }

    /// Whether `point` lies inside the path when it is filled (non-zero winding, or even-odd).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for crossing in Path.crossings(of: polygons(), atY: point.y) where crossing.x < point.x {
            winding += crossing.direction
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The end of the last element, if any subpath is open.
    private var currentPoint: CGPoint? {
        polygons().last.flatMap { $0.closed ? nil : $0.points.last }
    }
}

extension Path: Shape {
    /// A path is its own outline, whatever the rectangle.
    public func path(in rect: CGRect) -> Path { self }
}

// MARK: Flattening

extension Path {
    /// A subpath as straight segments.
    struct Polygon {
        var points: [CGPoint]
        var closed: Bool
        /// Whether it came from a rectangle or rounded rectangle, and which.
        var box: (rect: CGRect, radii: RectangleCornerRadii)?
    }

    /// The path's subpaths flattened into straight segments.
    func polygons() -> [Polygon] {
        var result: [Polygon] = []
        var current: Polygon?
        func finish(closing: Bool) {
            if var polygon = current, !polygon.points.isEmpty {
                polygon.closed = closing
                result.append(polygon)
            }
            current = nil
        }
        func append(_ point: CGPoint) {
            if current == nil { current = Polygon(points: [point], closed: false) } else { current!.points.append(point) }
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish(closing: false)
                current = Polygon(points: [point], closed: false)
            case .line(let point):
                append(point)
            case .quadCurve(let end, let control):
                let start = current?.points.last ?? end
                for step in 1...12 {
                    let t = Double(step) / 12, u = 1 - t
                    append(CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                                   y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
                }
            case .curve(let end, let c1, let c2):
                let start = current?.points.last ?? end
                for step in 1...16 {
                    let t = Double(step) / 16, u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    append(CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                                   y: a * start.y + b * c1.y + c * c2.y + d * end.y))
                }
            case .closeSubpath:
                finish(closing: true)
            case .rect(let rect):
                finish(closing: false)
                result.append(Polygon(points: [
                    CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
                ], closed: true, box: (rect, RectangleCornerRadii())))
            case .roundedRect(let rect, let radii, let yScale):
                finish(closing: false)
                result.append(Polygon(points: Path.roundedRectPoints(rect, radii, yScale: yScale), closed: true, box: (rect, radii)))
            case .ellipse(let rect):
                finish(closing: false)
                let center = CGPoint(x: rect.midX, y: rect.midY)
                let points = (0..<64).map { step -> CGPoint in
                    let angle = Double(step) / 64 * 2 * .pi
                    return CGPoint(x: center.x + rect.width / 2 * cos(angle), y: center.y + rect.height / 2 * sin(angle))
                }
                result.append(Polygon(points: points, closed: true))
            }
        }
        finish(closing: false)
        return result
    }

    /// The outline of a rounded rectangle, each corner clamped to half of each side.
    private static func roundedRectPoints(_ rect: CGRect, _ radii: RectangleCornerRadii, yScale: CGFloat) -> [CGPoint] {
        let scale = max(0, yScale)
        // Clamped so the corner fits in half of each side, keeping its proportions.
        let limit = min(rect.width / 2, scale > 0 ? rect.height / 2 / scale : .infinity)
        func clamp(_ radius: CGFloat) -> CGFloat { min(max(0, radius), limit) }
        let corners: [(CGFloat, CGPoint, Double)] = [
            (clamp(radii.topTrailing), CGPoint(x: rect.maxX, y: rect.minY), -Double.pi / 2),
            (clamp(radii.bottomTrailing), CGPoint(x: rect.maxX, y: rect.maxY), 0),
            (clamp(radii.bottomLeading), CGPoint(x: rect.minX, y: rect.maxY), Double.pi / 2),
            (clamp(radii.topLeading), CGPoint(x: rect.minX, y: rect.minY), Double.pi),
        ]
        var points: [CGPoint] = []
        for (radius, corner, start) in corners {
            guard radius > 0 else { points.append(corner); continue }
            // The arc's center lies `radius` inside the corner along both sides.
            let ry = radius * scale
            let center = CGPoint(x: corner.x + (corner.x == rect.minX ? radius : -radius),
                                 y: corner.y + (corner.y == rect.minY ? ry : -ry))
            for step in 0...8 {
                let angle = start + Double.pi / 2 * Double(step) / 8
                points.append(CGPoint(x: center.x + radius * cos(angle), y: center.y + ry * sin(angle)))
            }
        }
        return points
    }

    /// Where the closed outlines cross the horizontal line at `y`, with the winding direction of
    /// each crossing (+1 downwards, -1 upwards), sorted from left to right.
    static func crossings(of polygons: [Polygon], atY y: CGFloat) -> [(x: CGFloat, direction: Int)] {
        var result: [(x: CGFloat, direction: Int)] = []
        for polygon in polygons where polygon.points.count > 1 {
            let points = polygon.points
            for index in points.indices {
                // Filling closes every subpath.
                let a = points[index], b = points[(index + 1) % points.count]
                guard a.y != b.y, y >= min(a.y, b.y), y < max(a.y, b.y) else { continue }
                result.append((a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y), b.y > a.y ? 1 : -1))
            }
        }
        return result.sorted { $0.x < $1.x }
    }
}
