import CursesUI

/// A chart of marks, as in Swift Charts, drawn as finely as a terminal allows: lines, points and
/// areas on a braille grid of 2×4 dots per cell, bars in eighths of a cell.
///
/// ```swift
/// Chart(sales) { day in
///     BarMark(x: .value("Day", day.name), y: .value("Sales", day.total))
/// }
/// ```
///
/// A chart takes all the space it is offered (40×12 cells when a dimension is left open), with
/// the y axis on its trailing side and the x axis below, as in Swift Charts; a legend lists the
/// series of `foregroundStyle(by:)`. With both axes hidden in one row it is a sparkline:
/// `Chart { … }.chartXAxis(.hidden).chartYAxis(.hidden).frame(height: 1)`.
public struct Chart<Content: ChartContent>: View {
    /// Makes the content's marks. Built where the chart is made, so the collection runs as code
    /// specialized for the content's concrete types, not through generic dispatch per mark.
    let collect: @MainActor (inout _ChartMarks) -> Void
    @Environment(\.chartConfiguration) private var configuration
    @Environment(\.colorSystem) private var colors

    @usableFromInline
    init(collect: @escaping @MainActor (inout _ChartMarks) -> Void) {
        self.collect = collect
    }

    /// A chart of the marks listed in `content`.
    @inlinable
    public init(@ChartContentBuilder content: () -> Content) {
        let content = content()
        self.init(collect: { content._collectMarks(into: &$0) })
    }

    /// The chart's marks, axes and legend, drawn into the cells it gets.
    public var body: some View {
        var marks = _ChartMarks()
        collect(&marks)
        let renderer = ChartRenderer(marks: marks.table, configuration: configuration, palette: colors.chartSeries, axisColor: colors.border)
        return PaintedView(idealWidth: 40, idealHeight: 12) { width, height in
            renderer.render(width: width, height: height)
        }
    }
}

extension Chart {
    /// A chart of the marks `content` makes for each `Identifiable` element of `data`.
    @inlinable
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        let each = ForEach(data, content: content)
        self.init(collect: { each._collectMarks(into: &$0) })
    }

    /// A chart of the marks `content` makes for each element of `data`, identified by `id`.
    @inlinable
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        let each = ForEach(data, id: id, content: content)
        self.init(collect: { each._collectMarks(into: &$0) })
    }
}
