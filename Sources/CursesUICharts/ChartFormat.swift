#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How axis labels write numbers and dates: short, since every cell counts. Written by hand so
/// charts need only FoundationEssentials (for `Date` and `Calendar`), as CursesUI does.
enum ChartFormat {
    /// A number with as many decimals as `step` needs, and k/M/G past ten thousand.
    static func number(_ value: Double, step: Double = 0) -> String {
        let magnitude = abs(value)
        for (divisor, suffix) in [(1e9, "G"), (1e6, "M"), (1e3, "k")] where magnitude >= divisor * 10 {
            return number(value / divisor, step: step / divisor) + suffix
        }
        // As many decimals as the value has, but no more than the step between ticks shows.
        let limit = step > 0 ? decimals(of: step) : 2
        return fixed(value, decimals: min(limit, decimals(of: value)))
    }

    /// The decimals a value needs to be written exactly, up to 6.
    static func decimals(of value: Double) -> Int {
        var (scaled, count) = (abs(value), 0)
        while count < 6, abs(scaled - scaled.rounded()) > 1e-6 * max(1, scaled) {
            scaled *= 10
            count += 1
        }
        return count
    }

    /// `value` rounded to `decimals` places, without a sign for zero.
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale), fraction = scaled % Int(scale)
        var text = scaled == 0 || value > 0 ? "" : "-"
        text += String(whole)
        if decimals > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: decimals - digits.count) + digits
        }
        return text
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// A date as precise as ticks `step` seconds apart need, in the local time zone: `HH:mm:ss`,
    /// `HH:mm`, `MMM d`, `MMM` or the year.
    static func date(_ date: Date, step: Double) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ number: Int?) -> String { (number ?? 0) < 10 ? "0\(number ?? 0)" : "\(number ?? 0)" }
        let month = months[max(0, min(11, (parts.month ?? 1) - 1))]
        switch step {
        case ..<60: return "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
        case ..<86_400: return "\(two(parts.hour)):\(two(parts.minute))"
        case ..<(86_400 * 28): return "\(month) \(parts.day ?? 1)"
        case ..<(86_400 * 365): return month
        default: return String(parts.year ?? 0)
        }
    }
}
