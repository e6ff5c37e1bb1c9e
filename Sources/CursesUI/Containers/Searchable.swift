@_spi(CursesUICore) import CursesUICore
/// A search field above a view, as `.searchable(text:)` adds in SwiftUI. `/` focuses the field
/// from anywhere inside the view; typing there filters what the view shows through `text`.
struct SearchableView<Content: View>: View {
    let text: Binding<String>
    let prompt: String
    let content: Content
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text("⌕")
                TextField(prompt, text: text).focused($isFocused)
            }
            content
        }
        .onKeyPress("/") {
            isFocused = true
            return .handled
        }
        .keyHelp("search", key: "/")
    }
}

extension View {
    /// Adds a search field above this view, bound to `text`, as in SwiftUI; `/` focuses it.
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View {
        SearchableView(text: text, prompt: prompt?.content ?? "Search", content: self)
    }

    /// Adds a search field with a string prompt.
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View {
        SearchableView(text: text, prompt: String(prompt), content: self)
    }

    /// Adds a search field; `placement` is accepted for SwiftUI code (the field is always above
    /// the view).
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: Text? = nil) -> some View {
        SearchableView(text: text, prompt: prompt?.content ?? "Search", content: self)
    }
}

/// Where a search field goes, as in SwiftUI; a terminal puts it above the view.
public struct SearchFieldPlacement: Sendable {
    /// Wherever suits.
    public static let automatic = SearchFieldPlacement()
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement()
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement()
    /// In the navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement()
}
