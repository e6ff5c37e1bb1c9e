#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which values an axis marks.
public struct AxisMarkValues: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic(desiredCount: Int?)
        case stride(Double)
        case explicit([PlotValue])
        case calendar(Calendar.Component, Int)
    }

    let kind: Kind

    /// Round values chosen from the scale, as many as fit without labels touching.
    public static let automatic = AxisMarkValues(kind: .automatic(desiredCount: nil))

    /// Round values chosen from the scale, about `desiredCount` of them (fewer if their labels
    /// would touch).
    public static func automatic(desiredCount: Int) -> AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: desiredCount)) }

    /// Every multiple of `step` in the scale.
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(kind: .stride(step)) }

    /// Dates every `count` calendar components apart, from the start of one: `.stride(by: .day)`,
    /// `.stride(by: .hour, count: 6)`, in the local calendar.
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues {
        AxisMarkValues(kind: .calendar(component, count))
    }

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
