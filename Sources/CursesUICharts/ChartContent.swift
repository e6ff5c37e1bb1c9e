import CursesUI

/// What a `Chart` shows: marks, `ForEach` over marks, and your own types that compose them in a
/// `body`, as in Swift Charts.
@MainActor
public protocol ChartContent {
    /// The content this content is made of.
    associatedtype Body: ChartContent
    /// The content this content is made of; marks have none.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

extension ChartContent where Body == Never {
    /// Primitive content has no body; the chart never asks for it.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// Content the chart plots itself rather than through `body`: marks and the builder's containers.
@MainActor
protocol PrimitiveChartContent {
    /// Appends the marks this content makes, in order.
    func collectMarks(into marks: inout [PlottedMark])
}

extension ChartContent {
    /// Appends the marks of this content, expanding `body` down to primitive content.
    func collectMarks(into marks: inout [PlottedMark]) {
        if let primitive = self as? any PrimitiveChartContent {
            primitive.collectMarks(into: &marks)
        } else {
            body.collectMarks(into: &marks)
        }
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// Primitive content has no body.
    public typealias Body = Never
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func collectMarks(into marks: inout [PlottedMark]) {
        // Whether the content is primitive is asked once, not once per element: a dynamic cast
        // per mark would cost more than making the mark.
        if let primitive = Content.self as? any PrimitiveChartContent.Type {
            collectPrimitiveMarks(as: primitive, into: &marks)
        } else {
            for element in data { content(element).body.collectMarks(into: &marks) }
        }
    }

    /// The marks of each element, whose content is the primitive type `P`.
    @MainActor private func collectPrimitiveMarks<P: PrimitiveChartContent>(as type: P.Type, into marks: inout [PlottedMark]) {
        marks.reserveCapacity(marks.count + data.count)
        for element in data {
            // `Content` is `P`, as the caller checked.
            unsafeBitCast(content(element), to: P.self).collectMarks(into: &marks)
        }
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
