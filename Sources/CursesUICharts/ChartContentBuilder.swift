/// Builds chart content from the marks listed in a closure, with `if`, `switch` and `for`, as in
/// Swift Charts.
@MainActor
@resultBuilder
public enum ChartContentBuilder {
    /// One piece of content.
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }

    /// One piece of content, as it is: the common `ForEach` body of one mark costs no wrapper.
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }

    /// Pieces of content in order.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<repeat each C> {
        TupleChartContent(repeat each content)
    }

    /// Content shown only when a condition holds.
    public static func buildOptional<C: ChartContent>(_ content: C?) -> C? { content }

    /// The first branch of an `if` or `switch`.
    public static func buildEither<First: ChartContent, Second: ChartContent>(first: First) -> ConditionalChartContent<First, Second> {
        ConditionalChartContent(branch: .first(first))
    }

    /// The second branch of an `if` or `switch`.
    public static func buildEither<First: ChartContent, Second: ChartContent>(second: Second) -> ConditionalChartContent<First, Second> {
        ConditionalChartContent(branch: .second(second))
    }

    /// The content of each pass of a `for` loop.
    public static func buildArray<C: ChartContent>(_ content: [C]) -> [C] { content }

    /// Content that depends on availability.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
}

/// Several pieces of chart content in order, as a builder lists them.
public struct TupleChartContent<each Content: ChartContent>: ChartContent {
    @usableFromInline let content: (repeat each Content)

    init(_ content: repeat each Content) { self.content = (repeat each content) }

    /// Primitive content has no body.
    public typealias Body = Never

    /// The marks of each piece in order.
    @inlinable
    public consuming func _collectMarks(into marks: inout _ChartMarks) {
        for piece in repeat each content { piece._collectMarks(into: &marks) }
    }
}

/// One of two pieces of chart content, as an `if`/`else` chooses.
public struct ConditionalChartContent<First: ChartContent, Second: ChartContent>: ChartContent {
    @usableFromInline enum Branch {
        case first(First)
        case second(Second)
    }

    @usableFromInline let branch: Branch

    init(branch: Branch) { self.branch = branch }

    /// Primitive content has no body.
    public typealias Body = Never

    /// The marks of the branch taken.
    @inlinable
    public consuming func _collectMarks(into marks: inout _ChartMarks) {
        switch branch {
        case .first(let content): content._collectMarks(into: &marks)
        case .second(let content): content._collectMarks(into: &marks)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    /// Primitive content has no body.
    public typealias Body = Never

    /// The marks of the content, if any.
    @inlinable
    public consuming func _collectMarks(into marks: inout _ChartMarks) { self?._collectMarks(into: &marks) }
}

extension Array: ChartContent where Element: ChartContent {
    /// Primitive content has no body.
    public typealias Body = Never

    /// The marks of each element in order.
    @inlinable
    public consuming func _collectMarks(into marks: inout _ChartMarks) {
        for content in self { content._collectMarks(into: &marks) }
    }
}
