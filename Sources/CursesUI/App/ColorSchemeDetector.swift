@_spi(CursesUICore) import CursesUICore
/// Learns the terminal's color scheme from what it advertises.
enum ColorSchemeDetector {
    /// The scheme from `COLORFGBG` ("foreground;background", as rxvt and others set it):
    /// a light background (7 or 9–15) means `.light`; anything else, or nothing, `.dark`.
    static func scheme(from colorFGBG: String?) -> ColorScheme {
        guard let colorFGBG, let background = colorFGBG.split(separator: ";").last.flatMap({ Int($0) }) else {
            return .dark
        }
        return background == 7 || (9...15).contains(background) ? .light : .dark
    }
}
