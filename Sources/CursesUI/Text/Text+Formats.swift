import Foundation

extension Text {
    /// Text showing a value formatted by a format style: `Text(price, format: .currency(code: "EUR"))`,
    /// `Text(ratio, format: .percent)`, `Text(date, format: .dateTime.hour().minute())`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Text showing an object formatted by a `Formatter`.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
    }

    /// Text showing a date in a style: `.time`, `.date`, `.relative`, `.offset` or `.timer`.
    ///
    /// As in SwiftUI, `.relative`, `.offset` and `.timer` texts update on their own, once a
    /// second: only the text is drawn again, no `body` runs, and nothing ticks once the text is
    /// off screen.
    public init(_ date: Date, style: DateStyle) {
        switch style.kind {
        case .time, .date:
            self.init(verbatim: style.string(for: date, now: Date()))
        case .relative, .offset, .timer:
            self.init(live: LiveDate(kind: .style(date, style)))
        }
    }

    /// Text counting down to the end of an interval (or up from its start), updated each
    /// second, as in SwiftUI: `Text(timerInterval: Date()...end)`. With a `pauseTime` it shows
    /// the time at that moment and stays still.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(live: LiveDate(kind: .interval(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)))
    }

    /// Text showing a live date; its node makes the string from the environment's clock.
    private init(live: LiveDate) {
        self.init(runs: [TextRun(string: live.string(at: Date()), liveDate: live)])
    }

    /// Text showing a range of dates: `Text(start...end)`.
    public init(_ dates: ClosedRange<Date>) {
        let format = Date.FormatStyle(date: .abbreviated, time: .shortened)
        self.init(verbatim: "\(dates.lowerBound.formatted(format)) – \(dates.upperBound.formatted(format))")
    }

    /// Text showing an interval between two dates.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day: `3:07 PM`.
        public static let time = DateStyle(kind: .time)
        /// The day: `June 3, 2026`.
        public static let date = DateStyle(kind: .date)
        /// How far away the date is: `2 hours, 5 minutes`.
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now: `+2 hours`, `-5 minutes`.
        public static let offset = DateStyle(kind: .offset)
        /// A running count since or until the date: `12:05`, `1:02:03`.
        public static let timer = DateStyle(kind: .timer)

        /// The date as this style shows it at the moment `now`.
        func string(for date: Date, now: Date) -> String {
            switch kind {
            case .time: return date.formatted(date: .omitted, time: .shortened)
            case .date: return date.formatted(date: .long, time: .omitted)
            case .relative: return Self.components(abs(date.timeIntervalSince(now)))
            case .offset:
                let seconds = date.timeIntervalSince(now)
                return (seconds < 0 ? "-" : "+") + Self.components(abs(seconds))
            case .timer:
                return Self.clock(Int(abs(date.timeIntervalSince(now))), showsHours: true)
            }
        }

        /// A count of seconds as a clock: `0:09`, `12:05`, `1:02:03` (or `62:03` without hours).
        static func clock(_ total: Int, showsHours: Bool) -> String {
            let total = max(0, total)
            let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
            if hours > 0, showsHours { return "\(hours):" + String(format: "%02d:%02d", minutes, seconds) }
            return String(format: "%d:%02d", total / 60, seconds)
        }

        /// The two largest units of a duration, as SwiftUI's relative style shows them.
        private static func components(_ interval: TimeInterval) -> String {
            let total = Int(interval)
            let units: [(Int, String)] = [(86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
            var parts: [String] = []
            var rest = total
            for (size, name) in units where parts.count < 2 {
                let count = rest / size
                if count > 0 || (!parts.isEmpty) {
                    if count > 0 { parts.append("\(count) \(name)\(count == 1 ? "" : "s")") }
                    rest -= count * size
                    if !parts.isEmpty && count == 0 { break }
                }
            }
            return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
        }
    }
}
