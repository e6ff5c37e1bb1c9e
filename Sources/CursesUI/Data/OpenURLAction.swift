import Foundation

/// Opens a URL, as SwiftUI's `@Environment(\.openURL)` does: call it like a function,
/// `openURL(url)`.
///
/// By default the URL goes to `xdg-open` when it is on the `PATH` (detached, its output
/// discarded so it never draws over the interface); without it, the URL is printed, which while
/// the app runs lands in the log (`CURSESUI_LOG`), never on the screen. Set your own action with
/// `.environment(\.openURL, OpenURLAction { url in … })`.
public struct OpenURLAction: Equatable, Sendable {
    /// What an action did with a URL.
    public struct Result: Equatable, Sendable {
        let kind: Int
        /// The action opened the URL.
        public static let handled = Result(kind: 0)
        /// The action declined the URL.
        public static let discarded = Result(kind: 1)
        /// The action passes the URL on to the system's handler.
        public static let systemAction = Result(kind: 2)
        /// The action passes another URL on to the system's handler.
        public static func systemAction(_ url: URL) -> Result { Result(kind: 2) }
    }

    /// The stable identity of the handler, so readers are not redrawn for an equal action.
    private final class Handler: Sendable {
        let perform: @Sendable (URL) -> Result
        init(_ perform: @escaping @Sendable (URL) -> Result) { self.perform = perform }
    }

    private let handler: Handler

    /// An action that handles URLs with `handler`; `.systemAction` hands them on to `xdg-open`.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = Handler(handler) }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        if handler.perform(url) == .systemAction { Self.openWithSystem(url) }
    }

    /// Opens `url` and reports whether it was handled.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        let result = handler.perform(url)
        if result == .systemAction { Self.openWithSystem(url) }
        completion(result != .discarded)
    }

    public static func == (lhs: OpenURLAction, rhs: OpenURLAction) -> Bool { lhs.handler === rhs.handler }

    /// The default: the system's handler.
    static let system = OpenURLAction { _ in .systemAction }

    /// Hands `url` to `xdg-open`, or prints it where there is none.
    static func openWithSystem(_ url: URL) {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/xdg-open" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else {
            print("Open \(url.absoluteString)")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { print("Open \(url.absoluteString)") }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction.system
}

extension EnvironmentValues {
    /// Opens URLs: `xdg-open` where present, else the URL is printed (to the log while the app runs).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
