extension Button where Label == CursesUI.Label<Text, Image> {
    /// A button showing a system symbol's glyph and a title: `Button("Delete", systemImage: "trash") { … }`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { CursesUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, a system symbol's glyph and a title.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { CursesUI.Label(title, systemImage: systemImage) }
    }
}
