@_spi(CursesUICore) import CursesUICore
/// Runs a view in the real ncurses terminal on descriptors of the caller's choosing, such as the
/// slave side of a pseudo-terminal, and handles the input waiting there only when asked, so that a
/// benchmark can measure exactly what one frame writes.
///
/// Not API: it serves CursesUI's own benchmarks (`@_spi(Benchmarks) import CursesUI`) and may
/// change at any time. Apps run through `App.main()`.
@_spi(Benchmarks)
@MainActor
public final class NcursesSession {
    let terminal: NcursesTerminal
    let application: TerminalApplication

    /// Takes over a terminal of type `terminalType` (a terminfo name such as `"xterm-256color"`)
    /// reading `input` and writing `output`, asks it about synchronized output, and draws `root`'s
    /// first frame. ncurses keeps one screen, so this works once per process.
    public convenience init(_ root: some View, terminalType: String, input: Int32, output: Int32) throws {
        try self.init(root, terminal: NcursesTerminal(type: terminalType, input: input, output: output))
    }

    /// Runs `root` on a terminal that is already started.
    init(_ root: some View, terminal: NcursesTerminal) throws {
        self.terminal = terminal
        terminal.watchesInput = false
        application = TerminalApplication(root: root, terminal: terminal)
        try application.start()
    }

    /// Reads every key (and terminal report) waiting on the input and handles them as one burst,
    /// as the run loop does when input arrives: at most one frame, written before this returns.
    public func handleInput() {
        terminal.handleAvailableInput()
    }

    /// How many frames have been written to the terminal, the first one included.
    public var framesPresented: Int { terminal.framesPresented }

    /// Whether frames are bracketed by the synchronized-output markers: the terminal answered the
    /// query for mode 2026 (or `CURSESUI_SYNCHRONIZED_OUTPUT` forced it).
    public var synchronizesOutput: Bool { terminal.synchronizesOutput }

    /// Leaves curses mode and restores the terminal.
    public func stop() {
        terminal.stop()
    }
}
