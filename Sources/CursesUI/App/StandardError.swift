@_spi(CursesUICore) import CursesUICore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard error directly, without going through `print`'s buffer.
enum StandardError {
    static func emit(_ text: String) {
        // Best effort: a failed write to standard error has nowhere to be reported.
        _ = Array(text.utf8).withUnsafeBytes { FileDescriptor.writeAll($0, to: STDERR_FILENO) }
    }
}
