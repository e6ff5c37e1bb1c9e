import CursesUI

/// What a `Chart` shows: marks, `ForEach` over marks, and your own types that compose them in a
/// `body`, as in Swift Charts.
@MainActor
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent
    /// The content this content is made of; marks have none.
    @ChartContentBuilder var body: Body { get }
    /// Appends the marks this content makes, in order. An implementation detail of the marks and
    /// containers; your own content gets it from `body`.
    consuming func _collectMarks(into marks: inout _ChartMarks)
}

extension ChartContent {
    /// The marks of `body`.
    @inlinable
    public consuming func _collectMarks(into marks: inout _ChartMarks) { body._collectMarks(into: &marks) }
}

extension ChartContent where Body == Never {
    /// Primitive content has no body; the chart never asks for it.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

extension Never: ChartContent {}

/// The marks a chart's content makes, in order; an implementation detail of `ChartContent`.
///
/// Content is collected through inlinable code that the `Chart` initializers specialize in the
/// caller's module, so a 10,000-element `ForEach` makes its marks without generic dispatch, into
/// the columns of a `MarkTable`.
public struct _ChartMarks {
    @usableFromInline var table = MarkTable()

    init() {}

    @inlinable var count: Int { table.count }

    /// Appends a line's or a point's mark.
    @inlinable @inline(__always)
    mutating func append(_ kind: PlottedMark.Kind, _ values: PointValues) { table.append(kind, values) }

    /// Appends a whole mark: bars, rules, rectangles, areas.
    @inlinable mutating func append(_ mark: PlottedMark) { table.append(mark) }

    /// Sets what a modifier sets on the marks from `start` on.
    @inlinable mutating func apply(_ modifier: MarkModifier, from start: Int) { table.apply(modifier, from: start) }

    @inlinable mutating func reserve(_ additional: Int) { table.reserve(additional) }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// Primitive content has no body.
    public typealias Body = Never

    /// The marks of each element in turn.
    @inlinable
    public consuming func _collectMarks(into marks: inout _ChartMarks) {
        marks.reserve(data.count)
        for element in data { content(element)._collectMarks(into: &marks) }
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Marks for the `Identifiable` elements of `data`.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, building: content)
    }
}

extension ForEach where Content: ChartContent {
    /// Marks for the elements of `data`, identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: id, building: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Marks for each integer of a range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, building: content)
    }
}
