@_spi(CursesUICore) import CursesUICore

/// Whether links (Markdown `[text](url)`, `AttributedString` links) are sent to the terminal as
/// OSC 8 hyperlinks, which it makes clickable.
///
/// Terminals that do not know OSC 8 should ignore it, but some print it, and no query answers
/// whether one does; so CursesUI sends it only to terminals known to support it, recognized by the
/// variables they set: kitty (`KITTY_WINDOW_ID`), iTerm2, WezTerm, VS Code, Ghostty, Hyper, Tabby
/// and Rio (`TERM_PROGRAM`), GNOME Terminal and other VTE terminals from 0.50 (`VTE_VERSION`),
/// Konsole (`KONSOLE_VERSION`), Windows Terminal (`WT_SESSION`), foot and Alacritty (`TERM`).
/// Inside tmux or screen (`TMUX`, `STY`, a `TERM` of `screen` or `tmux`) it stays off, since they
/// pass OSC 8 on only when configured to. `CURSESUI_HYPERLINKS` overrides the detection: `1`,
/// `on`, `yes` or `true` turn links on, `0`, `off`, `no` or `false` off.
enum HyperlinkSetting {
    /// The name of the environment variable that overrides the detection.
    static let environmentVariable = "CURSESUI_HYPERLINKS"

    /// Whether links are sent, for an environment given as `variable → value`.
    static func isEnabled(environment: [String: String]) -> Bool { isEnabled { environment[$0] } }

    /// Whether it is enabled, for an environment read one variable at a time: the process's own
    /// is read without a dictionary, whose first use would search the executable's conformance
    /// records (`String: Hashable`) before the first frame.
    static func isEnabled(reading environment: (String) -> String?) -> Bool {
        if let forced = ProcessEnvironment.switchValue(environment(environmentVariable)) { return forced }
        let type = environment("TERM") ?? ""
        if environment("TMUX") != nil || environment("STY") != nil || type.hasPrefix("screen") || type.hasPrefix("tmux") {
            return false
        }
        if environment("KITTY_WINDOW_ID") != nil || environment("WT_SESSION") != nil || environment("KONSOLE_VERSION") != nil {
            return true
        }
        if let program = environment("TERM_PROGRAM"),
           ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper", "Tabby", "rio"].contains(program) {
            return true
        }
        if let version = environment("VTE_VERSION").flatMap(Int.init), version >= 5000 { return true }
        return ["xterm-kitty", "foot", "alacritty", "xterm-ghostty", "wezterm"].contains { type.hasPrefix($0) }
    }

    /// The decision for the process's environment.
    static var current: Bool { isEnabled(reading: ProcessEnvironment.value(for:)) }
}
