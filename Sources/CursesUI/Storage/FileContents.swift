@_spi(CursesUICore) import CursesUICore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with `read()` until its end.
///
/// Not `Data(contentsOf:)`, `String(contentsOfFile:)` or `FileManager.contents(atPath:)`: on Linux
/// (swift-foundation in Swift 6.3) they leak a 4 KiB buffer on every read of a file that reports a
/// size of 0 and is empty — an empty settings or status file read again and again grows the
/// process without bound (`FileContentsTests`). Shared by CursesUI's files and the preview browser.
package enum FileContents {
    /// The file's bytes; throws the `errno` of the `open()` or `read()` that failed.
    package static func data(atPath path: String) throws(FileContentsError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileContentsError(code: errno) }
        defer { close(descriptor) }
        var contents = Data()
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return contents }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileContentsError(code: errno)
            }
            contents.append(contentsOf: chunk[..<count])
        }
    }

    /// The file's text, invalid UTF-8 replaced; `nil` when it cannot be read.
    package static func text(atPath path: String) -> String? {
        (try? data(atPath: path)).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Why `FileContents.data(atPath:)` failed: the system's error number.
package struct FileContentsError: Error, Equatable {
    /// The `errno` of the failed call.
    package let code: Int32
}
