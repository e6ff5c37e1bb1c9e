/// A point drawn as a symbol in its cell: `●` unless `symbol(_:)` or `symbol(by:)` says
/// otherwise, and a different symbol for each `foregroundStyle(by:)` series, so series stay
/// apart without color.
public struct PointMark: ChartContent {
    @usableFromInline let values: PointValues

    /// Marks have no body.
    public typealias Body = Never

    /// The mark itself.
    @inlinable public consuming func _collectMarks(into marks: inout _ChartMarks) { marks.append(.point, values) }

    /// A point at `x`, `y`.
    @inlinable public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        values = PointValues(x: x.value, y: y.value)
    }
}
