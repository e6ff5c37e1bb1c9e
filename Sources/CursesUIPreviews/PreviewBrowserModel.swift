@_spi(PreviewBrowser) import CursesUI

/// What the preview browser shows: the list, or one preview at a color scheme and a size.
/// The browser's own keys change it before any view sees them.
@Observable @MainActor
final class PreviewBrowserModel {
    /// The terminal sizes ^R cycles through after the preview's own; `nil` is the whole terminal.
    static let sizePresets: [Size?] = [nil, Size(width: 80, height: 24), Size(width: 60, height: 20), Size(width: 40, height: 12)]

    /// A terminal size in columns and rows.
    struct Size: Equatable {
        var width: Int
        var height: Int
    }

    let previews: [Preview]
    /// The open preview's index in `previews`, or `nil` while the list shows.
    private(set) var openIndex: Int?
    /// The color scheme previews are shown in; the terminal's until ^T switches it.
    var colorScheme: ColorScheme = .dark
    /// The preview opened last, whose row the list focuses.
    private(set) var lastOpenedIndex: Int?
    /// Which of `sizes` the open preview is shown at.
    private(set) var sizeIndex = 0
    /// Changes each time a preview opens, so it starts from fresh state.
    private(set) var generation = 0

    /// What the `--watch` rebuild is doing.
    enum BuildStatus: Equatable {
        /// No build, or the last one succeeded (and this process runs it).
        case idle
        /// A build runs.
        case building
        /// The last build failed with these errors; this process runs the last good build.
        case failed(String)
    }

    /// What the `--watch` rebuild is doing; always `.idle` without `--watch`.
    private(set) var buildStatus = BuildStatus.idle
    /// Whether ^E put the errors of a failed build away, to use the last good build.
    private(set) var isBuildErrorHidden = false
    /// Where the watcher learns which preview to reopen after a rebuild.
    private let watchLink: WatchLink?

    init(previews: [Preview], open id: String? = nil, watchLink: WatchLink? = nil) {
        self.previews = previews
        self.watchLink = watchLink
        if let id, let index = previews.firstIndex(where: { $0.id == id }) { open(index) }
    }

    /// The build errors to show, unless ^E put them away.
    var visibleBuildErrors: String? {
        guard case .failed(let errors) = buildStatus, !isBuildErrorHidden else { return nil }
        return errors
    }

    /// Takes the watcher's status file: "", "building", or "failed" and the errors.
    func updateBuildStatus(from text: String) {
        let status: BuildStatus
        if text == "building" {
            status = .building
        } else if text.hasPrefix("failed") {
            status = .failed(String(text.dropFirst("failed\n".count)))
        } else {
            status = .idle
        }
        guard status != buildStatus else { return }
        if case .failed = status { isBuildErrorHidden = false }
        buildStatus = status
    }

    var openPreview: Preview? { openIndex.map { previews[$0] } }

    /// The sizes the open preview can be shown at: the one its traits ask for, then the presets.
    var sizes: [Size?] {
        var sizes: [Size?] = []
        if let size = openPreview?.size { sizes.append(Size(width: size.width, height: size.height)) }
        for preset in Self.sizePresets where !sizes.contains(preset) { sizes.append(preset) }
        return sizes
    }

    var size: Size? { sizes[min(sizeIndex, sizes.count - 1)] }

    func open(_ index: Int) {
        openIndex = index
        lastOpenedIndex = index
        sizeIndex = 0
        generation += 1
        watchLink?.write(open: previews[index].id)
    }

    func close() {
        openIndex = nil
        watchLink?.write(open: nil)
    }

    /// The browser's keys: ^T switches the color scheme; with a preview open, ^R cycles its size
    /// and ^X goes back to the list; after a failed build, ^E shows or hides the errors.
    /// Returns whether the key was one of them.
    func intercept(_ press: KeyPress) -> Bool {
        guard press.modifiers == .control else { return false }
        switch press.key {
        case "t":
            colorScheme = colorScheme == .dark ? .light : .dark
        case "r" where openIndex != nil:
            sizeIndex = (sizeIndex + 1) % sizes.count
        case "x" where openIndex != nil:
            close()
        case "e":
            guard case .failed = buildStatus else { return false }
            isBuildErrorHidden.toggle()
        default:
            return false
        }
        return true
    }
}
