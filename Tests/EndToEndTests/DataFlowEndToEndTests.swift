import Foundation
import Testing

/// Drives the `dataflow` demo through ncurses in a real terminal (tmux): seed 004's four ways of
/// asking the parent to count up, each with its child's live body count.
@Suite("dataflow demo in a terminal")
struct DataFlowEndToEndTests {
    @Test("the subject's child never re-renders; the closure's re-renders on every parent render")
    func showsWhichChildReRenders() async throws {
        let demo = try DemoApp.locate("dataflow")
        let session = try TmuxSession()
        try await session.launch(demo, waitingFor: "bodies:", "total: 0")
        // The counts show a moment after the bodies ran.
        try await session.waitUntil("the first body counts") {
            Self.normalized($0) == Self.screen(total: 0, binding: 1, observed: 1)
        }

        // The subject: the parent counts up, and every child but the subject's re-renders.
        try session.press("Tab", "Tab", "Tab", "Enter")
        let afterSubject = try await session.waitUntil("the count and the binding child's body count") {
            Self.normalized($0) == Self.screen(total: 1, binding: 2, observed: 2)
        }
        let closureBefore = Self.closureBodies(afterSubject)

        // The closure: the same for the other three children.
        try session.press("Tab", "Enter")
        let afterClosure = try await session.waitUntil("the second count") {
            Self.normalized($0) == Self.screen(total: 2, binding: 3, observed: 3)
        }
        #expect(Self.closureBodies(afterClosure) > closureBefore,
                "a closure in the environment re-renders its reader whenever the parent renders")

        // `Timer.publish(every: 1, on: .main, in: .common)` ticks in the app's run loop.
        let clock = Self.clockSeconds(afterClosure)
        try await session.waitUntil("the clock to tick", timeout: .seconds(10)) { Self.clockSeconds($0) > clock }

        try session.press("q")
        let status = try await session.expectTerminalRestored()
        #expect(status == 0)
    }

    /// The screen with the two figures that move on their own (the clock, and the closure child's
    /// count, which every tick of the clock re-renders) replaced by `#`.
    static func normalized(_ screen: String) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var text = String(line).replacingOccurrences(of: #"clock: \d+ s"#, with: "clock: # s", options: .regularExpression)
            // The first column is 20 cells wide, whatever the count's digits.
            text = text.replacingOccurrences(of: #"^bodies: \d+ +"#, with: "bodies: #           ", options: .regularExpression)
            return text.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression)
        }
        return lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    /// The whole screen as it should look, the moving figures normalized.
    static func screen(total: Int, binding: Int, observed: Int) -> String {
        let rule = String(repeating: "─", count: 80)
        func column(_ text: String) -> String { text.padding(toLength: 20, withPad: " ", startingAt: 0) }
        return """
            CursesUI data flow: four ways to ask the parent to count up
            total: \(total)   clock: # s
            \(rule)
            \(column("closure"))\(column("@Binding"))\(column("@ObservedObject"))subject
            \(column("[ Push ]"))\(column("[ Push (\(total)) ]"))\(column("[ Push ]"))[ Push ]
            \(column("bodies: #"))\(column("bodies: \(binding)"))\(column("bodies: \(observed)"))bodies: 1
            \(rule)
            Tab: next · Return: push · q: quit
            """
    }

    static func closureBodies(_ screen: String) -> Int {
        guard let line = screen.split(separator: "\n").first(where: { $0.hasPrefix("bodies: ") }) else { return -1 }
        return Int(line.dropFirst("bodies: ".count).prefix { $0.isNumber }) ?? -1
    }

    static func clockSeconds(_ screen: String) -> Int {
        guard let range = screen.range(of: #"clock: \d+"#, options: .regularExpression) else { return -1 }
        return Int(screen[range].dropFirst("clock: ".count)) ?? -1
    }
}
