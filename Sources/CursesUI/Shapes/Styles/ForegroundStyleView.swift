@_spi(CursesUICore) import CursesUICore
/// Sets the foreground style below it to a shape style resolved where it stands, as
/// `foregroundStyle(_:)` does: it reads the tint and the color scheme only, so it is evaluated
/// again only when they change.
struct ForegroundStyleView<Content: View, Style: ShapeStyle>: View {
    let style: Style
    let content: Content
    @Environment(\.tint) private var tint
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let (style, tint) = (self.style, self.tint)
        let colorSystem = ColorSystem(colorScheme: colorScheme, tint: tint)
        return content.transformEnvironment(\.textStyle) { textStyle in
            let context = ShapeStyleContext(foreground: textStyle.foreground, shading: textStyle.shading as? GradientShading,
                                            tint: tint, colorSystem: colorSystem)
            let resolved = style.resolved(in: context)
            textStyle.foreground = resolved.representativeColor
            if case .gradient(let shading) = resolved { textStyle.shading = shading }
        }
    }
}
