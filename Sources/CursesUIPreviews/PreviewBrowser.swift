@_spi(PreviewBrowser) import CursesUI
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
/// `--open NAME` starts on that preview.
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
            let model = PreviewBrowserModel(previews: previews, open: name)
            PreviewTerminal.run(PreviewBrowserView(model: model), interceptingKeys: model.intercept)
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

    private static func notFound(_ name: String) -> String {
        "no preview named '\(name)'; --list prints the names"
    }

    private static func fail(_ message: String) -> Never {
        let bytes = Array("error: \(message)\n".utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        exit(2)
    }
}
