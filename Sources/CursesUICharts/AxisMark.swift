/// One thing drawn at an axis value: `AxisGridLine`, `AxisTick` or `AxisValueLabel`, as in Swift
/// Charts.
public protocol AxisMark {}

/// What an axis draws at a value.
enum AxisMarkElement {
    /// A faint line across the plot.
    case gridLine
    /// A tick on the axis line.
    case tick
    /// A label beside the axis.
    case label(AxisValueLabel.Text)
}

/// Axis marks as the renderer reads them.
protocol AxisMarkElements {
    var elements: [AxisMarkElement] { get }
}

/// Axis marks the builder put together; an implementation detail of `AxisMarkBuilder`.
public struct _AxisMarkList: AxisMark, AxisMarkElements {
    let elements: [AxisMarkElement]
}

/// Builds the marks of an axis value from `AxisGridLine()`, `AxisTick()` and `AxisValueLabel()`,
/// with `if` and `else`.
@resultBuilder
public enum AxisMarkBuilder {
    /// One mark.
    public static func buildExpression<M: AxisMark>(_ mark: M) -> _AxisMarkList {
        _AxisMarkList(elements: (mark as? any AxisMarkElements)?.elements ?? [])
    }

    /// The marks of every part, in order.
    public static func buildBlock(_ parts: _AxisMarkList...) -> _AxisMarkList {
        _AxisMarkList(elements: parts.flatMap(\.elements))
    }

    /// Marks shown only when a condition holds.
    public static func buildOptional(_ marks: _AxisMarkList?) -> _AxisMarkList { marks ?? _AxisMarkList(elements: []) }

    /// The first branch of an `if`.
    public static func buildEither(first: _AxisMarkList) -> _AxisMarkList { first }

    /// The second branch of an `if`.
    public static func buildEither(second: _AxisMarkList) -> _AxisMarkList { second }
}

/// A faint line across the plot at an axis value (`┈` for a y value, `┊` for an x value), drawn
/// behind the marks: only in cells the data leaves empty.
public struct AxisGridLine: AxisMark, AxisMarkElements {
    /// A grid line at the value.
    public init() {}

    var elements: [AxisMarkElement] { [.gridLine] }
}

/// A tick on the axis line at an axis value (`┬`, `├`, `┤`, `┴`).
public struct AxisTick: AxisMark, AxisMarkElements {
    /// A tick at the value.
    public init() {}

    var elements: [AxisMarkElement] { [.tick] }
}
