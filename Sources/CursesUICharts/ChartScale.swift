#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Maps the values of one channel to a fraction of the plot: a continuous range (numbers,
/// dates) or bands (categories).
struct ChartScale {
    enum Kind: Equatable {
        case numeric, date, category
    }

    let kind: Kind
    /// The continuous range's ends (positions; seconds for dates).
    private(set) var lower: Double = 0, upper: Double = 1
    /// The categories in order.
    private(set) var categories: [String] = []
    private var categoryIndex: [String: Int] = [:]
    /// Whether the domain was given, so it is kept as is rather than rounded outward to ticks.
    private let isFixed: Bool
    /// Whether no mark has a value on this channel.
    let isEmpty: Bool
    /// Whether the first category is at the far end (the top of a y axis, as in Swift Charts).
    private let startsAtFarEnd: Bool

    /// The channels a scale reads: x and its end, or y and its end.
    enum Channel {
        case x, y
    }

    /// The scale of a channel of `marks`: its kind and extent, or the given domain. `rows` is
    /// the channel's extent over the marks' rows (`MarkTable.extents()`, one pass for both).
    init(marks: MarkTable, channel: Channel, rows: MarkTable.Extent, domain: ScaleDomainValue?, startsAtFarEnd: Bool = false) {
        self.startsAtFarEnd = startsAtFarEnd
        // The rows' kinds and extent, then the ends of the marks that have details.
        var extent = rows
        func end(at index: Int) -> MarkValue {
            guard let details = marks.details(at: index) else { return .none }
            return channel == .x ? details.xEnd : details.yEnd
        }
        for index in marks.hasDetails ? marks.indices : 0..<0 { extent.visit(end(at: index)) }
        let (sawDate, sawCategory, low, high) = (extent.sawDate, extent.sawCategory, extent.low, extent.high)
        isEmpty = extent.count == 0
        var categories: [String] = [], categoryIndex: [String: Int] = [:]
        func addCategories() {
            func add(_ value: MarkValue) {
                guard let category = marks.value(value)?.category, categoryIndex[category] == nil else { return }
                categoryIndex[category] = categories.count
                categories.append(category)
            }
            for index in marks.indices {
                add(channel == .x ? marks.rows[index].x : marks.rows[index].y)
                add(end(at: index))
            }
        }
        switch domain {
        case .categories(let fixed):
            kind = .category
            isFixed = true
            for category in fixed where categoryIndex[category] == nil {
                categoryIndex[category] = categories.count
                categories.append(category)
            }
            addCategories()
        case .range(let low, let high):
            kind = if case .date = low { .date } else { .numeric }
            isFixed = true
            lower = low.position ?? 0
            upper = high.position ?? 1
        case nil:
            isFixed = false
            if sawCategory {
                kind = .category
                addCategories()
            } else {
                kind = sawDate ? .date : .numeric
                (lower, upper) = low <= high ? (low, high) : (0, 1)
                // Quantities are measured from zero, as Swift Charts' default domain does.
                if kind == .numeric {
                    lower = min(lower, 0)
                    upper = max(upper, 0)
                }
            }
        }
        self.categories = categories
        self.categoryIndex = categoryIndex
        if upper <= lower { upper = lower + 1 }
    }

    /// The band of a category, or `nil` when the scale is continuous or lacks it.
    func band(of value: PlotValue) -> Int? {
        kind == .category ? categoryIndex[value.category] : nil
    }

    /// Where a value falls, from 0 (lower end, or the first band's center) to 1.
    @inline(__always)
    func fraction(_ value: PlotValue) -> Double? {
        if kind == .category {
            guard let band = categoryIndex[value.category] else { return nil }
            let fraction = (Double(band) + 0.5) / Double(categories.count)
            return startsAtFarEnd ? 1 - fraction : fraction
        }
        guard let position = value.position else { return nil }
        return (position - lower) / (upper - lower)
    }

    /// A continuous scale's `fraction(_:)` for numbers and dates as plain numbers, so a loop over
    /// many values copies no scale; `nil` for a scale of categories.
    var linearMap: LinearMap? {
        kind == .category ? nil : LinearMap(lower: lower, span: upper - lower)
    }

    /// Where numbers and dates fall on a continuous scale, as `fraction(_:)` computes it.
    struct LinearMap {
        let lower: Double, span: Double

        /// The fraction of a number or a date, `nil` for anything else (which `fraction(_:)`
        /// places).
        @inline(__always)
        func fraction(_ value: MarkValue) -> Double? {
            guard value.kind == .number || value.kind == .date, value.value.isFinite else { return nil }
            return (value.value - lower) / span
        }
    }

    /// Round tick values, at most `maxCount` of them (explicit ones as given); when `widening`,
    /// an automatic numeric domain grows to the ticks around it so the axis ends on labels (y
    /// axes), otherwise the data keeps the whole length and ticks outside it are left out.
    mutating func ticks(maxCount: Int, values: AxisMarkValues, widening: Bool = true) -> [PlotValue] {
        if kind == .category { return categories.map { .category($0) } }
        var step: Double
        switch values.kind {
        case .explicit(let given):
            return given.filter { ($0.position ?? .nan) >= lower && ($0.position ?? .nan) <= upper }
        case .stride(let stride) where stride > 0:
            step = stride
            while (upper - lower) / step > 500 { step *= 10 }
        case .automatic(let desired):
            let count = max(1, min(maxCount, desired ?? maxCount) - 1)
            step = kind == .date ? Self.dateStep(span: upper - lower, count: count) : Self.niceStep(span: upper - lower, count: count)
        case .stride:
            return []
        case .calendar(let component, let count):
            return calendarTicks(component, count: count)
        }
        let offset = kind == .date ? Double(TimeZone.current.secondsFromGMT()) : 0
        if widening, !isFixed, kind == .numeric {
            lower = (lower / step).rounded(.down) * step
            upper = (upper / step).rounded(.up) * step
        }
        var ticks: [PlotValue] = []
        var tick = ((lower + offset) / step).rounded(.up) * step - offset
        while tick <= upper + step * 1e-9, ticks.count < 1000 {
            ticks.append(kind == .date ? .date(Date(timeIntervalSinceReferenceDate: tick)) : .number(abs(tick) < step * 1e-9 ? 0 : tick))
            tick += step
        }
        return ticks
    }

    /// Dates every `count` calendar components (days, months…) from the start of the one the
    /// scale starts in, in the local calendar; at most 500.
    func calendarTicks(_ component: Calendar.Component, count: Int) -> [PlotValue] {
        guard kind == .date, count > 0 else { return [] }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let first = Date(timeIntervalSinceReferenceDate: lower), last = Date(timeIntervalSinceReferenceDate: upper)
        guard var tick = calendar.dateInterval(of: component, for: first)?.start else { return [] }
        var ticks: [PlotValue] = []
        while tick <= last, ticks.count < 500 {
            if tick >= first { ticks.append(.date(tick)) }
            guard let next = calendar.date(byAdding: component, value: count, to: tick), next > tick else { break }
            tick = next
        }
        return ticks
    }

    /// The tick step a label needs: the distance between two ticks.
    func label(for value: PlotValue, step: Double) -> String {
        switch value {
        case .number(let number): ChartFormat.number(number, step: step)
        case .date(let date): ChartFormat.date(date, step: step)
        case .category(let name): name
        }
    }

    /// A step of 1, 2 or 5 times a power of ten that gives at most `count` intervals.
    static func niceStep(span: Double, count: Int) -> Double {
        let raw = span / Double(max(1, count))
        guard raw.isFinite, raw > 0 else { return 1 }
        // The power of ten at or below `raw`.
        var power = 1.0
        while power > raw { power /= 10 }
        while power * 10 <= raw { power *= 10 }
        for factor in [1.0, 2, 2.5, 5, 10] where factor * power >= raw * (1 - 1e-9) { return factor * power }
        return 10 * power
    }

    /// A calendar-like step (seconds, minutes, hours, days) that gives at most `count` intervals.
    static func dateStep(span: Double, count: Int) -> Double {
        let steps: [Double] = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200,
                               86_400, 172_800, 604_800, 2_592_000, 7_776_000, 31_536_000]
        let raw = span / Double(max(1, count))
        return steps.first { $0 >= raw } ?? niceStep(span: span / 31_536_000, count: count) * 31_536_000
    }
}
