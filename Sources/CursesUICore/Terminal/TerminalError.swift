/// Why CursesUI could not take over the terminal. Thrown before anything is written to it, so
/// the terminal is left as it was; the description is one line fit to show the user.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Standard input or standard output is not a terminal (for example, piped or redirected).
    case notATerminal
    /// The `TERM` environment variable is unset or empty.
    case terminalTypeUnset
    /// ncurses has no terminfo entry for the `TERM` value.
    case unknownTerminalType(String)
    /// The run loop could not watch the terminal for input or signals.
    case eventSourceUnavailable

    public var description: String {
        switch self {
        case .notATerminal:
            return "CursesUI needs an interactive terminal: standard input and output must not be redirected."
        case .terminalTypeUnset:
            return "CursesUI cannot tell the terminal type: set TERM (for example TERM=xterm-256color)."
        case .unknownTerminalType(let name):
            return "CursesUI does not know the terminal type '\(name)': set TERM to a type in the terminfo database (for example xterm-256color)."
        case .eventSourceUnavailable:
            return "CursesUI could not set up terminal input and signal handling."
        }
    }
}
