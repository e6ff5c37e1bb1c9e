@_spi(CursesUICore) import CursesUICore
extension View {
    /// Draws text below this view in a color.
    public func foregroundStyle(_ color: Color) -> some View {
        transformEnvironment(\.textStyle) { $0.foreground = color }
    }

    /// Draws text below this view in a color; `nil` keeps the inherited color.
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment(\.textStyle) { style in
            if let color { style.foreground = color }
        }
    }

    /// Draws text below this view in bold.
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textStyle) { $0.isBold = isActive }
    }

    /// Underlines text below this view.
    public func underline(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textStyle) { $0.isUnderlined = isActive }
    }
}
