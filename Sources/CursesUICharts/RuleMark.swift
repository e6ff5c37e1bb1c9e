/// A straight line across the plot (`─` or `│`): at a y value across the width, at an x value
/// across the height, or between a start and an end.
public struct RuleMark: ChartContent {
    @usableFromInline let mark: PlottedMark

    /// Marks have no body.
    public typealias Body = Never

    /// The mark itself.
    @inlinable public consuming func _collectMarks(into marks: inout _ChartMarks) { marks.append(mark) }

    /// A horizontal rule across the plot at `y`.
    @inlinable public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rule, y: y.value)
    }

    /// A vertical rule across the plot at `x`.
    @inlinable public init<X: Plottable>(x: PlottableValue<X>) {
        mark = PlottedMark(kind: .rule, x: x.value)
    }

    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    @inlinable public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rule, x: xStart.value, xEnd: xEnd.value, y: y.value)
    }

    /// A vertical rule at `x` from `yStart` to `yEnd`.
    @inlinable public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rule, x: x.value, y: yStart.value, yEnd: yEnd.value)
    }
}
