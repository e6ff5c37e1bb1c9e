/// How text below a view is drawn: set by `foregroundStyle`, `bold()` and `underline()` and
/// inherited through the environment, as SwiftUI's text styles are.
package struct TextStyle: Equatable, Sendable {
    /// The color text is drawn in; setting it drops the ``shading``, so an inner color wins
    /// over an outer gradient.
    package var foreground: Color? {
        didSet { shading = nil }
    }
    /// A foreground whose color changes from cell to cell (a gradient), for the views that draw
    /// one; ``foreground`` then holds its nearest single color for the views that don't.
    package var shading: (any ForegroundShading)?
    package var isBold = false
    package var isUnderlined = false

    package init() {}

    package static func == (lhs: TextStyle, rhs: TextStyle) -> Bool {
        guard lhs.foreground == rhs.foreground, lhs.isBold == rhs.isBold, lhs.isUnderlined == rhs.isUnderlined else { return false }
        switch (lhs.shading, rhs.shading) {
        case (nil, nil): return true
        case let (left?, right?): return left.isEqual(to: right)
        default: return false
        }
    }
}

/// A foreground that is no single color: CursesUI's gradients, which the core carries in the
/// environment without knowing them.
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
}
