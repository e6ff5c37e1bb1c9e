@_spi(CursesUICore) import CursesUICore
/// A label beside a value or a control, as in SwiftUI's forms: the label at the leading edge,
/// the content after it in the secondary color.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Labeled content from a content view and a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// The label, then the content two cells after it; only the content under `labelsHidden()`.
    public var body: some View {
        HStack(spacing: 2) {
            ControlLabel(content: label)
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// Labeled content with a text label.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A text label beside a text value (`LabeledContent("Version", value: "1.2")`).
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }) { Text(title) }
    }

    /// A text label beside a formatted value (`LabeledContent("Price", value: 3.5, format: .number)`).
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }) { Text(title) }
    }
}
