@_spi(CursesUICore) import CursesUICore
/// Shows a value within a range, as in SwiftUI's default (linear) gauge: the label and the
/// current value label on one row, then the bounds labels around a bar drawn in eighths of a
/// cell (`█████▋░░░░`), so small changes show.
///
/// ```swift
/// Gauge(value: memory.used, in: 0...memory.total) {
///     Text("Memory")
/// } currentValueLabel: {
///     Text("\(Int(memory.used)) MB")
/// }
/// ```
///
/// There is one style, the linear one: circular gauges have no legible form in a few cells.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    /// The value's place in the range, in `0...1`.
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    @Environment(\.colorSystem) private var colors

    /// A gauge of `value` in `bounds`, with a label, a current value label and labels at both
    /// ends of the bar.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        self.fraction = fraction.isNaN ? 0 : min(1, max(0, fraction))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// The label row above the bar row.
    public var body: some View {
        let (fraction, fill, track) = (fraction, colors.accent, colors.border)
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                label
                Spacer(minLength: 0)
                currentValueLabel
            }
            HStack(spacing: 1) {
                minimumValueLabel
                PaintedView(idealWidth: 20, idealHeight: 1) { width, _ in Self.bar(fraction, width: width, fill: fill, track: track) }
                    .frame(height: 1)
                maximumValueLabel
            }
        }
    }

    /// The bar: whole cells filled, one cell filled by eighths, the rest track.
    static func bar(_ fraction: Double, width: Int, fill: Color, track: Color) -> Painting {
        var painting = Painting()
        guard width > 0 else { return painting }
        let eighths = Int((fraction * Double(width * 8)).rounded())
        var filled = String(repeating: "█", count: eighths / 8)
        if eighths % 8 > 0 { filled.append(["▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8 - 1]) }
        let rest = String(repeating: "░", count: width - filled.count)
        painting.append(filled, x: 0, y: 0, foreground: fill)
        painting.append(rest, x: filled.count, y: 0, foreground: track)
        return painting
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label and a current value label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}
