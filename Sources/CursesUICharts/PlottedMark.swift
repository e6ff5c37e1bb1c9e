import CursesUI

/// One mark with every field it could have: its kind, the values it plots, and what its modifiers
/// set. Bars and other marks drawn one by one read and write marks this way; a chart stores them
/// as the columns of a `MarkTable`.
@usableFromInline
struct PlottedMark {
    @usableFromInline enum Kind: UInt8, Equatable {
        case bar, line, point, area, rule, rectangle
    }

    /// A mark of `kind` at these values; what modifiers set starts unset.
    @inlinable
    init(kind: Kind, x: PlotValue? = nil, xEnd: PlotValue? = nil, y: PlotValue? = nil, yEnd: PlotValue? = nil,
         stacking: MarkStackingMethod = .standard) {
        self.kind = kind
        self.x = x
        self.xEnd = xEnd
        self.y = y
        self.yEnd = yEnd
        self.stacking = stacking
    }

    @usableFromInline var kind: Kind
    /// The x channel: one value, or a start and an end.
    @usableFromInline var x: PlotValue?
    @usableFromInline var xEnd: PlotValue?
    @usableFromInline var y: PlotValue?
    @usableFromInline var yEnd: PlotValue?
    @usableFromInline var stacking: MarkStackingMethod
    /// How lines go from point to point; `nil` for straight segments, so making a mark calls
    /// no initializer of `InterpolationMethod`.
    @usableFromInline var interpolationMethod: InterpolationMethod?
    var interpolation: InterpolationMethod {
        get { interpolationMethod ?? .linear }
        set { interpolationMethod = newValue }
    }
    /// A fixed color, from `foregroundStyle(_:)`.
    @usableFromInline var color: Color?
    /// A fixed symbol, from `symbol(_:)`.
    @usableFromInline var symbol: BasicChartSymbolShape?
    /// The series, from `foregroundStyle(by:)`.
    @usableFromInline var series: ChartName?
    /// The symbol's category, from `symbol(by:)`.
    @usableFromInline var symbolKey: ChartName?
    /// The group bars sit side by side in, from `position(by:)`.
    @usableFromInline var group: ChartName?
    /// The line a line mark belongs to within its series, from `LineMark(x:y:series:)`.
    @usableFromInline var line: ChartName?
}
