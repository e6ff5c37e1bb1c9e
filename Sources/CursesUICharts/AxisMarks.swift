/// The ticks and labels of an axis, as in Swift Charts: where they go and at which values.
///
/// Only the standard look is drawn (a tick and a value label per value); grid lines and custom
/// mark content do not exist at terminal resolution.
public struct AxisMarks: Equatable, Sendable {
    let position: AxisMarkPosition
    let values: AxisMarkValues

    /// Marks at `values` (chosen from the data by default), on the side `position` says.
    public init(position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {
        self.position = position
        self.values = values
    }

    /// Marks at exactly these values.
    public init<P: Plottable>(position: AxisMarkPosition = .automatic, values: [P]) {
        self.init(position: position, values: AxisMarkValues(kind: .explicit(values.map { PlotValue($0) })))
    }
}

/// Which values an axis marks.
public struct AxisMarkValues: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic(desiredCount: Int?)
        case stride(Double)
        case explicit([PlotValue])
    }

    let kind: Kind

    /// Round values chosen from the scale, as many as fit without labels touching.
    public static let automatic = AxisMarkValues(kind: .automatic(desiredCount: nil))

    /// Round values chosen from the scale, about `desiredCount` of them (fewer if their labels
    /// would touch).
    public static func automatic(desiredCount: Int) -> AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: desiredCount)) }

    /// Every multiple of `step` in the scale.
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(kind: .stride(step)) }
}

/// Which side of the plot an axis goes on.
public enum AxisMarkPosition: Hashable, Sendable {
    /// The default: x at the bottom, y trailing, as in Swift Charts.
    case automatic
    /// Left of the plot (y axes).
    case leading
    /// Right of the plot (y axes).
    case trailing
    /// Above the plot (x axes).
    case top
    /// Below the plot (x axes).
    case bottom
}

/// Builds an axis from the `AxisMarks` listed in `chartXAxis { … }` and `chartYAxis { … }`.
@resultBuilder
public enum AxisContentBuilder {
    /// The axis marks; one `AxisMarks` per axis.
    public static func buildBlock(_ marks: AxisMarks) -> AxisMarks { marks }
}
