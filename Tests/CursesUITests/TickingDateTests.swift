import CursesUISnapshotTesting
import Foundation
import InlineSnapshotTesting
import Observation
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// A clock a test moves by hand: ticks fire, in order, when it passes their time.
@MainActor
final class ManualDateClock: DateClock {
    private(set) var now: Date
    private var pending: [(id: Int, date: Date, action: @MainActor () -> Void)] = []
    private var lastID = 0

    init(now: Date) { self.now = now }

    /// How many ticks are waiting: none when no ticking text is on screen.
    var scheduledCount: Int { pending.count }

    func schedule(at date: Date, _ action: @escaping @MainActor () -> Void) -> ScheduledTick {
        lastID += 1
        let id = lastID
        pending.append((id, date, action))
        return ScheduledTick { [weak self] in self?.pending.removeAll { $0.id == id } }
    }

    func advance(by seconds: TimeInterval) {
        let end = now.addingTimeInterval(seconds)
        while let index = pending.indices.min(by: { pending[$0].date < pending[$1].date }), pending[index].date <= end {
            let entry = pending.remove(at: index)
            now = max(now, entry.date)
            entry.action()
        }
        now = end
    }
}

/// Issue 16: `.relative`, `.offset` and `.timer` dates and `Text(timerInterval:)` tick once a
/// second on their own, redraw only themselves, and schedule nothing once off screen.
@MainActor
struct TickingDateTests {
    private let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    @Observable final class Model {
        var showsTimer = true
    }

    struct Launch: View {
        let start: Date
        let model: Model

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Launch")
                if model.showsTimer {
                    Text("T-") + Text(start.addingTimeInterval(62), style: .timer)
                    Text(start.addingTimeInterval(62), style: .relative)
                    Text(start.addingTimeInterval(-5), style: .offset)
                    Text(timerInterval: start...start.addingTimeInterval(3))
                }
            }
        }
    }

    @Test func datesTickEachSecondWithoutRunningAnyBody() {
        let clock = ManualDateClock(now: start)
        let model = Model()
        let host = TestHost(Launch(start: start, model: model).environment(\.dateClock, clock), width: 30, height: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Launch
            T-1:02
            1 minute, 2 seconds
            -5 seconds
            0:03
            """
        }
        let evaluations = host.bodyEvaluationCount
        clock.advance(by: 1)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Launch
            T-1:01
            1 minute, 1 second
            -6 seconds
            0:02
            """
        }
        #expect(host.bodyEvaluationCount == evaluations)
        // Only the characters that changed went out: 2→1 thrice and "seconds"→"second ".
        #expect(host.lastFrameChangedCells == 5)
        clock.advance(by: 5)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            Launch
            T-0:56
            56 seconds
            -11 seconds
            0:00
            """
        }
        #expect(host.bodyEvaluationCount == evaluations)
        // The interval ended: three texts still tick.
        #expect(clock.scheduledCount == 3)

        model.showsTimer = false
        #expect(host.text == "Launch")
        #expect(clock.scheduledCount == 0)
    }

    @Test func stillDatesAndPausedTimersScheduleNothing() {
        let clock = ManualDateClock(now: start)
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Text(start, style: .date)
                Text(timerInterval: start...start.addingTimeInterval(90), pauseTime: start.addingTimeInterval(30))
                Text(timerInterval: start...start.addingTimeInterval(3700), countsDown: false, showsHours: false)
            }
            .environment(\.dateClock, clock),
            width: 30, height: 3)
        clock.advance(by: 61)
        #expect(host.text.split(separator: "\n").dropFirst().joined(separator: "\n") == "1:00\n1:01")
        #expect(clock.scheduledCount == 1)
    }
}
