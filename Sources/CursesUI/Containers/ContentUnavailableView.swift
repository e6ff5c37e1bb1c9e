@_spi(CursesUICore) import CursesUICore
/// What a view shows when it has nothing to show, as in SwiftUI: a symbol, a bold title, a
/// description and actions, centered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An unavailable view from a label, a description and actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label in bold, the description in the secondary color, then the actions.
    public var body: some View {
        VStack(spacing: 1) {
            label.bold()
            description.foregroundStyle(.secondary)
            actions
        }
    }
}

extension ContentUnavailableView where Label == CursesUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An unavailable view with a title, the symbol for `systemImage` and a description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { CursesUI.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == EmptyView {
    /// The standard view for a search without results.
    public static var search: ContentUnavailableView { search(text: "") }

    /// The standard view for a search for `text` without results.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label() }, description: {
            SearchUnavailableContent.Description(text: text)
        })
    }
}

/// The parts of `ContentUnavailableView.search`, as in SwiftUI.
public enum SearchUnavailableContent {
    /// "No Results" with a magnifying glass.
    public struct Label: View {
        /// The label.
        public var body: some View { CursesUI.Label("No Results", systemImage: "magnifyingglass") }
    }

    /// The suggestion to check the spelling, naming the search text when there is one.
    public struct Description: View {
        let text: String
        /// The description.
        public var body: some View {
            Text(text.isEmpty ? "Check the spelling or try a new search." : "No results for “\(text)”. Check the spelling or try a new search.")
        }
    }
}
