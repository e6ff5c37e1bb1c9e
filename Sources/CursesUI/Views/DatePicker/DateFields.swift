import Foundation

/// The fields a date picker shows and edits, in the order and with the separators of a locale
/// (`11/24/2026, 3:07 PM` in the US, `24.11.2026, 15:07` in Germany), and the arithmetic on
/// them in a calendar and time zone. It knows nothing of views, so it can be tested on its own.
struct DateFields {
    /// One field of a date.
    enum Kind: Equatable {
        case year, month, day, hour, minute, dayPeriod
    }

    /// A field or the text between fields.
    enum Part: Equatable {
        case literal(String)
        case field(Kind)
    }

    /// The fields and separators, in reading order.
    let parts: [Part]
    /// The fields alone, in reading order: the ones Left and Right move between.
    let fields: [Kind]
    /// Whether hours are shown from 1 to 12 with a day period.
    let uses12HourClock: Bool
    /// The calendar the fields are read in, with the picker's time zone and locale.
    let calendar: Calendar
    /// The components the fields show.
    let components: DatePickerComponents

    /// The fields for `components` in `calendar` (whose time zone and locale are used).
    init(components: DatePickerComponents, calendar: Calendar) {
        self.calendar = calendar
        self.components = components
        let locale = calendar.locale ?? Locale(identifier: "en_US_POSIX")
        var templates: [String] = []
        if components.contains(.date) { templates.append("yyyyMMdd") }
        if components.contains(.hourAndMinute) { templates.append("jjmm") }
        var parts: [Part] = []
        for (index, template) in templates.enumerated() {
            if index > 0 { parts.append(.literal(" ")) }
            let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale)
                ?? (template == "jjmm" ? "HH:mm" : "yyyy-MM-dd")
            parts += Self.parts(of: pattern)
        }
        self.parts = parts
        fields = parts.compactMap { if case .field(let kind) = $0 { kind } else { nil } }
        uses12HourClock = fields.contains(.dayPeriod)
    }

    /// Splits a date format pattern (`MM/dd/y`, `h:mm a`) into fields and literal text; fields
    /// a picker does not edit (an era, a weekday) are left out, and the blanks around them.
    static func parts(of pattern: String) -> [Part] {
        var parts: [Part] = []
        var literal = ""
        var quoted = false
        var previous: Character?
        func flush() {
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
        }
        for character in pattern {
            defer { previous = character }
            if character == "'" {
                quoted.toggle()
                continue
            }
            if quoted || !character.isASCII || !character.isLetter {
                literal.append(character)
                continue
            }
            // A run of one letter is one field.
            if character == previous { continue }
            let kind: Kind? = switch character {
            case "y", "Y", "u": .year
            case "M", "L": .month
            case "d": .day
            case "h", "H", "k", "K": .hour
            case "m": .minute
            case "a", "b", "B": .dayPeriod
            default: nil
            }
            guard let kind else { continue }
            flush()
            parts.append(.field(kind))
        }
        flush()
        // Text before the first field or after the last separates nothing.
        while case .literal? = parts.first { parts.removeFirst() }
        while case .literal? = parts.last { parts.removeLast() }
        return parts
    }

    // MARK: Reading

    private static let units: Set<Calendar.Component> = [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond]

    private func components(of date: Date) -> DateComponents { calendar.dateComponents(Self.units, from: date) }

    /// The number a field shows (hours from 0 to 23; 0 and 1 for the day period).
    func value(of kind: Kind, in date: Date) -> Int {
        let parts = components(of: date)
        switch kind {
        case .year: return parts.year ?? 0
        case .month: return parts.month ?? 1
        case .day: return parts.day ?? 1
        case .hour: return parts.hour ?? 0
        case .minute: return parts.minute ?? 0
        case .dayPeriod: return (parts.hour ?? 0) < 12 ? 0 : 1
        }
    }

    /// How many cells a field takes: the same for every value, so the picker never jumps.
    func width(of kind: Kind) -> Int {
        switch kind {
        case .year: return 4
        case .dayPeriod: return max(calendar.amSymbol.count, calendar.pmSymbol.count)
        default: return 2
        }
    }

    /// The field's text for `date`.
    func text(of kind: Kind, in date: Date) -> String {
        let value = value(of: kind, in: date)
        switch kind {
        case .year: return Self.padded(value, to: 4)
        case .hour where uses12HourClock: return Self.padded(value % 12 == 0 ? 12 : value % 12, to: 2)
        case .dayPeriod:
            let symbol = value == 0 ? calendar.amSymbol : calendar.pmSymbol
            return symbol.padding(toLength: width(of: .dayPeriod), withPad: " ", startingAt: 0)
        default: return Self.padded(value, to: 2)
        }
    }

    private static func padded(_ value: Int, to digits: Int) -> String {
        let text = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// The values a field can take in `date`'s month (hours as shown: 1...12 on a 12-hour clock).
    func range(of kind: Kind, in date: Date) -> ClosedRange<Int> {
        switch kind {
        case .year: return 1...9999
        case .month: return 1...12
        case .day: return 1...daysInMonth(of: date)
        case .hour: return uses12HourClock ? 1...12 : 0...23
        case .minute: return 0...59
        case .dayPeriod: return 0...1
        }
    }

    private func daysInMonth(of date: Date) -> Int {
        calendar.range(of: .day, in: .month, for: date)?.count ?? 31
    }

    // MARK: Changing

    /// `date` with a field moved by `delta`: the year changes freely, the other fields wrap
    /// within their range (December goes on to January of the same year, as a Mac's date
    /// picker does), and a day past the end of the new month becomes its last day.
    func stepping(_ kind: Kind, of date: Date, by delta: Int) -> Date {
        switch kind {
        case .year: return setting(.year, of: date, to: value(of: .year, in: date) + delta)
        case .hour: return setting(.hour, of: date, to: Self.wrapped(value(of: .hour, in: date) + delta, in: 0...23), shown: false)
        case .dayPeriod: return setting(.hour, of: date, to: (value(of: .hour, in: date) + 12) % 24, shown: false)
        default:
            let range = range(of: kind, in: date)
            return setting(kind, of: date, to: Self.wrapped(value(of: kind, in: date) + delta, in: range))
        }
    }

    private static func wrapped(_ value: Int, in range: ClosedRange<Int>) -> Int {
        let count = range.count
        return range.lowerBound + ((value - range.lowerBound) % count + count) % count
    }

    /// `date` with a field set to `value` (an hour as shown when `shown`: 1...12 on a 12-hour
    /// clock, keeping the day period); other fields stay, the day clamped to the month.
    func setting(_ kind: Kind, of date: Date, to value: Int, shown: Bool = true) -> Date {
        var parts = components(of: date)
        switch kind {
        case .year: parts.year = value
        case .month: parts.month = value
        case .day: parts.day = value
        case .hour:
            if shown && uses12HourClock {
                parts.hour = value % 12 + ((parts.hour ?? 0) >= 12 ? 12 : 0)
            } else {
                parts.hour = value
            }
        case .minute: parts.minute = value
        case .dayPeriod: parts.hour = (parts.hour ?? 0) % 12 + (value == 0 ? 0 : 12)
        }
        // The day may not exist in the new month (January 31 to February).
        let requestedDay = parts.day ?? 1
        parts.day = 1
        guard let firstOfMonth = calendar.date(from: parts) else { return date }
        parts.day = min(requestedDay, daysInMonth(of: firstOfMonth))
        return calendar.date(from: parts) ?? date
    }
}
