import CursesUI

/// One mark as the renderer sees it: its kind, the values it plots, and what its modifiers set.
struct PlottedMark {
    enum Kind: Equatable {
        case bar, line, point, area, rule, rectangle
    }

    var kind: Kind
    /// The x channel: one value, or a start and an end.
    var x: PlotValue?
    var xEnd: PlotValue?
    var y: PlotValue?
    var yEnd: PlotValue?
    var stacking: MarkStackingMethod = .standard
    /// The series, from `foregroundStyle(by:)`.
    var series: String?
    /// A fixed color, from `foregroundStyle(_:)`.
    var color: Color?
    var interpolation: InterpolationMethod = .linear
    /// The symbol's category, from `symbol(by:)`.
    var symbolKey: String?
    /// A fixed symbol, from `symbol(_:)`.
    var symbol: BasicChartSymbolShape?
    /// The group bars sit side by side in, from `position(by:)`.
    var group: String?
    /// The line a line mark belongs to within its series, from `LineMark(x:y:series:)`.
    var line: String?
}

/// The marks' common conformance: each is primitive content holding its plotted mark.
protocol Mark: ChartContent, PrimitiveChartContent where Body == Never {
    var mark: PlottedMark { get }
}

extension Mark {
    func collectMarks(into marks: inout [PlottedMark]) { marks.append(mark) }
}
