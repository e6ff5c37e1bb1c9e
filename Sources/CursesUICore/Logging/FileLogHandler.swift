import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A swift-log handler that appends one line per message to a file: the way to keep logs while a
/// CursesUI app owns the screen. Bootstrap it once, before the app starts:
///
/// ```swift
/// LoggingSystem.bootstrap { FileLogHandler(label: $0, path: "app.log") }
/// ```
///
/// CursesUI's own messages (label `CursesUI`) then land in the same file, and while the app runs,
/// whatever the process writes to standard output or standard error (`print`, say) goes there too
/// instead of onto the screen. Handlers for the same path share one descriptor; lines are appended
/// whole (`O_APPEND`), so several processes may share a file.
public struct FileLogHandler: LogHandler {
    /// The file this handler appends to.
    public let path: String
    /// The label of the logger that created this handler.
    public let label: String
    /// Messages below this level are dropped; `.debug` by default, so CursesUI's own messages show.
    public var logLevel: Logger.Level = .debug
    /// Metadata added to every message.
    public var metadata: Logger.Metadata = [:]
    /// Supplies metadata for each message (task-local values, say).
    public var metadataProvider: Logger.MetadataProvider?

    private let file: LogFile?

    /// A handler for the logger `label` that appends to `path`, creating the file when needed.
    /// If the file cannot be opened, messages are dropped.
    public init(label: String, path: String) {
        self.label = label
        self.path = path
        file = LogFile.shared(path)
        LogFile.lastConfiguredPath = path
    }

    /// Writes `event` as one line: time, level, label, message and metadata.
    public func log(event: LogEvent) {
        guard let file else { return }
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let extra = event.metadata { merged.merge(extra) { _, new in new } }
        var line = "\(LogFile.timestamp()) \(event.level) \(label): \(event.message)"
        if !merged.isEmpty {
            line += " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        file.append(line + "\n")
    }

    /// The metadata value for `metadataKey`.
    public subscript(metadataKey metadataKey: String) -> Logger.Metadata.Value? {
        get { metadata[metadataKey] }
        set { metadata[metadataKey] = newValue }
    }
}

/// One open log file, shared by every handler for its path.
package final class LogFile: Sendable {
    package let descriptor: Int32

    /// The open files by path and the last configured path, which handlers made on any thread share.
    private final class Registry: @unchecked Sendable {
        let lock = Lock()
        var files: [String: LogFile] = [:]
        var lastConfiguredPath: String?
    }
    private static let registry = Registry()

    /// The path of the last `FileLogHandler` created: where standard output goes while the UI runs.
    package static var lastConfiguredPath: String? {
        get { registry.lock.withLock { registry.lastConfiguredPath } }
        set { registry.lock.withLock { registry.lastConfiguredPath = newValue } }
    }

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// The open file for `path`, or `nil` when it cannot be opened.
    package static func shared(_ path: String) -> LogFile? {
        registry.lock.withLock {
            if let file = registry.files[path] { return file }
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return nil }
            let file = LogFile(descriptor: descriptor)
            registry.files[path] = file
            return file
        }
    }

    package func append(_ text: String) {
        // Best effort: a log line that cannot be written is dropped, as swift-log handlers do.
        _ = Array(text.utf8).withUnsafeBytes { FileDescriptor.writeAll($0, to: descriptor) }
    }

    /// The current time in UTC, ISO 8601, to the second.
    package static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%SZ", &parts)
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// CursesUI's own logger and the one log destination it shares with `_printChanges` and, while the
/// UI runs, with standard output and standard error.
package enum CursesUILog {
    /// The file named by the `CURSESUI_LOG` environment variable, if any.
    package static let environmentPath: String? = {
        guard let path = ProcessEnvironment.value(for: "CURSESUI_LOG"), !path.isEmpty else { return nil }
        return path
    }()

    /// `Logger(label: "CursesUI")`: the app's bootstrapped handler, or a `FileLogHandler` on
    /// `CURSESUI_LOG` when that is set.
    package static let logger: Logger = {
        guard let path = environmentPath else { return Logger(label: "CursesUI") }
        return Logger(label: "CursesUI") { FileLogHandler(label: $0, path: path) }
    }()

    /// Where standard output and standard error go while the UI runs: `CURSESUI_LOG`, else the
    /// file of the app's `FileLogHandler`, else nowhere (`nil`: /dev/null).
    package static var outputPath: String? {
        _ = logger // creating it runs the app's bootstrap factory, which may name a file
        return environmentPath ?? LogFile.lastConfiguredPath
    }
}
