@_spi(CursesUICore) import CursesUICore
// FoundationEssentials only, as the rest of CursesUI: full Foundation costs a demo megabytes.
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

/// A file that is replaced whole or not at all: what an app uses to save a user's document or
/// settings without ever destroying them.
///
/// `write(_:)` writes the new contents beside the file and renames them over it, so a crash,
/// a full disk or `kill -9` leaves either the old file or the new one, never a mix. It writes
/// through symbolic links (the link stays, its target changes), keeps the file's permissions,
/// refuses to replace a read-only file, and leaves no temporary file behind: on Linux the new
/// contents live in an unnamed file until the rename, and temporary files that killed writers
/// left elsewhere are removed by the next `read()` or `write(_:)` of the same file.
///
/// ```swift
/// let file = AtomicFile(path: "tasks.json")
/// let tasks = try file.read().map { try JSONDecoder().decode([Task].self, from: $0) } ?? []
/// try file.write(JSONEncoder().encode(tasks))
/// ```
///
/// Never save over a file you could not read or decode: keep its contents and save elsewhere.
/// `AtomicFile` is a value you can pass to a background task, so large files save off the main
/// actor.
public struct AtomicFile: Hashable, Sendable {
    /// The path as given, which may be a symbolic link.
    public let path: String

    /// The file at `path`.
    public init(path: String) {
        self.path = path
    }

    /// The file at a file URL.
    public init(url: URL) {
        self.init(path: url.path)
    }

    /// The file's contents, or `nil` when there is no file yet (a dangling link counts as no file:
    /// writing creates its target). Throws `AtomicFileError` when the file exists but cannot be read.
    public func read() throws -> Data? {
        let target = try resolvedPath()
        removeStaleTemporaryFiles(of: target)
        var info = stat()
        guard stat(target, &info) == 0 else {
            if errno == ENOENT { return nil }
            throw AtomicFileError(path: path, reason: .system(errno))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw AtomicFileError(path: path, reason: .notARegularFile) }
        do {
            return try FileContents.data(atPath: target)
        } catch {
            throw AtomicFileError(path: path, reason: .system(error.code))
        }
    }

    /// Whether the file exists and is read-only: writing it would throw `.readOnly`.
    public var isReadOnly: Bool {
        guard let target = try? resolvedPath() else { return false }
        var info = stat()
        return stat(target, &info) == 0 && Self.isReadOnly(target, info)
    }

    /// Replaces the file's contents with `data`, all at once; creates the file when it is missing.
    /// A symbolic link is followed and its target replaced. The file keeps its permissions (a new
    /// file gets the process's default ones). Throws `AtomicFileError`, leaving the file as it was.
    public func write(_ data: Data) throws {
        let target = try resolvedPath()
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists {
            guard existing.st_mode & S_IFMT == S_IFREG else { throw AtomicFileError(path: path, reason: .notARegularFile) }
            guard !Self.isReadOnly(target, existing) else { throw AtomicFileError(path: path, reason: .readOnly) }
        }
        removeStaleTemporaryFiles(of: target)
        let directory = Self.directory(of: target)
        let temporary = Self.temporaryPath(for: target)
        var (fd, isUnnamed) = Self.openUnnamed(in: directory, mode: exists ? existing.st_mode & 0o7777 : 0o666)
        if fd < 0 {
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            isUnnamed = false
            guard fd >= 0 else { throw AtomicFileError(path: path, reason: .system(errno)) }
        }
        var linked = !isUnnamed
        do {
            defer { close(fd) }
            try writeAll(data, to: fd)
            if exists {
                // The new file takes the old one's place, so it takes its permissions and owner.
                fchmod(fd, existing.st_mode & 0o7777)
                if existing.st_uid != geteuid() || existing.st_gid != getegid() {
                    _ = fchown(fd, existing.st_uid, existing.st_gid)
                }
            } else if !isUnnamed {
                let mask = umask(0)
                umask(mask)
                fchmod(fd, 0o666 & ~mask)
            }
            guard fsync(fd) == 0 else { throw AtomicFileError(path: path, reason: .system(errno)) }
            if isUnnamed {
                // An unnamed file vanishes if the process dies before this point; it gets a name
                // only for the instant before the rename.
                guard linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, temporary, AT_SYMLINK_FOLLOW) == 0 else {
                    throw AtomicFileError(path: path, reason: .system(errno))
                }
                linked = true
            }
            guard rename(temporary, target) == 0 else { throw AtomicFileError(path: path, reason: .system(errno)) }
        } catch {
            if linked { unlink(temporary) }
            throw error
        }
        // The rename is durable once the directory is.
        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
    }

    // MARK: Paths

    /// The path with every symbolic link of its last component followed: the file a write replaces.
    func resolvedPath() throws -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else {
                // Not a link (EINVAL), or nothing there yet (ENOENT): this is the file.
                if errno == EINVAL || errno == ENOENT { return current }
                throw AtomicFileError(path: path, reason: .system(errno))
            }
            let destination = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : Self.directory(of: current) + "/" + destination
        }
        throw AtomicFileError(path: path, reason: .tooManySymbolicLinks)
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Temporary names are `.<name>.<pid>.<random>.atomic`, hidden beside the file, so the
    /// next writer can tell which ones a dead process left.
    static let temporarySuffix = ".atomic"

    private static func temporaryPath(for target: String) -> String {
        return directory(of: target) + "/.\(name(of: target)).\(getpid()).\(UInt32.random(in: 0...UInt32.max))\(temporarySuffix)"
    }

    /// Removes the temporary files beside `target` that writers which no longer run left behind
    /// (killed between creating and renaming them).
    private func removeStaleTemporaryFiles(of target: String) {
        let directory = Self.directory(of: target)
        let prefix = "." + Self.name(of: target) + "."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(Self.temporarySuffix) {
            let middle = name.dropFirst(prefix.count).dropLast(Self.temporarySuffix.count).split(separator: ".")
            guard middle.count == 2, let pid = pid_t(middle[0]), UInt32(middle[1]) != nil else { continue }
            guard pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(directory + "/" + name)
        }
    }

    // MARK: System calls

    /// A file opened for writing with no name in `directory` (Linux's `O_TMPFILE`), or -1 where the
    /// system or file system has none.
    private static func openUnnamed(in directory: String, mode: mode_t) -> (Int32, Bool) {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        // Glibc's O_TMPFILE is not imported into Swift: it is `__O_TMPFILE | O_DIRECTORY`, and
        // `__O_TMPFILE` is 0o20000000 on these architectures.
        let fd = open(directory, 0o20000000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC, mode)
        return (fd, fd >= 0)
        #else
        return (-1, false)
        #endif
    }

    private func writeAll(_ data: Data, to fd: Int32) throws {
        if let error = data.withUnsafeBytes({ FileDescriptor.writeAll($0, to: fd) }) {
            throw AtomicFileError(path: path, reason: .system(error))
        }
    }

    /// Read-only: no write permission for anyone, or none for this process. Checked on the mode
    /// bits too, since `access` lets the superuser write anything.
    private static func isReadOnly(_ target: String, _ info: stat) -> Bool {
        info.st_mode & 0o222 == 0 || access(target, W_OK) != 0
    }
}

/// Why an `AtomicFile` could not be read or written; its description is a sentence for the user.
public struct AtomicFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The file has no write permission; it is left as it is.
        case readOnly
        /// The path names a directory or a device, not a file.
        case notARegularFile
        /// The path's symbolic links form a loop or a chain too long to follow.
        case tooManySymbolicLinks
        /// The system refused, with this `errno`.
        case system(Int32)
    }

    /// The file's path, as given.
    public let path: String
    /// What went wrong.
    public let reason: Reason

    /// The file's path and what went wrong: "notes.json is read-only".
    public var description: String {
        switch reason {
        case .readOnly: return "\(path) is read-only"
        case .notARegularFile: return "\(path) is not a regular file"
        case .tooManySymbolicLinks: return "\(path): too many symbolic links"
        case .system(let code): return "\(path): \(String(cString: strerror(code)))"
        }
    }
}
