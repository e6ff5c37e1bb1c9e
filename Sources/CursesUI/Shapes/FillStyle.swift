/// How a shape is filled where its outline crosses itself, as in SwiftUI.
public struct FillStyle: Equatable, Sendable {
    /// Whether a point is inside when an odd number of outlines surround it (even-odd rule)
    /// rather than when they don't cancel out (non-zero winding, the default).
    public var isEOFilled: Bool
    /// Accepted: cells are never antialiased.
    public var isAntialiased: Bool

    /// A fill style; non-zero winding by default.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
