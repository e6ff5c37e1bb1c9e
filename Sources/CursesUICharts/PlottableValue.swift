#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value a mark plots along one of its channels, with the label that names what it is, as in
/// Swift Charts: `.value("Sales", 42)`.
///
/// A terminal chart shows no axis titles, so the label is not kept: a mark of a 10,000-point
/// line then costs no string.
public struct PlottableValue<Value: Plottable> {
    @usableFromInline let value: PlotValue

    @inlinable init(value: PlotValue) {
        self.value = value
    }

    /// A value named by `label`.
    @inlinable public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(value: PlotValue(value))
    }
}

extension PlottableValue where Value == Date {
    /// A date taken to the start of its `unit` (its day, its month…) in the current calendar, so
    /// values of the same day or month share a position, as Swift Charts bins them.
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component) -> PlottableValue<Date> {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue(value: PlotValue(start))
    }
}
