@_spi(CursesUICore) import CursesUICore
extension View {
    /// Disables the controls below this view: they cannot take focus or act, and are drawn dimmed.
    public func disabled(_ isDisabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { $0 = $0 && !isDisabled }
    }
}
