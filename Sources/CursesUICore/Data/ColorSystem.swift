/// A semantic palette resolved from a color scheme: views ask for roles (`primaryText`,
/// `accent`, `error`) instead of fixed colors, and follow the scheme of their subtree.
///
/// Read it with `@Environment(\.colorSystem) var color` and write
/// `.foregroundStyle(color.primaryText)`. It is derived from `colorScheme`, so setting
/// `.environment(\.colorScheme, .light)` on a subtree switches its whole palette.
public struct ColorSystem: Equatable, Sendable {
    /// The scheme this palette is for.
    public var colorScheme: ColorScheme
    /// The accent set with `tint(_:)`, if any.
    public var tint: Color?

    /// A palette for a color scheme, with an accent color or the scheme's own.
    public init(colorScheme: ColorScheme, tint: Color? = nil) {
        self.colorScheme = colorScheme
        self.tint = tint
    }

    private var isDark: Bool { colorScheme == .dark }

    /// Body text.
    public var primaryText: Color { isDark ? .palette(255) : .palette(234) }
    /// Less important text: captions, hints, help.
    public var secondaryText: Color { isDark ? .palette(246) : .palette(242) }
    /// The app's accent: links, highlights, the focused control; the `tint` when one is set.
    public var accent: Color { tint ?? (isDark ? .palette(75) : .palette(25)) }
    /// The background of the content.
    public var background: Color { isDark ? .palette(234) : .palette(255) }
    /// The background of selected rows.
    public var selection: Color { isDark ? .palette(24) : .palette(153) }
    /// Borders and dividers.
    public var border: Color { isDark ? .palette(240) : .palette(250) }
    /// Errors and destructive actions.
    public var error: Color { isDark ? .palette(203) : .palette(160) }
    /// Warnings.
    public var warning: Color { isDark ? .palette(214) : .palette(130) }
    /// Success and completion.
    public var success: Color { isDark ? .palette(114) : .palette(28) }
    /// Colors for data series (charts), in order: each far from the others and from the
    /// background, and still distinct where the terminal has only 16 colors.
    public var chartSeries: [Color] {
        isDark
            ? [.palette(75), .palette(214), .palette(76), .palette(203), .palette(171), .palette(80)]
            : [.palette(25), .palette(166), .palette(28), .palette(127), .palette(30), .palette(136)]
    }
}

extension EnvironmentValues {
    /// The semantic palette for this subtree's `colorScheme`. Read-only: it is derived, so a view
    /// that reads it re-renders only when the scheme or the tint changes.
    public var colorSystem: ColorSystem {
        ColorSystem(colorScheme: colorScheme, tint: tint)
    }
}

private struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The accent color set with `tint(_:)` or `accentColor(_:)`; `nil` is the color scheme's.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}
