@_spi(CursesUICore) import CursesUICore
/// Related controls side by side, as in SwiftUI's `ControlGroup`: each keeps its own focus stop.
public struct ControlGroup<Content: View>: View {
    let title: String?
    let content: Content

    /// A group of controls.
    public init(@ViewBuilder content: () -> Content) {
        self.title = nil
        self.content = content()
    }

    /// A group of controls with a title, which a terminal shows before them.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.content = content()
    }

    /// The title, then the controls in a row, one cell apart.
    public var body: some View {
        HStack(spacing: 1) {
            if let title { Text(title) }
            content
        }
    }
}
