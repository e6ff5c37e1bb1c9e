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
        lastFrameChangedCells = Self.update(&screen, to: canvas, changedRows: changedRows, runs: &runBuffer)
    }

    /// `updateScreen(to:changedRows:)` on the screen and the runs' storage given, returning the
    /// number of cells changed. A static function taking them `inout`, so that each is one
    /// access a frame: `screen` is read from the views' module, so the runtime checks each
    /// access to it, and a row at a time that was one a row. Nonisolated, as `row(_:of:equals:outside:)`.
    nonisolated private static func update(
        _ screen: inout Canvas, to canvas: Canvas, changedRows: Range<Int>, runs: inout [FrameDiff.Run]
    ) -> Int {
        let resized = screen.width != canvas.width || screen.height != canvas.height
        if resized { screen = Canvas(width: canvas.width, height: canvas.height) }
        // The runs first: copying into the screen while the diff reads it would copy the whole
        // screen for every run.
        runs.removeAll(keepingCapacity: true)
        FrameDiff.forEachRun(from: resized ? nil : screen, to: canvas, rows: changedRows) { runs.append($0) }
        var changed = 0
        var first = 0
        while first < runs.count {
            // The runs of one row (they come row by row).
            let y = runs[first].row
            var end = first + 1
            while end < runs.count, runs[end].row == y { end += 1 }
            let rowRuns = runs[first..<end]
            // Where the row's other cells are the frame's already, the runs make the row the
            // frame's: the screen takes the frame's buffer, as it would below, without copying
            // the runs' cells into a row it shares with the frame before. Elsewhere (the diff
            // missed a change) the runs are applied cell by cell, so the miss shows on the screen.
            if row(y, of: screen, equals: canvas, outside: rowRuns) {
                screen.copy(0..<canvas.width, ofRow: y, from: canvas)
            } else {
                for run in rowRuns { screen.copy(run.columns, ofRow: y, from: canvas) }
            }
            for run in rowRuns { changed += run.columns.count }
            first = end
        }
        // The rows the runs made equal to the frame's take its buffers, so the screen costs
        // only what the frame does.
        for y in resized ? 0..<canvas.height : changedRows.clamped(to: 0..<canvas.height) {
            screen.shareRow(y, ifEqualTo: canvas)
        }
        return changed
    }

    /// Whether row `y` of `screen` and of `frame`, canvases of one size, have the same cells
    /// outside `runs` (ordered columns of that row). Nonisolated: a main-actor function's
    /// closures would each check the executor.
    nonisolated private static func row(_ y: Int, of screen: Canvas, equals frame: Canvas, outside runs: ArraySlice<FrameDiff.Run>) -> Bool {
        screen.rows[y].withUnsafeBufferPointer { old in
            frame.rows[y].withUnsafeBufferPointer { new in
                guard let old = old.baseAddress, let new = new.baseAddress else { return true }
                var x = 0
                for run in runs {
                    let gap = run.columns.lowerBound - x
                    if gap > 0, !Cell.equalCells(old + x, new + x, count: gap) { return false }
                    x = run.columns.upperBound
                }
                return x >= frame.width || Cell.equalCells(old + x, new + x, count: frame.width - x)
            }
        }
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
