@_spi(CursesUICore) import CursesUICore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The application loop in the real terminal: ncurses, the main thread's run loop, and an end
/// that restores the terminal before the process exits.
extension TerminalApplication {
    /// An application for `root` on the ncurses terminal, run by `MainRunLoop`; `start` runs it.
    convenience init<Root: View>(root: Root, terminal: NcursesTerminal) {
        var environment = TerminalApplication.initialEnvironment()
        // A view that cannot go on (a missing environment object) ends the app on one clear line,
        // written after the terminal is restored so that it stays on screen.
        environment.fatalErrorHandler = FatalErrorHandler { [terminal] message in
            terminal.stop()
            StandardError.emit("Fatal error: \(message)\n")
            exit(1)
        }
        self.init(root: root, terminal: terminal, runLoop: MainRunLoop.shared, environment: environment)
        onEnd = { exit($0) }
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
}
