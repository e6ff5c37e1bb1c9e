@_spi(CursesUICore) import CursesUICore
/// The foreground at a level of importance, as in SwiftUI: `.primary` is the foreground
/// itself; `.secondary`, `.tertiary` and `.quaternary` are ever dimmer grays of the color scheme.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    let level: Int

    /// The foreground style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// Secondary content: ``Color/secondary``, the gray that `foregroundStyle(.secondary)` draws.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// Tertiary content: a gray nearer the background.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// Quaternary content: a gray nearer still.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    func resolve(in context: ShapeStyleContext) -> ResolvedShapeStyle {
        let isDark = context.colorSystem.colorScheme == .dark
        switch level {
        case 0: return context.foregroundStyle
        case 1: return .color(.secondary)
        case 2: return .color(.palette(isDark ? 240 : 249))
        default: return .color(.palette(isDark ? 237 : 252))
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// A dimmer style for secondary content.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// A style dimmer than `secondary`.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// A style dimmer than `tertiary`.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
