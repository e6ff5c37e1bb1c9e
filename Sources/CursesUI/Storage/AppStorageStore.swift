import Foundation
import Logging

/// The values behind `@AppStorage`: one JSON file per app, read once, written atomically after
/// each change, and shared by every view that uses a key, so a change in one view redraws the
/// others.
///
/// The file is `$XDG_CONFIG_HOME/<app>/AppStorage.json`, or `~/.config/<app>/AppStorage.json`
/// without that variable, where `<app>` is the executable's name. A file that cannot be read
/// or parsed is logged and left alone: values are then kept in memory only, never written over it.
final class AppStorageStore: @unchecked Sendable {
    /// The store of this process's app.
    static let shared = AppStorageStore(file: AppStorageStore.defaultFile())
    /// `@SceneStorage`'s store: in memory, for the life of the process.
    static let scene = AppStorageStore(file: nil)

    /// Where values are saved; `nil` keeps them in memory.
    let file: AtomicFile?
    private let lock = NSLock()
    private var values: [String: StoredValue] = [:]
    private var boxes: [String: StateBox<StoredValue?>] = [:]
    /// Whether the file may be written: not when it exists but could not be read.
    private var isWritable: Bool
    private let logger: Logger

    /// A store saving to `file`, starting with what it holds; problems with the file go to
    /// `logger`.
    init(file: AtomicFile?, logger: Logger = CursesUILog.logger) {
        self.file = file
        self.logger = logger
        isWritable = file != nil
        guard let file else { return }
        do {
            if let data = try file.read() {
                values = try JSONDecoder().decode([String: StoredValue].self, from: data)
            }
        } catch {
            isWritable = false
            logger.error("AppStorage: cannot read \(file.path) (\(error)); settings stay in memory and the file is left as it is")
        }
    }

    /// The file for this process's app, from `XDG_CONFIG_HOME` or `HOME`.
    static func defaultFile(environment: [String: String] = ProcessInfo.processInfo.environment,
                            app: String = ProcessInfo.processInfo.processName) -> AtomicFile? {
        let base: String
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            base = config
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = home + "/.config"
        } else {
            return nil
        }
        return AtomicFile(path: "\(base)/\(app)/AppStorage.json")
    }

    /// The observed box holding `key`'s value, the same for every reader.
    func box(for key: String) -> StateBox<StoredValue?> {
        lock.lock()
        defer { lock.unlock() }
        if let box = boxes[key] { return box }
        let box = StateBox<StoredValue?>(values[key])
        boxes[key] = box
        return box
    }

    /// Stores `value` (`nil` removes the key), redraws its readers and saves the file.
    func set(_ value: StoredValue?, for key: String) {
        let box = box(for: key)
        lock.lock()
        let changed = values[key] != value
        values[key] = value
        let snapshot = values
        lock.unlock()
        box.value = value
        if changed { save(snapshot) }
    }

    private func save(_ snapshot: [String: StoredValue]) {
        guard isWritable, let file else { return }
        do {
            let directory = (file.path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try file.write(encoder.encode(snapshot))
        } catch {
            logger.error("AppStorage: cannot save \(file.path) (\(error)); the change stays in memory")
        }
    }
}

/// A value `@AppStorage` keeps, as JSON: a Boolean, a number, a string, or data (base64 in an
/// object, so it cannot be taken for a string).
enum StoredValue: Codable, Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case data(Data)

    private enum Keys: String, CodingKey { case data }

    init(from decoder: Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Keys.self) {
            self = .data(try keyed.decode(Data.self, forKey: .data))
            return
        }
        let single = try decoder.singleValueContainer()
        if let value = try? single.decode(Bool.self) { self = .bool(value) }
        else if let value = try? single.decode(Int.self) { self = .int(value) }
        else if let value = try? single.decode(Double.self) { self = .double(value) }
        else { self = .string(try single.decode(String.self)) }
    }

    func encode(to encoder: Encoder) throws {
        switch self {
        case .data(let data):
            var keyed = encoder.container(keyedBy: Keys.self)
            try keyed.encode(data, forKey: .data)
        case .bool(let value): var single = encoder.singleValueContainer(); try single.encode(value)
        case .int(let value): var single = encoder.singleValueContainer(); try single.encode(value)
        case .double(let value): var single = encoder.singleValueContainer(); try single.encode(value)
        case .string(let value): var single = encoder.singleValueContainer(); try single.encode(value)
        }
    }
}
