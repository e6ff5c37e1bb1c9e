#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the process environment (with `getenv`: CursesUI does not link Foundation).
package enum ProcessEnvironment {
    package static func value(for name: String) -> String? { getenv(name).map { String(cString: $0) } }
}
