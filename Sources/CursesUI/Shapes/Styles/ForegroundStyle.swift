@_spi(CursesUICore) import CursesUICore
/// The foreground style set with `foregroundStyle(_:)` above, as in SwiftUI: what a bare shape
/// and `fill()` draw in.
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    /// The foreground style.
    public init() {}

    func resolve(in context: ShapeStyleContext) -> ResolvedShapeStyle { context.foregroundStyle }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style set with `foregroundStyle(_:)` above.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
