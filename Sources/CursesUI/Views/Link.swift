@_spi(CursesUICore) import CursesUICore
import Foundation

/// A control that opens a URL, as SwiftUI's `Link` does: it takes focus like a button, and Return,
/// Space or a click hands its destination to the environment's ``OpenURLAction``
/// (`\.openURL`).
///
/// It is drawn like a borderless button, in the accent color. A link with a text title is also
/// underlined and, where the terminal supports hyperlinks, sent as an OSC 8 link, so the terminal
/// can open it too.
///
/// ```swift
/// Link("Swift.org", destination: URL(string: "https://swift.org")!)
/// ```
public struct Link<Label: View>: View {
    private let destination: URL
    private let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A button that opens the destination.
    public var body: some View {
        Button { openURL(destination) } label: { label }
            .buttonStyle(.borderless)
    }
}

extension Link where Label == Text {
    /// A link with a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Link.title(Text(titleKey), destination) }
    }

    /// A link with a title shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Link.title(Text(verbatim: String(title)), destination) }
    }

    /// The title as a link: underlined, and an OSC 8 hyperlink where the terminal has them.
    private static func title(_ text: Text, _ destination: URL) -> Text {
        text.modified { $0.link = destination.absoluteString }
    }
}
