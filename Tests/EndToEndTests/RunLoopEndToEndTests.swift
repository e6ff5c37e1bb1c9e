import Foundation
import Testing

/// The run loop owns the main thread (`MainRunLoop`): what user code schedules without a key —
/// tasks, the main queue, timers, writes from other threads — must still wake it and be drawn.
@Suite("the run loop in a terminal")
struct RunLoopEndToEndTests {
    @Test("Task.sleep, DispatchQueue.main, main-queue and RunLoop.main timers, other threads' writes are drawn")
    func asynchronousChangesAreDrawn() async throws {
        let probe = try DemoApp.locate("async-probe")
        let session = try TmuxSession()
        try await session.launch(probe, waitingFor: "Task.sleep")
        let screen = try await session.waitUntil("every change drawn") { screen in
            screen.components(separatedBy: ": done").count == 6 && screen.contains("timer ticks: 3")
                && screen.contains("Timer.scheduledTimer ticks: 3")
        }
        #expect(Self.lines(screen) == [
            "Task.sleep: done",
            "main.async: done",
            "main.asyncAfter: done",
            "timer ticks: 3",
            "Timer.scheduledTimer ticks: 3",
            "@Observable from a thread: done",
            "@State from a thread: done",
        ])
        try session.type("q")
        let status = try await session.expectTerminalRestored()
        #expect(status == 0)
    }

    /// The screen's non-empty lines, without the blanks around them (the content is centered).
    static func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
