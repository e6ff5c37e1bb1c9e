@_spi(CursesUICore) import CursesUICore
/// A container for rows of controls, as in SwiftUI. In a terminal, a form is a leading-aligned
/// column of its rows and sections.
public struct Form<Content: View>: View {
    let content: Content

    /// A form.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) { content }
            .environment(\.sectionSpacing, 1)
    }
}

/// A group of rows with an optional header and footer, as in SwiftUI.
///
/// Its header is drawn bold and its footer in the secondary color.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Blank rows after the section: one in a `Form`, none in a `List`.
    @Environment(\.sectionSpacing) private var spacing

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// The header, rows and footer take their own places in the enclosing form or list, so a
    /// `ForEach` in a section of a `List` stays lazy and each row is selectable.
    public var body: some View {
        header.bold()
        content
        footer.foregroundStyle(.secondary)
        if spacing > 0 {
            Color.clear.frame(width: 0, height: spacing)
        }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of rows.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header view, in the older argument order.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

private struct SectionSpacingKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// Blank rows a `Section` leaves after itself.
    var sectionSpacing: Int {
        get { self[SectionSpacingKey.self] }
        set { self[SectionSpacingKey.self] = newValue }
    }
}
