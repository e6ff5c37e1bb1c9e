/// What `chartXAxis { … }` and `chartYAxis { … }` list: one or more `AxisMarks`, as in Swift
/// Charts.
public protocol AxisContent {}

/// Axis content as the renderer reads it.
protocol AxisContentSets {
    var sets: [AxisMarkSet] { get }
}

/// Axis content the builder put together; an implementation detail of `AxisContentBuilder`.
public struct _AxisContentList: AxisContent, AxisContentSets {
    let sets: [AxisMarkSet]
}

/// Builds an axis from the `AxisMarks` listed in `chartXAxis { … }` and `chartYAxis { … }`,
/// with `if` and `else`.
@resultBuilder
public enum AxisContentBuilder {
    /// One `AxisMarks`.
    public static func buildExpression<C: AxisContent>(_ content: C) -> _AxisContentList {
        _AxisContentList(sets: (content as? any AxisContentSets)?.sets ?? [])
    }

    /// The marks of every part, in order.
    public static func buildBlock(_ parts: _AxisContentList...) -> _AxisContentList {
        _AxisContentList(sets: parts.flatMap(\.sets))
    }

    /// Marks shown only when a condition holds.
    public static func buildOptional(_ content: _AxisContentList?) -> _AxisContentList { content ?? _AxisContentList(sets: []) }

    /// The first branch of an `if`.
    public static func buildEither(first: _AxisContentList) -> _AxisContentList { first }

    /// The second branch of an `if`.
    public static func buildEither(second: _AxisContentList) -> _AxisContentList { second }
}
