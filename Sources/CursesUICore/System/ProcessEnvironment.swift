#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the process environment (with `getenv`: CursesUI does not link Foundation).
package enum ProcessEnvironment {
    package static func value(for name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// The variables among `names` that are set, as `name → value`.
    package static func values(for names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names { values[name] = value(for: name) }
        return values
    }

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
