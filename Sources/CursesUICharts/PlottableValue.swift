#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value a mark plots along one of its channels, with the label that names what it is, as in
/// Swift Charts: `.value("Sales", 42)`.
public struct PlottableValue<Value: Plottable> {
    @usableFromInline let label: String
    @usableFromInline let value: PlotValue

    @inlinable init(label: String, value: PlotValue) {
        self.label = label
        self.value = value
    }

    /// A value named by `label`.
    @inlinable public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: PlotValue(value))
    }
}

extension PlottableValue where Value == Date {
    /// A date taken to the start of its `unit` (its day, its month…) in the current calendar, so
    /// values of the same day or month share a position, as Swift Charts bins them.
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component) -> PlottableValue<Date> {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue(label: String(label), value: PlotValue(start))
    }
}
