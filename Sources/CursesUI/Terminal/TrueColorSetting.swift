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
    static func isEnabled(environment: [String: String]) -> Bool {
        switch environment[environmentVariable]?.lowercased() {
        case "1", "on", "yes", "true": return true
        case "0", "off", "no", "false": return false
        default: break
        }
        return ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
    }

    /// The decision for the process's environment.
    static var current: Bool {
        var environment: [String: String] = [:]
        for name in [environmentVariable, "COLORTERM"] {
            if let value = ProcessEnvironment.value(for: name) { environment[name] = value }
        }
        return isEnabled(environment: environment)
    }
}
