/// A point drawn as a symbol in its cell: `●` unless `symbol(_:)` or `symbol(by:)` says
/// otherwise, and a different symbol for each `foregroundStyle(by:)` series, so series stay
/// apart without color.
public struct PointMark: ChartContent, Mark {
    let mark: PlottedMark

    /// Marks have no body.
    public typealias Body = Never

    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .point, x: x.value, y: y.value)
    }
}
