import Logging

/// Where `Self._printChanges()` writes: never the screen. Lines are kept in memory (`TestHost`
/// exposes them) and logged at `.debug` through CursesUI's logger, so they land in the one log
/// destination: the file named by `CURSESUI_LOG`, or the app's bootstrapped handler.
package final class ChangeLog {
    package private(set) var lines: [String] = []
    private let logger: Logger

    /// A log that writes through CursesUI's logger, or to the file at `path` when one is given.
    package init(path: String? = nil) {
        logger = path.map { path in Logger(label: "CursesUI") { FileLogHandler(label: $0, path: path) } } ?? CursesUILog.logger
    }

    package func write(_ line: String) {
        lines.append(line)
        if lines.count > 1000 { lines.removeFirst(lines.count - 1000) }
        logger.debug("\(line)")
    }
}

extension View {
    /// Logs why this view's `body` is running, as SwiftUI does: `@identity` the first time,
    /// `@self` when the view's inputs changed, the names of changed `@State` and `@Environment`
    /// properties, and `@dependencies` when an observed property of a model changed. Call it as
    /// `let _ = Self._printChanges()` inside `body`. It logs at `.debug` through swift-log (label
    /// `CursesUI`: the file named by `CURSESUI_LOG`, or a bootstrapped `FileLogHandler`) and to
    /// `TestHost.printedChanges`, never to the screen.
    public static func _printChanges() {
        guard let node = CompositeNodeBase.evaluating else { return }
        let log = node.changeLog ?? node.graph.changeLog
        node.changeLog = log
        log.write("\(Self.self): \(node.changeSummary) changed.")
    }
}
