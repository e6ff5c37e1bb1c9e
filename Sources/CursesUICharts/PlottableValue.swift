/// A value a mark plots along one of its channels, with the label that names what it is, as in
/// Swift Charts: `.value("Sales", 42)`.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: PlotValue

    /// A value named by `label`.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: PlotValue(value))
    }
}
