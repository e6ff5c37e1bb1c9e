import Foundation
import CursesUI

/// `--watch`: runs the browser as a child process, rebuilds the package when one of its source
/// files is saved, and relaunches the browser on the preview it showed. A failed build leaves the
/// browser running and tells it the errors, which it shows over the last good preview.
///
/// The watcher never draws: the browser owns the terminal. They talk through two small files in
/// a private directory: the browser writes the preview it shows (`open`), the watcher writes the
/// build's state (`status`: empty, `building`, or `failed` and the errors).
struct PreviewWatcher {
    /// The environment variable that tells a browser where the watcher's files are.
    static let directoryVariable = "CURSESUI_PREVIEWS_WATCH_DIRECTORY"

    /// The browser executable; a build writes the new one at the same path.
    let executable: String
    /// The package whose `.swift` files are watched.
    let packageRoot: String
    /// The command that rebuilds the browser.
    let buildCommand: [String]
    /// The preview to open first.
    let open: String?

    /// Watches until the browser quits, then exits with its status.
    func run() -> Never {
        let directory = NSTemporaryDirectory() + "cursesui-previews-\(getpid())-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let link = WatchLink(directory: directory)
        link.write(status: "")
        var browser = launch(opening: open, directory: directory)
        var sources = Self.modificationDates(under: packageRoot)
        while true {
            usleep(300_000)
            var status: Int32 = 0
            if waitpid(browser, &status, WNOHANG) == browser {
                try? FileManager.default.removeItem(atPath: directory)
                // The browser's exit status, or 128 plus the signal that ended it, as a shell says.
                exit(status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F)
            }
            let current = Self.modificationDates(under: packageRoot)
            guard current != sources else { continue }
            sources = current
            link.write(status: "building")
            let (succeeded, output) = build()
            if succeeded {
                let showing = link.readOpen()
                kill(browser, SIGTERM)
                var status: Int32 = 0
                waitpid(browser, &status, 0)
                link.write(status: "")
                browser = launch(opening: showing, directory: directory)
            } else {
                link.write(status: "failed\n" + Self.errors(in: output))
            }
        }
    }

    /// Starts the browser in this process group, so that it reads the terminal as the
    /// foreground job (Foundation's `Process` would put it in a group of its own, which the
    /// terminal stops when it reads).
    private func launch(opening id: String?, directory: String) -> pid_t {
        let arguments = [executable] + (id.map { ["--open", $0] } ?? [])
        var environment = ProcessInfo.processInfo.environment
        environment[Self.directoryVariable] = directory
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, nil, nil, argv, envp)
        guard result == 0 else {
            FileHandle.standardError.write(Data("error: cannot start \(executable): \(String(cString: strerror(result)))\n".utf8))
            exit(1)
        }
        return pid
    }

    /// Runs the build command in the package, its output kept from the terminal.
    private func build() -> (Bool, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = buildCommand
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (false, "error: cannot run \(buildCommand.joined(separator: " ")): \(error)")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus == 0, String(decoding: output, as: UTF8.self))
    }

    /// The lines of a build's output that say what failed, without color: the compiler's
    /// `file:line:column: error:` lines, each once, else any line with "error:", else the last
    /// lines; at most 40.
    static func errors(in output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(withoutEscapes)
        let located = lines.filter { $0.contains(": error:") && !$0.hasPrefix(" ") }
        var seen = Set<String>()
        let unique = located.filter { seen.insert($0).inserted }
        let chosen = !unique.isEmpty ? unique : lines.filter { $0.contains("error:") }
        return (chosen.isEmpty ? Array(lines.suffix(40)) : Array(chosen.prefix(40))).joined(separator: "\n")
    }

    /// A line without the escape sequences that color it (CSI sequences: ESC, "[", parameters
    /// and one final letter).
    static func withoutEscapes(_ line: Substring) -> String {
        var result = ""
        var scalars = line.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            if scalars.first == "[" {
                scalars = scalars.drop { !("@"..."~").contains($0) || $0 == "[" }.dropFirst()
            }
        }
        return result
    }

    /// When each `.swift` file of the package was last changed; build folders and hidden
    /// folders are skipped.
    static func modificationDates(under root: String) -> [String: Date] {
        var dates: [String: Date] = [:]
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: root) else { return dates }
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") || name.hasPrefix(".build") || name == "__Snapshots__" {
                enumerator.skipDescendants()
                continue
            }
            guard name.hasSuffix(".swift") else { continue }
            let attributes = try? manager.attributesOfItem(atPath: root + "/" + path)
            dates[path] = attributes?[.modificationDate] as? Date
        }
        return dates
    }

    /// The directory holding `Package.swift`, from `directory` upwards.
    static func packageRoot(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }
}

/// The browser's end of `--watch`: reads the build's state and reports the preview it shows.
struct WatchLink {
    let directory: String

    /// The link the watcher set up for this process, if it runs under one.
    static var current: WatchLink? {
        ProcessInfo.processInfo.environment[PreviewWatcher.directoryVariable].map(WatchLink.init)
    }

    /// Writes the build's state: empty, "building", or "failed" and a newline and the errors.
    func write(status: String) {
        // Written beside and renamed over, so the browser never reads half a file.
        let path = directory + "/status"
        try? status.write(toFile: path + ".new", atomically: false, encoding: .utf8)
        rename(path + ".new", path)
    }

    func readStatus() -> String {
        FileContents.text(atPath: directory + "/status") ?? ""
    }

    /// Records the preview the browser shows (`nil` for the list).
    func write(open id: String?) {
        let path = directory + "/open"
        try? (id ?? "").write(toFile: path + ".new", atomically: false, encoding: .utf8)
        rename(path + ".new", path)
    }

    func readOpen() -> String? {
        guard let id = FileContents.text(atPath: directory + "/open"), !id.isEmpty else { return nil }
        return id
    }
}
