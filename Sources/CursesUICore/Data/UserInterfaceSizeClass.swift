/// A coarse measure of the space available, as in SwiftUI: read it with
/// `@Environment(\.horizontalSizeClass)` and `@Environment(\.verticalSizeClass)` to change a
/// layout for small screens.
///
/// A terminal's size classes follow its size and change when it is resized: the width is
/// `.compact` below ``regularWidth`` columns, the height below ``regularHeight`` rows, else
/// `.regular`. So the classic 80 × 24 terminal is regular both ways, and a split pane or a
/// phone's terminal app is compact. Only views that read a size class render again when it
/// changes.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little space: fewer than 80 columns, or fewer than 24 rows.
    case compact
    /// Room enough for a full layout.
    case regular

    /// The fewest columns that make the horizontal size class `.regular`.
    public static let regularWidth = 80
    /// The fewest rows that make the vertical size class `.regular`.
    public static let regularHeight = 24

    /// The horizontal and vertical size classes of a screen of this size.
    package static func classes(for size: Size) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        (size.width < regularWidth ? .compact : .regular, size.height < regularHeight ? .compact : .regular)
    }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
}

extension EnvironmentValues {
    /// The width's size class: `.compact` below 80 columns, else `.regular`. Set by the app from
    /// the terminal's size; a subtree may override it.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The height's size class: `.compact` below 24 rows, else `.regular`.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// This environment with the size classes of a screen of `size`, or itself when they are
    /// the same already.
    package func withSizeClasses(for size: Size) -> EnvironmentValues {
        let classes = UserInterfaceSizeClass.classes(for: size)
        guard classes != (horizontalSizeClass, verticalSizeClass) else { return self }
        var copy = self
        copy.horizontalSizeClass = classes.horizontal
        copy.verticalSizeClass = classes.vertical
        return copy
    }
}
