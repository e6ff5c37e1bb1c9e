/// Something that happened at the terminal.
package enum TerminalEvent: Equatable, Sendable {
    /// A key press.
    case key(KeyPress)
    /// The terminal now has this many columns and rows.
    case resize(width: Int, height: Int)
    /// The mouse clicked or scrolled at a column and row (0-based).
    case mouse(x: Int, y: Int, kind: MouseEventKind)
    /// A signal asked the app to end (Ctrl-C, SIGTERM, SIGHUP); the value is the signal number.
    case terminate(signal: Int32)
}

extension KeyPress: Equatable {
    public static func == (lhs: KeyPress, rhs: KeyPress) -> Bool {
        lhs.key == rhs.key && lhs.modifiers == rhs.modifiers && lhs.phase == rhs.phase
    }
}

/// The backend boundary: a terminal reports its size, presents a frame of cells, and delivers
/// events. The core never sees anything below this protocol.
@MainActor package protocol Terminal: AnyObject {
    /// Columns and rows.
    var size: (width: Int, height: Int) { get }
    /// Shows a frame. Implementations write only what changed since the last frame, once; rows
    /// outside `changedRows` are those of the last frame presented.
    func present(_ canvas: Canvas, changedRows: Range<Int>)
    /// Starts delivering events. `handler` receives every event of one input burst together,
    /// so the caller renders one frame per burst.
    func start(_ handler: @escaping @MainActor ([TerminalEvent]) -> Void) throws
    /// Restores the terminal to the state it had before `start`. Safe to call more than once.
    func stop()
}

extension Terminal {
    /// Shows a frame that may differ from the last one anywhere.
    package func present(_ canvas: Canvas) {
        present(canvas, changedRows: 0..<canvas.height)
    }
}
