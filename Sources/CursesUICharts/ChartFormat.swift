import Foundation

/// How axis labels write numbers and dates: short, since every cell counts.
enum ChartFormat {
    /// A number with as many decimals as `step` needs, and k/M/G past ten thousand.
    static func number(_ value: Double, step: Double = 0) -> String {
        let magnitude = abs(value)
        for (divisor, suffix) in [(1e9, "G"), (1e6, "M"), (1e3, "k")] where magnitude >= divisor * 10 {
            return number(value / divisor, step: step / divisor) + suffix
        }
        let decimals: Int
        if step > 0 {
            decimals = max(0, min(6, Int((-log10(step)).rounded(.up))))
        } else {
            decimals = value == value.rounded() ? 0 : 2
        }
        var text = String(format: "%.\(decimals)f", value)
        if text.hasPrefix("-"), Double(text) == 0 { text.removeFirst() }
        return text
    }

    /// A date as precise as ticks `step` seconds apart need, in the local time zone.
    static func date(_ date: Date, step: Double) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone.current
        formatter.dateFormat = switch step {
        case ..<60: "HH:mm:ss"
        case ..<86_400: "HH:mm"
        case ..<(86_400 * 28): "MMM d"
        case ..<(86_400 * 365): "MMM"
        default: "yyyy"
        }
        return formatter.string(from: date)
    }
}
