@_spi(CursesUICore) import CursesUICore
/// A blurred backdrop, as in SwiftUI's `.background(.ultraThinMaterial)`. A terminal cannot
/// blur, so a material is the color scheme's background at an opacity: thin materials let more
/// of what is below show through, thick ones less.
public struct Material: ShapeStyle, ResolvableShapeStyle, Hashable {
    let opacity: Double

    /// The most transparent material.
    public static let ultraThinMaterial = Material(opacity: 0.3)
    /// A thin material.
    public static let thinMaterial = Material(opacity: 0.45)
    /// The usual material.
    public static let regularMaterial = Material(opacity: 0.6)
    /// A thick material.
    public static let thickMaterial = Material(opacity: 0.75)
    /// The most opaque material.
    public static let ultraThickMaterial = Material(opacity: 0.9)
    /// The material of toolbars and tab bars.
    public static let bar = Material(opacity: 0.75)

    func resolve(in context: ShapeStyleContext) -> ResolvedShapeStyle {
        .color(context.colorSystem.background.opacity(opacity))
    }
}

extension ShapeStyle where Self == Material {
    /// The most transparent material.
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    /// A thin material.
    public static var thinMaterial: Material { .thinMaterial }
    /// The usual material.
    public static var regularMaterial: Material { .regularMaterial }
    /// A thick material.
    public static var thickMaterial: Material { .thickMaterial }
    /// The most opaque material.
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    /// The material of toolbars and tab bars.
    public static var bar: Material { .bar }
}
