/// A line through its points, in the order given, drawn on a braille grid of 2×4 dots per cell.
/// Marks with the same `foregroundStyle(by:)` value form one line; each series after the first is
/// dashed differently, so lines stay apart without color.
public struct LineMark: ChartContent {
    @usableFromInline let values: PointValues

    /// Marks have no body.
    public typealias Body = Never

    /// The mark itself.
    @inlinable public consuming func _collectMarks(into marks: inout _ChartMarks) { marks.append(.line, values) }

    /// A point of the line.
    @inlinable public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        values = PointValues(x: x.value, y: y.value)
    }

    /// A point of the line named by `series`: marks with different series values draw separate
    /// lines, in the same style unless `foregroundStyle(by:)` tells them apart.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        values = PointValues(x: x.value, y: y.value, line: series.value.category)
    }
}
