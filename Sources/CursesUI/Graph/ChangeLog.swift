import Foundation

/// Where `Self._printChanges()` writes: never the screen. Lines are kept in memory (`TestHost`
/// exposes them) and, when the `CURSESUI_LOG` environment variable names a file, appended there.
final class ChangeLog {
    private(set) var lines: [String] = []
    private let file: FileHandle?

    init(path: String? = ProcessInfo.processInfo.environment["CURSESUI_LOG"]) {
        if let path, FileManager.default.fileExists(atPath: path) || FileManager.default.createFile(atPath: path, contents: nil) {
            file = FileHandle(forWritingAtPath: path)
            file?.seekToEndOfFile()
        } else {
            file = nil
        }
    }

    func write(_ line: String) {
        lines.append(line)
        if lines.count > 1000 { lines.removeFirst(lines.count - 1000) }
        file?.write(Data((line + "\n").utf8))
    }
}

extension View {
    /// Logs why this view's `body` is running, as SwiftUI does: `@identity` the first time,
    /// `@self` when the view's inputs changed, the names of changed `@State` and `@Environment`
    /// properties, and `@dependencies` when an observed property of a model changed. Call it as
    /// `let _ = Self._printChanges()` inside `body`. It writes to the file named by
    /// `CURSESUI_LOG` (and `TestHost.printedChanges`), never to the screen.
    public static func _printChanges() {
        guard let node = CompositeNodeBase.evaluating else { return }
        let log = node.changeLog ?? node.graph.changeLog
        node.changeLog = log
        log.write("\(Self.self): \(node.changeSummary) changed.")
    }
}
