/// The area between a line and zero (or between two values), filled with braille dots. Areas
/// of several series at the same x stack; each series after the first has its own dot pattern.
public struct AreaMark: ChartContent {
    @usableFromInline let mark: PlottedMark

    /// Marks have no body.
    public typealias Body = Never

    /// The mark itself.
    @inlinable public consuming func _collectMarks(into marks: inout _ChartMarks) { marks.append(mark) }

    /// A point of the area's top edge at `x`, `y`.
    @inlinable public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(kind: .area, x: x.value, y: y.value, stacking: stacking)
    }

    /// A point of an area from `yStart` to `yEnd` at `x`.
    @inlinable public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(kind: .area, x: x.value, y: yStart.value, yEnd: yEnd.value, stacking: .unstacked)
    }
}
