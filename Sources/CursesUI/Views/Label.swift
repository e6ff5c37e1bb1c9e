@_spi(CursesUICore) import CursesUICore
/// A title with an icon, as in SwiftUI. A terminal has no SF Symbols, so `systemImage` names
/// are drawn as the nearest Unicode symbol (`"star"` as `★`), and unknown names as `•`.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label from a title view and an icon view, drawn side by side.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @Environment(\.resolvedLabelStyle) private var style

    /// The title and icon as the label style arranges them: the icon, then the title, one cell
    /// apart, by default.
    public var body: some View {
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
        return style?.makeBody(configuration) ?? ResolvedLabelStyle.defaultBody(configuration)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and a system symbol, so SwiftUI code with SF Symbol names
    /// keeps working and shows a terminal-friendly symbol (see ``Image/init(systemName:)``).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a title whose Markdown is drawn, and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a text title and a named image, shown as its name in a box.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
