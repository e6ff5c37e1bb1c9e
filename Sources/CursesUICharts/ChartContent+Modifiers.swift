import CursesUI

extension ChartContent {
    /// Colors the content by series: each distinct value is a series with its own color (from
    /// the color system), its own pattern or symbol, and an entry in the legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        ModifiedChartContent(content: self, modifier: .series(value.value.category))
    }

    /// Draws the content in one color instead of its series color.
    public func foregroundStyle(_ color: Color) -> some ChartContent {
        ModifiedChartContent(content: self, modifier: .color(color))
    }

    /// How lines and areas go from point to point.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        ModifiedChartContent(content: self, modifier: .interpolation(method))
    }

    /// Marks points (and the points of lines) with a symbol per distinct value.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        ModifiedChartContent(content: self, modifier: .symbolKey(value.value.category))
    }

    /// Marks points (and the points of lines) with one symbol.
    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent {
        ModifiedChartContent(content: self, modifier: .symbol(symbol))
    }

    /// Places bars of the same x side by side, one per distinct value, instead of stacking them.
    public func position<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        ModifiedChartContent(content: self, modifier: .group(value.value.category))
    }
}

/// Content whose marks a modifier changed.
@usableFromInline
struct ModifiedChartContent<Content: ChartContent>: ChartContent {
    @usableFromInline typealias Body = Never

    @usableFromInline let content: Content
    @usableFromInline let modifier: MarkModifier

    init(content: Content, modifier: MarkModifier) {
        self.content = content
        self.modifier = modifier
    }

    @inlinable
    consuming func _collectMarks(into marks: inout _ChartMarks) {
        let start = marks.count
        content._collectMarks(into: &marks)
        marks.apply(modifier, from: start)
    }
}
