/// Something that happened at the terminal.
package enum TerminalEvent: Equatable, Sendable {
    /// A key press.
    case key(KeyPress)
    /// The terminal now has this many columns and rows.
    case resize(width: Int, height: Int)
    /// The mouse clicked or scrolled at a column and row (0-based).
    case mouse(x: Int, y: Int, kind: MouseEventKind)
    /// A signal asked the app to end (Ctrl-C, SIGTERM, SIGHUP); the value is the signal number.
    case terminate(signal: Int32)
    /// Text the user pasted (bracketed paste): text for the focused field, never keys.
    case paste(String)
}

extension KeyPress: Equatable {
    public static func == (lhs: KeyPress, rhs: KeyPress) -> Bool {
        lhs.key == rhs.key && lhs.modifiers == rhs.modifiers && lhs.phase == rhs.phase
    }
}
