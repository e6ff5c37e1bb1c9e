/// How text below a view is drawn: set by `foregroundStyle`, `bold()` and `underline()` and
/// inherited through the environment, as SwiftUI's text styles are.
package struct TextStyle: Equatable, Sendable, HoldsNoActions {
    /// The color text is drawn in; setting it drops the ``shading``, so an inner color wins
    /// over an outer gradient.
    package var foreground: Color? {
        didSet { shading = nil }
    }
    /// A foreground whose color changes from cell to cell (a gradient), for the views that draw
    /// one; ``foreground`` then holds its nearest single color for the views that don't.
    package var shading: (any ForegroundShading)? {
        get { shadingBox?.shading }
        set { shadingBox = newValue.map(ShadingBox.init) }
    }
    /// The shading in a box: a text reads its inherited style several times a frame, and a copy
    /// of the style then retains the box instead of copying an existential through its value
    /// witnesses (Benchmarks/README.md, "Before and after the core split").
    private var shadingBox: ShadingBox?
    package var isBold = false
    package var isUnderlined = false

    package init() {}

    package static func == (lhs: TextStyle, rhs: TextStyle) -> Bool {
        guard lhs.foreground == rhs.foreground, lhs.isBold == rhs.isBold, lhs.isUnderlined == rhs.isUnderlined else { return false }
        if lhs.shadingBox === rhs.shadingBox { return true }
        switch (lhs.shading, rhs.shading) {
        case (nil, nil): return true
        case let (left?, right?): return left.isEqual(to: right)
        default: return false
        }
    }
}

/// Holds a style's shading, shared by the style's copies; never changed once made.
private final class ShadingBox: Sendable {
    let shading: any ForegroundShading
    init(_ shading: any ForegroundShading) { self.shading = shading }
}

/// A foreground that is no single color: CursesUI's gradients, which the core carries in the
/// environment without knowing them. It holds colors, never an action (`TextStyle` is
/// `HoldsNoActions`).
package protocol ForegroundShading: Sendable {
    /// Whether `other` draws the same colors.
    func isEqual(to other: any ForegroundShading) -> Bool
}

private struct TextStyleKey: EnvironmentKey {
    static let defaultValue = TextStyle()
}

extension EnvironmentValues {
    /// The inherited text style.
    package var textStyle: TextStyle {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }

    /// The entries holding `textStyle` and `other`'s value (see `entry(for:)`), in one walk.
    package func textStyleEntry<Other: EnvironmentKey>(and other: Other.Type) -> (textStyle: Entry?, other: Entry?) {
        entries(for: TextStyleKey.self, other)
    }
}
