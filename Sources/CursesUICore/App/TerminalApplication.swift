#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a root view on a terminal: each input burst goes to the graph and is answered by one
/// frame, state changes between bursts make at most one frame per run-loop turn, and each frame
/// is presented with the rows it changed. The ncurses app and `TestHost` both run this loop; only
/// the terminal and the run loop differ.
@MainActor
package final class TerminalApplication {
    package let terminal: any Terminal
    package let graph: ViewGraph
    private let runLoop: any ApplicationRunLoop
    /// Ends the app with an exit status: 0 on `dismiss()` at the root, 130 on Ctrl-C, 128 plus
    /// the signal number for other signals. The ncurses app restores the terminal and exits.
    package var onEnd: (@MainActor (Int32) -> Void)?
    /// Sees each key before the views do and returns whether it took it (the preview browser's
    /// own keys, which no preview may swallow).
    package var keyInterceptor: (@MainActor (KeyPress) -> Bool)? {
        get { interceptor }
        set { interceptor = newValue }
    }
    /// `keyInterceptor`'s storage: private, so the optimizer sees every access and each key's
    /// read goes without the runtime's exclusivity check, which a `package` property keeps.
    private var interceptor: (@MainActor (KeyPress) -> Bool)?
    /// The graph's frame count when a frame was last presented.
    private var presentedFrameCount = 0

    /// An application for `root` on `terminal`, sized to it; `start` runs it. `environment` is
    /// the root's: the host's own values, such as its fatal-error handler.
    package init<Root: View>(
        root: Root, terminal: any Terminal, runLoop: any ApplicationRunLoop,
        environment: EnvironmentValues = EnvironmentValues()
    ) {
        self.terminal = terminal
        self.runLoop = runLoop
        let size = terminal.size
        graph = ViewGraph(root: root, size: Size(width: size.width, height: size.height), environment: environment)
        reference = OwnerReference(self)
    }

    /// Wires state changes and the terminal's events to frames, and draws the first frame.
    package func start() throws {
        // A change asks the run loop for a frame at the end of its turn; no queue hop, no wake-up.
        let runLoop = runLoop
        // Through `reference`, not a weak capture: a weak reference would give the application a
        // side table, which makes every retain and release of it take the runtime's slow path.
        let reference = reference!
        runLoop.onFrame = { reference.owner?.renderFrame() }
        graph.onFrameRequest = { runLoop.setNeedsFrame() }
        graph.inbox.setFrameRequest { runLoop.requestFrame() }
        graph.onDismissRoot = { reference.owner?.end(status: 0) }
        try terminal.start { events in reference.owner?.handle(events) }
        renderFrame()
    }

    /// How the closures handed to the terminal and the run loop, which may outlive the
    /// application, reach it (see `OwnerReference`). Set once `self` exists.
    private var reference: OwnerReference<TerminalApplication>?

    isolated deinit {
        reference?.clear()
    }

    /// Handles one input burst, then renders one frame for all of it.
    private func handle(_ events: [TerminalEvent]) {
        for event in events {
            // A key, by far the most frequent event, runs only its own code: the other events'
            // (and their accesses to the graph) stay out of line.
            if case .key(let press) = event { handle(press) } else { handle(event) }
        }
        renderFrame()
    }

    // Out of line: inlined into the loop over a burst's events, the graph's routing had the
    // reads of what only some keys need (the focus ring, the root, the presentations) hoisted
    // in front of the loop, so every key paid for them.
    @inline(never)
    private func handle(_ press: KeyPress) {
        if interceptor?(press) != true { graph.handle(press) }
    }

    @inline(never)
    private func handle(_ event: TerminalEvent) {
        switch event {
        case .key(let press):
            handle(press)
        case .mouse(let x, let y, let kind):
            graph.handleMouse(kind, x: x, y: y)
        case .paste(let text):
            graph.handlePaste(text)
        case .resize(let width, let height):
            graph.resize(to: Size(width: width, height: height))
        case .terminate(let signal):
            end(status: signal == SIGINT ? 130 : 128 + signal)
        }
    }

    private func end(status: Int32) {
        terminal.stop()
        onEnd?(status)
    }

    private func renderFrame() {
        runLoop.frameRendered()
        graph.render()
        let frame = graph.frameCount
        guard frame != presentedFrameCount else { return }
        // A frame rendered outside the loop (a test rendering the graph itself) went unpresented;
        // the rows the last frame drew then do not cover everything that changed.
        let drawn = graph.frameDamage.lastDrawnRows
        let rows = frame == presentedFrameCount + 1 ? drawn.y..<drawn.maxY : 0..<graph.canvas.height
        presentedFrameCount = frame
        terminal.present(graph.canvas, changedRows: rows)
    }
}
