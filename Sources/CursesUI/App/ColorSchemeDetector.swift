#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// Reads the process environment (with `getenv`: CursesUI does not link Foundation).
enum ProcessEnvironment {
    static func value(for name: String) -> String? { getenv(name).map { String(cString: $0) } }
}

/// Writes to standard error directly, without going through `print`'s buffer.
enum StandardError {
    static func emit(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
