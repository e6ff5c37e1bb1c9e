#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A mark's value on one channel as the chart stores it: what it is and a `Double` — the number,
/// a date's seconds since the reference date, or a category's number in the chart's string table.
///
/// Plain data, so the values of a long line are columns of 16-byte records read straight through.
@usableFromInline
struct MarkValue: Hashable, Sendable {
    @usableFromInline enum Kind: UInt8, Sendable {
        case none, number, date, category
    }

    @usableFromInline var kind: Kind
    @usableFromInline var value: Double

    @inlinable
    init(kind: Kind, value: Double) {
        self.kind = kind
        self.value = value
    }

    /// A number or a date as stored; a category's number is given when the marks are
    /// collected (see `PointValues`), so it is 0 here.
    @inlinable @inline(__always)
    init(_ value: PlotValue) {
        switch value {
        case .number(let number): self.init(kind: .number, value: number)
        case .date(let date): self.init(kind: .date, value: date.timeIntervalSinceReferenceDate)
        case .category: self.init(kind: .category, value: 0)
        }
    }

    /// No value on this channel.
    @usableFromInline static let none = MarkValue(kind: .none, value: 0)

    /// The position on a continuous scale, as `PlotValue.position` gives it.
    @inline(__always)
    var position: Double? {
        switch kind {
        case .number: value.isFinite ? value : nil
        case .date: value
        case .none, .category: nil
        }
    }
}
