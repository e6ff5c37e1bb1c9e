import CursesUI

/// What the chart modifiers on views (`chartXScale`, `chartXAxis`, `chartLegend`) set, read by
/// every `Chart` below them.
struct ChartConfiguration: Sendable {
    struct Axis: Sendable {
        var visibility: Visibility = .automatic
        /// The `AxisMarks` of `chartXAxis { … }` or `chartYAxis { … }`, in order.
        var marks = [AxisMarkSet()]
        /// A fixed domain: a range of positions, or categories in order.
        var domain: ScaleDomainValue?
    }

    var x = Axis()
    var y = Axis()
    var legend: Visibility = .automatic
}

/// A domain set with `chartXScale(domain:)` or `chartYScale(domain:)`.
enum ScaleDomainValue: Equatable, Sendable {
    case range(PlotValue, PlotValue)
    case categories([String])
}

private struct ChartConfigurationKey: EnvironmentKey {
    static let defaultValue = ChartConfiguration()
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

extension View {
    /// Fixes the x scale to a range instead of the data's extent.
    public func chartXScale<P: Plottable & Comparable>(domain: ClosedRange<P>) -> some View {
        transformEnvironment(\.chartConfiguration) {
            $0.x.domain = .range(PlotValue(domain.lowerBound), PlotValue(domain.upperBound))
        }
    }

    /// Fixes the x scale to these categories, in this order.
    public func chartXScale<P: Plottable>(domain: [P]) -> some View {
        transformEnvironment(\.chartConfiguration) { $0.x.domain = .categories(domain.map { PlotValue($0).category }) }
    }

    /// Fixes the y scale to a range instead of the data's extent (with zero).
    public func chartYScale<P: Plottable & Comparable>(domain: ClosedRange<P>) -> some View {
        transformEnvironment(\.chartConfiguration) {
            $0.y.domain = .range(PlotValue(domain.lowerBound), PlotValue(domain.upperBound))
        }
    }

    /// Fixes the y scale to these categories, in this order.
    public func chartYScale<P: Plottable>(domain: [P]) -> some View {
        transformEnvironment(\.chartConfiguration) { $0.y.domain = .categories(domain.map { PlotValue($0).category }) }
    }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartConfiguration) { $0.x.visibility = visibility }
    }

    /// Sets the x axis's marks: one or more `AxisMarks`.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let sets = (content() as? any AxisContentSets)?.sets ?? []
        return transformEnvironment(\.chartConfiguration) { $0.x.marks = sets }
    }

    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartConfiguration) { $0.y.visibility = visibility }
    }

    /// Sets the y axis's marks: one or more `AxisMarks`.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let sets = (content() as? any AxisContentSets)?.sets ?? []
        return transformEnvironment(\.chartConfiguration) { $0.y.marks = sets }
    }

    /// Shows or hides the legend, which by default lists the series of `foregroundStyle(by:)`.
    public func chartLegend(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartConfiguration) { $0.legend = visibility }
    }
}
