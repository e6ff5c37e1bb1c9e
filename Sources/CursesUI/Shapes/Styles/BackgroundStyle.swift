@_spi(CursesUICore) import CursesUICore
/// The background, as in SwiftUI. A terminal does not tell its background color, so this is
/// the color scheme's background (``ColorSystem/background``): a shape filled with it hides
/// what is below, in the scheme's colors.
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    /// The background style.
    public init() {}

    func resolve(in context: ShapeStyleContext) -> ResolvedShapeStyle { .color(context.colorSystem.background) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The color scheme's background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
