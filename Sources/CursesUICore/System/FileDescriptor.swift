#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to a raw descriptor, for the places that bypass buffered output: standard error, log
/// files and `AtomicFile`'s temporary file.
package enum FileDescriptor {
    /// Writes every byte of `bytes` to `descriptor`, again after a signal interrupts `write(2)`
    /// and after a partial write. Returns `nil` when all was written, else the `errno` that
    /// stopped it (`EIO` for a write that wrote nothing).
    @discardableResult
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : EIO }
            offset += written
        }
        return nil
    }
}
