@_spi(CursesUICore) import CursesUICore
/// Whether the ncurses terminal brackets each frame with the synchronized-output markers
/// (`ESC[?2026h` … `ESC[?2026l`, mode 2026), so that the terminal shows the frame at once.
///
/// By default CursesUI asks the terminal (DECRQM `ESC[?2026$p`) and turns the mode on only when it
/// answers that it knows it, as Textual, notcurses and crossterm do; a terminal that does not
/// answer gets plain frames. `CURSESUI_SYNCHRONIZED_OUTPUT` overrides the detection.
enum SynchronizedOutputSetting: Equatable {
    /// Ask the terminal and follow its answer.
    case detect
    /// Bracket every frame without asking (for a terminal that supports the mode but does not
    /// answer the query).
    case on
    /// Never bracket frames and never ask.
    case off

    /// The name of the environment variable that overrides the detection.
    static let environmentVariable = "CURSESUI_SYNCHRONIZED_OUTPUT"

    /// The setting for a value of `CURSESUI_SYNCHRONIZED_OUTPUT`: `1`, `on`, `yes` or `true`
    /// force the mode on; `0`, `off`, `no` or `false` turn it off; anything else, or nothing, detects.
    init(environmentValue: String?) {
        switch ProcessEnvironment.switchValue(environmentValue) {
        case true?: self = .on
        case false?: self = .off
        case nil: self = .detect
        }
    }

    /// The setting chosen in the process environment.
    static var current: SynchronizedOutputSetting {
        SynchronizedOutputSetting(environmentValue: ProcessEnvironment.value(for: environmentVariable))
    }
}
