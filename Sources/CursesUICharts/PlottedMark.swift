import CursesUI

/// One mark as the renderer sees it: its kind, the values it plots, and what its modifiers set.
@usableFromInline
struct PlottedMark {
    @usableFromInline enum Kind: Equatable {
        case bar, line, point, area, rule, rectangle
    }

    /// A mark of `kind` at these values; what modifiers set starts unset.
    @inlinable
    init(kind: Kind, x: PlotValue? = nil, xEnd: PlotValue? = nil, y: PlotValue? = nil, yEnd: PlotValue? = nil,
         stacking: MarkStackingMethod = .standard, line: String? = nil) {
        self.kind = kind
        self.x = x
        self.xEnd = xEnd
        self.y = y
        self.yEnd = yEnd
        self.stacking = stacking
        self.line = line
    }

    @usableFromInline var kind: Kind
    /// The x channel: one value, or a start and an end.
    @usableFromInline var x: PlotValue?
    @usableFromInline var xEnd: PlotValue?
    @usableFromInline var y: PlotValue?
    @usableFromInline var yEnd: PlotValue?
    @usableFromInline var stacking: MarkStackingMethod = .standard
    /// The series, from `foregroundStyle(by:)`.
    @usableFromInline var series: String?
    /// A fixed color, from `foregroundStyle(_:)`.
    @usableFromInline var color: Color?
    @usableFromInline var interpolation: InterpolationMethod = .linear
    /// The symbol's category, from `symbol(by:)`.
    @usableFromInline var symbolKey: String?
    /// A fixed symbol, from `symbol(_:)`.
    @usableFromInline var symbol: BasicChartSymbolShape?
    /// The group bars sit side by side in, from `position(by:)`.
    @usableFromInline var group: String?
    /// The line a line mark belongs to within its series, from `LineMark(x:y:series:)`.
    @usableFromInline var line: String?
}
