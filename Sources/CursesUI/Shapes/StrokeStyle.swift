/// How a shape's outline is drawn, as in SwiftUI. A terminal line is one cell or one braille
/// dot thick; the width, caps, joins and dashes are accepted so that SwiftUI code compiles.
public struct StrokeStyle: Equatable, Sendable {
    /// The line's width, accepted.
    public var lineWidth: CGFloat
    /// The line's ends, accepted.
    public var lineCap: CGLineCap
    /// The line's corners, accepted.
    public var lineJoin: CGLineJoin
    /// The miter limit, accepted.
    public var miterLimit: CGFloat
    /// The dash pattern, accepted.
    public var dash: [CGFloat]
    /// The dash phase, accepted.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

#if !canImport(CoreGraphics)
/// The shape of a line's ends, as in Core Graphics; accepted.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// The shape of a line's corners, as in Core Graphics; accepted.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}
#endif
