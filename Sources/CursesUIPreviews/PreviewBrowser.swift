@_spi(PreviewBrowser) import CursesUI
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The preview browser: lists every preview linked into the executable and shows one live.
///
/// Add an executable target that depends on `CursesUIPreviews` and on the modules whose previews
/// you want, with one line of code:
///
/// ```swift
/// // Sources/previews/main.swift
/// import CursesUIPreviews
///
/// PreviewBrowser.main()
/// ```
///
/// `swift run previews` then opens the list. From the command line, `--list` prints each
/// preview's name, `--render NAME --width W --height H` prints its frame as text, and
/// `--open NAME` starts on that preview. `--watch` rebuilds and relaunches the browser, on the
/// same preview, whenever a `.swift` file of the package is saved.
public enum PreviewBrowser {
    /// Runs the browser with the process's arguments; never returns.
    @MainActor
    public static func main() -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let previews = Preview.all
        let command: PreviewCommand
        do {
            command = try PreviewCommand(arguments: arguments)
        } catch {
            fail(error.description)
        }
        switch command {
        case .help:
            print(PreviewCommand.usage)
            exit(0)
        case .list:
            for preview in previews { print(preview.id) }
            exit(0)
        case .render(let name, let width, let height, let colorScheme):
            guard let preview = previews.first(where: { $0.id == name }) else { fail(notFound(name)) }
            print(render(preview, width: width, height: height, colorScheme: colorScheme))
            exit(0)
        case .browse(let name):
            if let name, !previews.contains(where: { $0.id == name }) { fail(notFound(name)) }
            let link = WatchLink.current
            let model = PreviewBrowserModel(previews: previews, open: name, watchLink: link)
            if let link { followBuilds(of: link, into: model) }
            PreviewTerminal.run(PreviewBrowserView(model: model), interceptingKeys: model.intercept)
        case .watch(let name, let buildCommand):
            if let name, !previews.contains(where: { $0.id == name }) { fail(notFound(name)) }
            let cwd = FileManager.default.currentDirectoryPath
            guard let root = PreviewWatcher.packageRoot(from: cwd) else {
                fail("--watch needs to run inside a package: no Package.swift in \(cwd) or above")
            }
            let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0]
            let product = URL(fileURLWithPath: executable).lastPathComponent
            let command = buildCommand.map { ["sh", "-c", $0] } ?? ["swift", "build", "--product", product]
            PreviewWatcher(executable: executable, packageRoot: root, buildCommand: command, open: name).run()
        }
    }

    /// A preview's frame as text, as `--render` prints it: rendered headless on a terminal of
    /// `width` columns and `height` rows (the preview's own size, or 80×24, when `nil`).
    @MainActor
    public static func render(_ preview: Preview, width: Int? = nil, height: Int? = nil, colorScheme: ColorScheme = .dark) -> String {
        let view = preview.makeView().environment(\.colorScheme, colorScheme)
        let host = TestHost(view, width: width ?? preview.size?.width ?? 80, height: height ?? preview.size?.height ?? 24)
        return host.text
    }

    /// Reads the watcher's status file four times a second and shows what it says.
    @MainActor
    private static func followBuilds(of link: WatchLink, into model: PreviewBrowserModel) {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now(), repeating: .milliseconds(250))
        timer.setEventHandler {
            MainActor.assumeIsolated { model.updateBuildStatus(from: link.readStatus()) }
        }
        timer.resume()
        buildStatusTimer = timer
    }

    /// Keeps the status timer alive for the life of the process.
    @MainActor private static var buildStatusTimer: (any DispatchSourceTimer)?

    private static func notFound(_ name: String) -> String {
        "no preview named '\(name)'; --list prints the names"
    }

    private static func fail(_ message: String) -> Never {
        let bytes = Array("error: \(message)\n".utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        exit(2)
    }
}
