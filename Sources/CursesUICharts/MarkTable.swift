import CursesUI
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A chart's marks in two parts: what every mark has (its kind, x and y) as a flat array of
/// 40-byte rows, and what only some marks have (an end, a stacking, modifiers' colors, symbols
/// and names) in a side table; with the chart's own string table for categories and names.
///
/// A 10,000-point line is then one array of plain data, appended to once per mark and read
/// straight through, not 10,000 records of every field a mark could have. Reading a mark by
/// index (`marks[index]`) puts its fields together, for the code that draws marks one by one.
@usableFromInline
struct MarkTable: RandomAccessCollection, MutableCollection {
    /// The fields of a mark beyond its kind, x and y; the defaults when a mark has no entry.
    struct Details {
        var xEnd = MarkValue.none, yEnd = MarkValue.none
        var stacking = MarkStackingMethod.standard
        var interpolationMethod: InterpolationMethod?
        var color: Color?
        var symbol: BasicChartSymbolShape?
        var series: ChartName?, symbolKey: ChartName?, group: ChartName?, line: ChartName?

        /// Whether every field has its default, so the mark needs no entry.
        var isDefault: Bool {
            xEnd.kind == .none && yEnd.kind == .none && stacking == .standard && interpolationMethod == nil && color == nil
                && symbol == nil && series == nil && symbolKey == nil && group == nil && line == nil
        }
    }

    /// What every mark has.
    @usableFromInline struct Row {
        @usableFromInline var kind: PlottedMark.Kind
        @usableFromInline var x: MarkValue, y: MarkValue

        @inlinable
        init(kind: PlottedMark.Kind, x: MarkValue, y: MarkValue) {
            self.kind = kind
            self.x = x
            self.y = y
        }
    }

    @usableFromInline var rows: [Row] = []
    /// Each mark's entry in `details` plus one, 0 for none; empty while no mark has an entry.
    @usableFromInline var detailIndices: [Int32] = []
    private var details: [Details] = []
    /// This chart's strings (categories and names) by number, and their numbers.
    private(set) var names: [String] = []
    private var nameNumbers: [String: UInt32] = [:]

    @usableFromInline init() {}

    @usableFromInline var startIndex: Int { 0 }
    @usableFromInline var endIndex: Int { rows.count }

    /// Whether some mark has details (an end, a modifier…): most long lines have none.
    var hasDetails: Bool { !detailIndices.isEmpty }

    @inlinable
    mutating func reserve(_ additional: Int) {
        rows.reserveCapacity(rows.count + additional)
    }

    /// Appends a mark of `kind` at x and y, with no details.
    mutating func append(_ kind: PlottedMark.Kind, x: PlotValue?, y: PlotValue?) {
        rows.append(Row(kind: kind, x: stored(x), y: stored(y)))
        if !detailIndices.isEmpty { detailIndices.append(0) }
    }

    /// Appends a line's or a point's mark.
    @inlinable @inline(__always)
    mutating func append(_ kind: PlottedMark.Kind, _ values: PointValues) {
        if let strings = values.strings {
            append(kind, strings: strings, values)
            return
        }
        rows.append(Row(kind: kind, x: values.x, y: values.y))
        if !detailIndices.isEmpty { detailIndices.append(0) }
    }

    /// Appends a line's or a point's mark that has categories or a line name.
    @usableFromInline
    mutating func append(_ kind: PlottedMark.Kind, strings: PointValues.Strings, _ values: PointValues) {
        var (x, y) = (values.x, values.y)
        if let category = strings.x { x.value = Double(name(category).id) }
        if let category = strings.y { y.value = Double(name(category).id) }
        rows.append(Row(kind: kind, x: x, y: y))
        if !detailIndices.isEmpty { detailIndices.append(0) }
        if let line = strings.line { apply(.line(line), from: count - 1) }
    }

    /// Appends a whole mark.
    @usableFromInline
    mutating func append(_ mark: PlottedMark) {
        append(mark.kind, x: mark.x, y: mark.y)
        self[count - 1] = mark
    }

    /// A value as stored: categories become numbers in this chart's string table.
    mutating func stored(_ value: PlotValue?) -> MarkValue {
        switch value {
        case nil: .none
        case .number(let number): MarkValue(kind: .number, value: number)
        case .date(let date): MarkValue(kind: .date, value: date.timeIntervalSinceReferenceDate)
        case .category(let category): MarkValue(kind: .category, value: Double(name(category).id))
        }
    }

    /// The number of `string` in this chart's table, added if new.
    mutating func name(_ string: String) -> ChartName {
        if let id = nameNumbers[string] { return ChartName(id: id) }
        let id = UInt32(names.count)
        names.append(string)
        nameNumbers[string] = id
        return ChartName(id: id)
    }

    /// The string a name stands for.
    func string(_ name: ChartName) -> String { names[Int(name.id)] }

    /// A stored value as marks give it.
    func value(_ stored: MarkValue) -> PlotValue? {
        switch stored.kind {
        case .none: nil
        case .number: .number(stored.value)
        case .date: .date(Date(timeIntervalSinceReferenceDate: stored.value))
        case .category: .category(names[Int(stored.value)])
        }
    }

    /// The details of the mark at `index`, if it has any.
    @inline(__always)
    func details(at index: Int) -> Details? {
        guard !detailIndices.isEmpty else { return nil }
        let entry = Int(detailIndices[index])
        return entry == 0 ? nil : details[entry - 1]
    }

    private mutating func setDetails(_ new: Details, at index: Int) {
        if new.isDefault {
            if !detailIndices.isEmpty { detailIndices[index] = 0 }
            return
        }
        if detailIndices.isEmpty { detailIndices = Array(repeating: 0, count: count) }
        let entry = Int(detailIndices[index])
        if entry != 0 {
            details[entry - 1] = new
        } else {
            details.append(new)
            detailIndices[index] = Int32(details.count)
        }
    }

    /// Sets what `modifier` sets on the marks from `start` on.
    @usableFromInline
    mutating func apply(_ modifier: MarkModifier, from start: Int) {
        guard start < count else { return }
        let change: (inout Details) -> Void
        switch modifier {
        case .series(let string): let name = name(string); change = { $0.series = name }
        case .color(let color): change = { $0.color = color }
        case .interpolation(let method): change = { $0.interpolationMethod = method }
        case .symbolKey(let string): let name = name(string); change = { $0.symbolKey = name }
        case .symbol(let symbol): change = { $0.symbol = symbol }
        case .group(let string): let name = name(string); change = { $0.group = name }
        case .line(let string): let name = name(string); change = { $0.line = name }
        }
        for index in start..<count {
            var entry = details(at: index) ?? Details()
            change(&entry)
            setDetails(entry, at: index)
        }
    }

    /// What a channel's values are: their kinds, how many, and the extent of the numbers and
    /// dates.
    struct Extent {
        var sawDate = false, sawCategory = false, count = 0
        var low = Double.infinity, high = -Double.infinity

        @inline(__always)
        mutating func visit(_ value: MarkValue) {
            switch value.kind {
            case .none: return
            case .category: sawCategory = true
            case .date:
                sawDate = true
                low = Swift.min(low, value.value)
                high = Swift.max(high, value.value)
            case .number:
                if value.value.isFinite {
                    low = Swift.min(low, value.value)
                    high = Swift.max(high, value.value)
                }
            }
            count += 1
        }
    }

    /// The kinds and extents of the rows' x and y values, and whether some row is a bar or an
    /// area (which stacking changes), in one pass over the rows.
    func extents() -> (x: Extent, y: Extent, stacks: Bool) {
        // Accumulated in locals, which stay in registers through the loop.
        rows.withUnsafeBufferPointer { rows in
            var x = Extent(), y = Extent(), stacks = false
            for index in rows.indices {
                let row = rows[index]
                x.visit(row.x)
                y.visit(row.y)
                stacks = stacks || row.kind == .bar || row.kind == .area
            }
            return (x, y, stacks)
        }
    }

    /// The mark at `index`, its fields put together.
    @usableFromInline
    subscript(index: Int) -> PlottedMark {
        get {
            let row = rows[index]
            var mark = PlottedMark(kind: row.kind, x: value(row.x), y: value(row.y))
            guard let entry = details(at: index) else { return mark }
            mark.xEnd = value(entry.xEnd)
            mark.yEnd = value(entry.yEnd)
            mark.stacking = entry.stacking
            mark.interpolationMethod = entry.interpolationMethod
            mark.color = entry.color
            mark.symbol = entry.symbol
            mark.series = entry.series
            mark.symbolKey = entry.symbolKey
            mark.group = entry.group
            mark.line = entry.line
            return mark
        }
        set {
            rows[index] = Row(kind: newValue.kind, x: stored(newValue.x), y: stored(newValue.y))
            let entry = Details(
                xEnd: stored(newValue.xEnd), yEnd: stored(newValue.yEnd), stacking: newValue.stacking,
                interpolationMethod: newValue.interpolationMethod, color: newValue.color, symbol: newValue.symbol,
                series: newValue.series, symbolKey: newValue.symbolKey, group: newValue.group, line: newValue.line
            )
            setDetails(entry, at: index)
        }
    }
}
