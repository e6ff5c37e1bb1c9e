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
    /// The names modifiers give, shared until one changes: most marks have none, and a mark is
    /// copied a few times on its way to the renderer, so it keeps no strings of its own.
    @usableFromInline var names: MarkNames?

    /// The series, from `foregroundStyle(by:)`.
    var series: String? {
        get { names?.series }
        set { modifyNames { $0.series = newValue } }
    }
    /// The symbol's category, from `symbol(by:)`.
    var symbolKey: String? {
        get { names?.symbolKey }
        set { modifyNames { $0.symbolKey = newValue } }
    }
    /// The group bars sit side by side in, from `position(by:)`.
    var group: String? {
        get { names?.group }
        set { modifyNames { $0.group = newValue } }
    }
    /// The line a line mark belongs to within its series, from `LineMark(x:y:series:)`.
    @usableFromInline var line: String? {
        get { names?.line }
        set { modifyNames { $0.line = newValue } }
    }

    private mutating func modifyNames(_ change: (MarkNames) -> Void) {
        if names == nil {
            names = MarkNames()
        } else if !isKnownUniquelyReferenced(&names!) {
            names = names!.copy()
        }
        change(names!)
    }
}

/// The names a mark's modifiers give it.
@usableFromInline
final class MarkNames {
    var series: String?
    var symbolKey: String?
    var group: String?
    var line: String?

    init() {}

    /// A copy to change.
    func copy() -> MarkNames {
        let copy = MarkNames()
        (copy.series, copy.symbolKey, copy.group, copy.line) = (series, symbolKey, group, line)
        return copy
    }
}
