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
