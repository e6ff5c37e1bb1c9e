@_spi(CursesUICore) import CursesUICore
/// Runs a view headless: renders it into a cell grid you can read, and delivers keys and resizes,
/// exactly as a terminal would. Use it to test your own terminal UIs.
///
/// A host runs the same application loop as an app in a real terminal, on a headless terminal:
/// keys, clicks and resizes arrive as terminal events, each burst of them is answered by one
/// frame, state changes made between bursts are rendered at the end of the run loop's turn
/// (reading `text` ends it), and what you read is the terminal's screen, updated by the frames
/// presented to it.
///
/// ```swift
/// let host = TestHost(ContentView(), width: 40, height: 10)
/// host.press(.return)
/// #expect(host.text.contains("Count: 1"))
/// ```
@MainActor
public final class TestHost<Root: View> {
    let terminal: HeadlessTerminal
    let runLoop = HeadlessRunLoop()
    let application: TerminalApplication
    /// The exit status the app ended with (`dismiss()` at the root ends it with 0), or `nil`.
    private(set) var exitStatus: Int32?

    var graph: ViewGraph { application.graph }

    /// Renders `root` on a screen of the given size.
    public init(_ root: Root, width: Int = 80, height: Int = 24) {
        terminal = HeadlessTerminal(width: width, height: height)
        // No fatal-error handler: a view that cannot go on stops the test with `fatalError`,
        // never with `exit`.
        application = TerminalApplication(root: root, terminal: terminal, runLoop: runLoop)
        application.onEnd = { [weak self] in self?.exitStatus = $0 }
        // A headless terminal has nothing that can fail to start.
        try! application.start()
    }

    /// The current frame: each row with trailing blanks removed, rows joined by "\n",
    /// trailing blank rows dropped. A wide character appears once.
    public var text: String {
        runLoop.runTurn()
        return terminal.screen.text
    }

    /// The cell at a column and row (0-based); a blank cell outside the screen.
    public func cell(x: Int, y: Int) -> Cell {
        runLoop.runTurn()
        return terminal.screen[x, y]
    }

    /// Delivers one key, runs the resulting state changes and renders.
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        send([.key(KeyPress(key: key, modifiers: modifiers))])
    }

    /// Presses one key per character.
    public func type(_ text: String) {
        for character in text { press(KeyEquivalent(character)) }
    }

    /// Changes the screen size and renders.
    public func resize(width: Int, height: Int) {
        send([.resize(width: width, height: height)])
    }

    /// Delivers `events` to the app as one input burst, which it answers with one frame.
    func send(_ events: [TerminalEvent]) {
        terminal.send(events)
    }

    /// Renders pending updates and lets pending main-actor work (including tasks the framework
    /// started and tasks started from actions) run, until the UI is idle or two seconds pass.
    ///
    /// Idle means no update is pending and, while `.task`s still run, nothing changed for
    /// `quietPeriod`: a task that sleeps (a polling loop, a timer) does not hold `settle()` for
    /// its whole sleep. To test what a polling loop does, give it a short interval (inject the
    /// interval or a clock through the environment, as the app would for a preview) and call
    /// `settle()` once per tick you expect, or await a condition on `text`.
    public func settle(quietPeriod: Duration = .milliseconds(50)) async {
        await settle(quietPeriod: quietPeriod, timeout: .seconds(2))
    }

    /// `settle(quietPeriod:)` with another time limit, for tests of `settle()` itself.
    func settle(quietPeriod: Duration, timeout: Duration) async {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var lastActivity = clock.now
        var quietRounds = 0
        while clock.now < deadline {
            for _ in 0..<8 { await Task.yield() }
            // A redraw alone (a spinner turning) is not activity; state changes and effects are.
            let changed = graph.hasPendingWork
            runLoop.runTurn()
            if changed {
                lastActivity = clock.now
                quietRounds = 0
            } else if graph.hasRunningTasks && clock.now - lastActivity < quietPeriod {
                // A task may be between two steps of real work: give it a moment.
                quietRounds = 0
                try? await Task.sleep(for: .milliseconds(1))
            } else {
                quietRounds += 1
                if quietRounds >= 3 { return }
            }
        }
    }

    /// Whether `dismiss()` was called at the root.
    public var isDismissed: Bool { graph.isDismissed }

    /// What `Self._printChanges()` logged, oldest first.
    public var printedChanges: [String] { graph.changeLog.lines }

    /// How many times any `body` ran since the host started.
    public var bodyEvaluationCount: Int { graph.bodyEvaluationCount }

    /// How many sizes layout computed since the host started, rather than answered from a view's
    /// cache. Layout is incremental, so a frame measures only what changed and the views around it.
    public var sizeComputationCount: Int { graph.sizeComputationCount }

    /// How many cells the last rendered frame changed compared with the frame before it
    /// (every cell after a resize). Reading it renders nothing.
    public var lastFrameChangedCells: Int { graph.lastFrameChangedCells }
}
