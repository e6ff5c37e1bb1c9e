/// A filled rectangle: the cell of a category pair (a heat map's cell) or the span between
/// start and end values.
public struct RectangleMark: ChartContent {
    @usableFromInline let mark: PlottedMark

    /// Marks have no body.
    public typealias Body = Never

    /// The mark itself.
    @inlinable public consuming func _collectMarks(into marks: inout _ChartMarks) { marks.append(mark) }

    /// The rectangle of the band at `x` and the band at `y` (for categories; a cell for numbers).
    @inlinable public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rectangle, x: x.value, y: y.value)
    }

    /// The rectangle from `xStart` to `xEnd` and from `yStart` to `yEnd`.
    @inlinable public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rectangle, x: xStart.value, xEnd: xEnd.value, y: yStart.value, yEnd: yEnd.value)
    }
}
