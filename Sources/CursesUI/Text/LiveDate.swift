import Foundation

/// A date shown as time passes: `Text(date, style: .relative)`, `.offset` and `.timer`, and
/// `Text(timerInterval:)`. The text's node asks for its string at each second that changes it.
/// A class, so that a run holds one pointer for it.
final class LiveDate: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case style(Date, Text.DateStyle)
        case interval(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
    }

    let kind: Kind

    init(kind: Kind) { self.kind = kind }

    static func == (lhs: LiveDate, rhs: LiveDate) -> Bool { lhs.kind == rhs.kind }

    func hash(into hasher: inout Hasher) { hasher.combine(kind) }

    /// What the run shows at `now`.
    func string(at now: Date) -> String {
        switch kind {
        case .style(let date, let style):
            return style.string(for: date, now: now)
        case .interval(let range, let pauseTime, let countsDown, let showsHours):
            let moment = min(max(pauseTime ?? now, range.lowerBound), range.upperBound)
            let seconds = countsDown ? range.upperBound.timeIntervalSince(moment) : moment.timeIntervalSince(range.lowerBound)
            return Text.DateStyle.clock(Int(seconds), showsHours: showsHours)
        }
    }

    /// When the string next changes after `now`, or `nil` if it never does: at the next whole
    /// second of the distance to the date.
    func nextChange(after now: Date) -> Date? {
        let reference: Date
        switch kind {
        case .style(let date, _):
            reference = date
        case .interval(let range, let pauseTime, let countsDown, _):
            guard pauseTime == nil, now < range.upperBound else { return nil }
            if now < range.lowerBound { return range.lowerBound }
            reference = countsDown ? range.upperBound : range.lowerBound
        }
        let distance = reference.timeIntervalSince(now)
        var fraction = distance - distance.rounded(.down)
        if fraction <= 1e-9 { fraction = 1 }
        return now.addingTimeInterval(fraction)
    }
}

/// Where ticking texts read the time and wait for their next second: the system clock in an
/// app; a test puts a clock it moves by hand in the environment (`\.dateClock`).
@MainActor
protocol DateClock: AnyObject, Sendable {
    /// The current time.
    var now: Date { get }
    /// Calls `action` at `date` (at once if it has passed) unless cancelled first.
    func schedule(at date: Date, _ action: @escaping @MainActor () -> Void) -> ScheduledTick
}

/// A call a ``DateClock`` will make; cancel it when it is no longer wanted.
struct ScheduledTick {
    let cancel: @MainActor () -> Void
}

/// The system's clock: each tick is a task asleep until its time, so a screen with no ticking
/// text has nothing scheduled.
final class SystemDateClock: DateClock {
    nonisolated init() {}

    var now: Date { Date() }

    func schedule(at date: Date, _ action: @escaping @MainActor () -> Void) -> ScheduledTick {
        let delay = max(0, date.timeIntervalSinceNow)
        let task = Task { @MainActor in
            try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
            if !Task.isCancelled { action() }
        }
        return ScheduledTick { task.cancel() }
    }
}

private struct DateClockKey: EnvironmentKey {
    static let defaultValue: any DateClock = SystemDateClock()
}

extension EnvironmentValues {
    /// The clock ticking texts read; tests replace it with one they move by hand.
    var dateClock: any DateClock {
        get { self[DateClockKey.self] }
        set { self[DateClockKey.self] = newValue }
    }
}
