extension TextEditing {
    /// What a word key does to a text: move the cursor, or change the text.
    package struct WordKeyCommand {
        /// Applies the command; returns whether anything changed.
        package let apply: (inout TextEditing) -> Bool
        /// Whether the command only moves the cursor, leaving the text as it is.
        package let movesOnly: Bool
    }

    /// The command of a key that moves or deletes by words — Alt or Ctrl with ←/→, and
    /// Alt-Backspace — or `nil` for any other key (Alt with a letter stays a shortcut). One- and
    /// multi-line fields share it, so their word keys cannot drift apart.
    package static func wordKeyCommand(for press: KeyPress) -> WordKeyCommand? {
        guard press.modifiers == .option || press.modifiers == .control else { return nil }
        switch press.key {
        case .leftArrow: return WordKeyCommand(apply: { $0.moveWordLeft() }, movesOnly: true)
        case .rightArrow: return WordKeyCommand(apply: { $0.moveWordRight() }, movesOnly: true)
        case .delete where press.modifiers == .option:
            return WordKeyCommand(apply: { $0.deleteWordBackward() }, movesOnly: false)
        default: return nil
        }
    }
}

extension TextEditing {
    /// Whether a text field takes `shortcut` on its line: moving by character and word, Home and
    /// End, deleting, a shell's Ctrl-A/E/K/U/W, and typing. A key-help bar does not offer such
    /// keys while a field has focus (`q quit` would type a `q`). One- and multi-line fields share
    /// it and add their own keys.
    package static func takesLineEditingKey(_ shortcut: KeyboardShortcut) -> Bool {
        switch (shortcut.key, shortcut.modifiers) {
        case (.leftArrow, []), (.rightArrow, []), (.home, []), (.end, []), (.delete, []), (.deleteForward, []):
            return true
        case (_, .control) where "aekuw".contains(shortcut.key.character):
            return true
        case (let key, let modifiers) where modifiers.isSubset(of: .shift):
            return isInsertable(key.character)
        default:
            return wordKeyCommand(for: KeyPress(key: shortcut.key, modifiers: shortcut.modifiers)) != nil
        }
    }
}
