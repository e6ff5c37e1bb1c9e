@_spi(CursesUICore) import CursesUICore

/// Whether true colors (`Color(red:green:blue:)`, gradients, blended translucent colors) are sent
/// to the terminal as 24-bit SGR sequences (`ESC [ 38;2;r;g;b m`), rather than as the nearest
/// entry of its palette.
///
/// terminfo has no standard capability for direct colors, so CursesUI follows the convention
/// terminals and other frameworks share: `COLORTERM=truecolor` or `COLORTERM=24bit`, which
/// terminals with direct color set (and tmux passes on, downsampling where its own terminal
/// cannot show them). A terminal without color capabilities never gets them.
/// `CURSESUI_TRUECOLOR` overrides the detection: `1`, `on`, `yes` or `true` turn direct colors on,
/// `0`, `off`, `no` or `false` off.
enum TrueColorSetting {
    /// The name of the environment variable that overrides the detection.
    static let environmentVariable = "CURSESUI_TRUECOLOR"

    /// Whether direct colors are sent, for an environment given as `variable → value`.
    static func isEnabled(environment: [String: String]) -> Bool { isEnabled { environment[$0] } }

    /// Whether it is enabled, for an environment read one variable at a time: the process's own
    /// is read without a dictionary, whose first use would search the executable's conformance
    /// records (`String: Hashable`) before the first frame.
    static func isEnabled(reading environment: (String) -> String?) -> Bool {
        if let forced = ProcessEnvironment.switchValue(environment(environmentVariable)) { return forced }
        return ["truecolor", "24bit"].contains(environment("COLORTERM")?.lowercased() ?? "")
    }

    /// The decision for the process's environment.
    static var current: Bool { isEnabled(reading: ProcessEnvironment.value(for:)) }
}
