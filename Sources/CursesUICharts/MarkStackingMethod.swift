/// How marks with the same position stack, as in Swift Charts.
public enum MarkStackingMethod: Hashable, Sendable {
    /// On top of each other, from zero.
    case standard
    /// On top of each other, scaled so each stack fills the whole scale (fractions of the total).
    case normalized
    /// Each from zero, overlapping.
    case unstacked
}
