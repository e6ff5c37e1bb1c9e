@_spi(CursesUICore) import CursesUICore
/// One tab of a `TabView`, as in SwiftUI (iOS 18): a title and symbol for the tab bar, a value
/// the view's selection takes when the tab is chosen, and the tab's content.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab with a custom label that selects `value`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    /// The tab: its content, labelled on the bar.
    public var body: some View {
        TabItemView(value: value.map { AnyHashable($0) }, content: content, label: label)
    }
}

extension Tab where Label == CursesUI.Label<Text, Image> {
    /// A tab titled `title` with the symbol for `systemImage` that selects `value`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { CursesUI.Label(title, systemImage: systemImage) }
    }
}

extension Tab where Label == Text {
    /// A tab titled `title` that selects `value`.
    public init<S: StringProtocol>(_ title: S, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { Text(title) }
    }
}

extension Tab where Value == Never, Label == CursesUI.Label<Text, Image> {
    /// A tab titled `title` with the symbol for `systemImage`, in a tab view without a
    /// selection binding.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = CursesUI.Label(title, systemImage: systemImage)
    }
}

extension Tab where Value == Never, Label == Text {
    /// A tab titled `title`, in a tab view without a selection binding.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.value = nil
        self.content = content()
        self.label = Text(title)
    }
}
