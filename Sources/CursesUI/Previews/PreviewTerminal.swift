@_spi(CursesUICore) import CursesUICore
/// Runs the preview browser in the terminal; for `CursesUIPreviews`, not for apps.
@_spi(PreviewBrowser)
@MainActor
public enum PreviewTerminal {
    /// Runs `root` as an app does, but offers each key to `interceptor` first: a key it returns
    /// `true` for never reaches the views. Never returns.
    public static func run(_ root: some View, interceptingKeys interceptor: @escaping @MainActor (KeyPress) -> Bool) -> Never {
        TerminalApplication.run(root, keyInterceptor: interceptor)
    }
}
