/// The value an axis mark is drawn at, given to the content of `AxisMarks`, as in Swift Charts.
public struct AxisValue {
    let value: PlotValue
    /// The position of this value among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as `type`, or `nil` if it is not one: `value.as(Double.self)`, `value.as(Date.self)`,
    /// `value.as(String.self)`. Integer types take whole numbers only.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        value.plottable(as: type)
    }
}
