@_spi(CursesUICore) import CursesUICore
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a root view in the real terminal: renders a frame per input burst and at most one per run
/// loop turn for state changes, and restores the terminal whenever the app ends.
@MainActor
final class TerminalApplication {
    private let terminal: any Terminal
    private let graph: ViewGraph
    /// Sees each key before the views do and returns whether it took it (the preview browser's
    /// own keys, which no preview may swallow).
    var keyInterceptor: (@MainActor (KeyPress) -> Bool)?

    /// An application for `root` on `terminal`, sized to it; `start` runs it.
    init<Root: View>(root: Root, terminal: any Terminal) {
        self.terminal = terminal
        let size = terminal.size
        var environment = TerminalApplication.initialEnvironment()
        // A view that cannot go on (a missing environment object) ends the app on one clear line,
        // written after the terminal is restored so that it stays on screen.
        environment.fatalErrorHandler = FatalErrorHandler { [terminal] message in
            terminal.stop()
            StandardError.emit("Fatal error: \(message)\n")
            exit(1)
        }
        graph = ViewGraph(root: root, size: Size(width: size.width, height: size.height),
                          environment: environment)
    }

    /// Runs `root` until it ends; never returns.
    static func run<Root: View>(_ root: Root, keyInterceptor: (@MainActor (KeyPress) -> Bool)? = nil) -> Never {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal()
        } catch {
            StandardError.emit("error: \(error)\n")
            exit(1)
        }
        let application = TerminalApplication(root: root, terminal: terminal)
        application.keyInterceptor = keyInterceptor
        do {
            try application.start()
        } catch {
            terminal.stop()
            StandardError.emit("error: \(error)\n")
            exit(1)
        }
        MainRunLoop.shared.run()
    }

    /// The environment at the root: what the terminal tells about itself.
    static func initialEnvironment() -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = ColorSchemeDetector.scheme(from: ProcessEnvironment.value(for: "COLORFGBG"))
        return environment
    }

    /// The frame last rendered.
    var canvas: Canvas { graph.canvas }

    /// Wires state changes and the terminal's events to frames, and draws the first frame.
    func start() throws {
        // A change asks the run loop for a frame at the end of its turn; no queue hop, no wake-up.
        let runLoop = MainRunLoop.shared
        runLoop.onFrame = { [weak self] in self?.renderFrame() }
        graph.onFrameRequest = { runLoop.setNeedsFrame() }
        graph.inbox.setFrameRequest { MainRunLoop.requestFrame() }
        graph.onDismissRoot = { [weak self] in self?.end(status: 0) }
        try terminal.start { [weak self] events in self?.handle(events) }
        renderFrame()
    }

    /// Handles one input burst, then renders one frame for all of it.
    private func handle(_ events: [TerminalEvent]) {
        for event in events {
            switch event {
            case .key(let press):
                if keyInterceptor?(press) != true { graph.handle(press) }
            case .mouse(let x, let y, let kind):
                graph.handleMouse(kind, x: x, y: y)
            case .resize(let width, let height):
                graph.resize(to: Size(width: width, height: height))
            case .terminate(let signal):
                end(status: signal == SIGINT ? 130 : 128 + signal)
            }
        }
        renderFrame()
    }

    private func renderFrame() {
        MainRunLoop.shared.frameRendered()
        guard graph.render() else { return }
        let drawn = graph.frameDamage.lastDrawnRows
        terminal.present(graph.canvas, changedRows: drawn.y..<drawn.maxY)
    }

    private func end(status: Int32) -> Never {
        terminal.stop()
        exit(status)
    }
}
