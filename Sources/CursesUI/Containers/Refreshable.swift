@_spi(CursesUICore) import CursesUICore
/// Runs an async refresh on Ctrl-R while focus is inside the view (SwiftUI's pull to refresh).
struct RefreshableView<Content: View>: View {
    let action: @MainActor () async -> Void
    let content: Content

    var body: some View {
        content
            .onKeyPress("r") { press in
                guard press.modifiers == .control else { return .ignored }
                let action = action
                Task { @MainActor in await action() }
                return .handled
            }
            .keyHelp("refresh", key: "r", modifiers: .control)
    }
}

extension View {
    /// Lets the user refresh this view's content, as in SwiftUI: a terminal cannot pull, so
    /// Ctrl-R runs `action` while focus is inside the view, and the key-help bar says so. The
    /// action runs on the main actor, so it may change the view's state directly.
    public func refreshable(action: @escaping @MainActor () async -> Void) -> some View {
        RefreshableView(action: action, content: self)
    }
}
