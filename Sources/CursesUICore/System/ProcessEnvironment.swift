#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the process environment (with `getenv`: CursesUI does not link Foundation).
package enum ProcessEnvironment {
    package static func value(for name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// An override switch's value: `1`, `on`, `yes` or `true` (any case) are true; `0`, `off`,
    /// `no` or `false` are false; anything else, or nothing, is nil (no override).
    package static func switchValue(_ value: String?) -> Bool? {
        switch value?.lowercased() {
        case "1", "on", "yes", "true": return true
        case "0", "off", "no", "false": return false
        default: return nil
        }
    }
}
