/// Bars, as in Swift Charts: vertical when x is a category or date and y a number, horizontal
/// when y is the category. Drawn with eighth blocks (`▁▂▃▄▅▆▇█`, `▏▎▍▌▋▊▉`), so a bar's end is
/// exact to an eighth of a cell; bars with the same x stack unless `stacking` is `.unstacked`.
public struct BarMark: ChartContent {
    @usableFromInline let mark: PlottedMark

    /// Marks have no body.
    public typealias Body = Never

    /// The mark itself.
    @inlinable public consuming func _collectMarks(into marks: inout _ChartMarks) { marks.append(mark) }

    /// A bar at `x` reaching `y`.
    @inlinable public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(kind: .bar, x: x.value, y: y.value, stacking: stacking)
    }

    /// A vertical bar at `x` from `yStart` to `yEnd`.
    @inlinable public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(kind: .bar, x: x.value, y: yStart.value, yEnd: yEnd.value, stacking: .unstacked)
    }

    /// A horizontal bar at `y` from `xStart` to `xEnd`.
    @inlinable public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .bar, x: xStart.value, xEnd: xEnd.value, y: y.value, stacking: .unstacked)
    }
}
