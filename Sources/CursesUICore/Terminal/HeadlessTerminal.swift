/// A terminal with no device behind it: it keeps its screen as a grid of cells, updated by each
/// frame presented as a real terminal's screen would be, and delivers the events it is sent.
/// `TestHost` runs apps on it.
@MainActor
package final class HeadlessTerminal: Terminal {
    package private(set) var size: (width: Int, height: Int)
    /// What the screen shows: the frames presented so far, applied one after another.
    package private(set) var screen: Canvas
    /// How many frames were presented.
    package private(set) var framesPresented = 0
    /// How many cells the last frame presented changed on the screen, as the frame diff found.
    package private(set) var lastFrameChangedCells = 0
    /// Whether `stop()` was called (the app ended); a stopped terminal delivers no more events.
    package private(set) var isStopped = false
    private var handler: (@MainActor ([TerminalEvent]) -> Void)?
    /// The last frame's runs, kept for their storage: a frame allocates no array of runs.
    private var runBuffer: [FrameDiff.Run] = []

    /// A terminal of `width` columns and `height` rows, its screen blank.
    package init(width: Int, height: Int) {
        size = (width, height)
        screen = Canvas(width: width, height: height)
    }

    package func present(_ canvas: Canvas, changedRows: Range<Int>) {
        framesPresented += 1
        updateScreen(to: canvas, changedRows: changedRows)
    }

    /// Brings the screen to `canvas` through the frame diff, as a terminal's screen changes
    /// under the runs a writer sends it: only the rows in `changedRows` are compared, the rest
    /// must already be equal. A frame of another size starts from a blank screen of its size.
    private func updateScreen(to canvas: Canvas, changedRows: Range<Int>) {
        let resized = screen.width != canvas.width || screen.height != canvas.height
        if resized { screen = Canvas(width: canvas.width, height: canvas.height) }
        // The runs first: copying into the screen while the diff reads it would copy the whole
        // screen for every run.
        var runs: [FrameDiff.Run] = []
        swap(&runs, &runBuffer)
        runs.removeAll(keepingCapacity: true)
        FrameDiff.forEachRun(from: resized ? nil : screen, to: canvas, rows: changedRows) { runs.append($0) }
        var changed = 0
        for run in runs {
            screen.copy(run.columns, ofRow: run.row, from: canvas)
            changed += run.columns.count
        }
        swap(&runs, &runBuffer)
        // The rows the runs made equal to the frame's take its buffers, so the screen costs
        // only what the frame does; the runs were still applied cell by cell above, so a change
        // the diff missed shows on the screen.
        for y in resized ? 0..<canvas.height : changedRows.clamped(to: 0..<canvas.height) {
            screen.shareRow(y, ifEqualTo: canvas)
        }
        lastFrameChangedCells = changed
    }

    package func start(_ handler: @escaping @MainActor ([TerminalEvent]) -> Void) throws {
        self.handler = handler
    }

    package func stop() {
        isStopped = true
        handler = nil
    }

    /// Delivers `events` as one input burst, as a terminal reads them from one read of its
    /// input. A resize changes the terminal's size first, as the window's does.
    package func send(_ events: [TerminalEvent]) {
        for case .resize(let width, let height) in events { size = (width, height) }
        handler?(events)
    }
}
