@_spi(CursesUICore) import CursesUICore
/// The accent color, as in SwiftUI: the `tint(_:)` set above, else the color scheme's accent.
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    /// The tint style.
    public init() {}

    func resolve(in context: ShapeStyleContext) -> ResolvedShapeStyle { .color(context.tint ?? context.colorSystem.accent) }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The accent color: the `tint(_:)` set above, else the color scheme's accent.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
