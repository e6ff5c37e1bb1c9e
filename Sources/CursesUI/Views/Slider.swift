@_spi(CursesUICore) import CursesUICore
/// A control that picks a value from a continuous range, as in SwiftUI. It is drawn as a track
/// `━━━━●────` that fills the width offered; while it is focused, Left and Right move the value
/// by `step` (a twentieth of the range when there is none) and Home and End jump to the ends.
public struct Slider<Label: View, ValueLabel: View>: View {
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    let getValue: () -> Double
    let setValue: (Double) -> Void

    /// A slider with a label and views at the minimum and maximum ends of the track.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.onEditingChanged = onEditingChanged
        getValue = { Double(value.wrappedValue) }
        setValue = { value.wrappedValue = V($0) }
    }

    /// CursesUI lays out and draws this view itself, so it has no body.
    public typealias Body = Never
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label, drawn before the track.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider without a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension Slider: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { SliderNode<Label, ValueLabel>(graph: graph) }
}

/// Lays out `label minimum ━━━●─── maximum` in one row, the track taking the width left over.
final class SliderNode<Label: View, ValueLabel: View>: Node {
    private var slider: Slider<Label, ValueLabel>?
    /// The value shown, read when the slider last updated.
    private var shownValue = 0.0
    private var isEnabled = true
    /// Where the track was placed by the last layout pass.
    private var track = Rect.zero

    /// The track's width when the slider may be as wide as it likes.
    static var idealTrackWidth: Int { 20 }

    init(graph: ViewGraph) { super.init(graph: graph, viewType: Slider<Label, ValueLabel>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let slider = view.value(as: Slider<Label, ValueLabel>.self)
        self.slider = slider
        readEnabled(environment)
        readValue()
        let views: [any View] = [ControlLabel(content: slider.label), slider.minimumValueLabel, slider.maximumValueLabel]
        var updated: [Node] = []
        for (index, view) in views.enumerated() {
            func reconcileOpened<V: View>(_ view: V) -> Node {
                reconcile(index < children.count ? children[index] : nil, with: view, environment: environment)
            }
            updated.append(reconcileOpened(view))
        }
        if updated.count != children.count || zip(updated, children).contains(where: { $0 !== $1 }) {
            children = updated
            setNeedsLayout()
        }
    }

    override func reevaluate() {
        super.reevaluate()
        readValue()
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        super.environmentDidChange(newEnvironment)
        readEnabled(newEnvironment)
    }

    private func readEnabled(_ environment: EnvironmentValues) {
        if environment.isEnabled != isEnabled {
            isEnabled = environment.isEnabled
            setNeedsDisplay()
        }
    }

    /// Reads the bound value, re-reading when an observable value behind the binding changes.
    private func readValue() {
        guard let slider else { return }
        let value = tracking { slider.getValue() }
        if value != shownValue {
            shownValue = value
            setNeedsDisplay()
        }
    }

    // MARK: Layout

    private func items(_ index: Int) -> [Node] { index < children.count ? children[index].layoutItems : [] }

    private func ideal(_ index: Int) -> Size { StackLayout.vertical.size(of: items(index), proposal: .unspecified) }

    /// The widths of the label and value labels, each with the space after or before it.
    private func fixedWidths() -> (label: Int, minimum: Int, maximum: Int) {
        func spaced(_ size: Size) -> Int { size.width > 0 ? size.width + 1 : 0 }
        return (spaced(ideal(0)), spaced(ideal(1)), spaced(ideal(2)))
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let fixed = fixedWidths()
        let fixedWidth = fixed.label + fixed.minimum + fixed.maximum
        let trackWidth = max(3, (proposal.width ?? fixedWidth + Self.idealTrackWidth) - fixedWidth)
        let height = max(1, ideal(0).height, ideal(1).height, ideal(2).height)
        return Size(width: fixedWidth + trackWidth, height: height)
    }

    override func placeChildren(in rect: Rect) {
        let fixed = fixedWidths()
        var x = rect.x
        StackLayout.vertical.place(items(0), in: Rect(x: x, y: rect.y, width: ideal(0).width, height: ideal(0).height))
        x += fixed.label
        StackLayout.vertical.place(items(1), in: Rect(x: x, y: rect.y, width: ideal(1).width, height: ideal(1).height))
        x += fixed.minimum
        let trackWidth = max(0, rect.maxX - x - fixed.maximum)
        track = Rect(x: x, y: rect.y, width: trackWidth, height: 1)
        StackLayout.vertical.place(items(2), in: Rect(x: track.maxX + 1, y: rect.y, width: ideal(2).width, height: ideal(2).height))
    }

    // MARK: Drawing

    /// How far along the range the value is, in `0...1`.
    private var fraction: Double {
        guard let slider, slider.bounds.upperBound > slider.bounds.lowerBound else { return 0 }
        let fraction = (shownValue - slider.bounds.lowerBound) / (slider.bounds.upperBound - slider.bounds.lowerBound)
        return min(max(fraction, 0), 1)
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        for index in 0..<3 {
            for item in items(index) { item.drawIfVisible(into: &canvas, clip: area) }
        }
        if track.width > 0 {
            let knob = Int((fraction * Double(track.width - 1)).rounded())
            let style = CellStyle(foreground: environment.textStyle.foreground)
            for column in 0..<track.width {
                let text = column < knob ? "━" : column == knob ? "●" : "─"
                canvas.draw(Glyph(text: text, width: 1), x: track.x + column, y: track.y, style: style, clip: area)
            }
        }
        if !isEnabled {
            canvas.modify(area) { $0.foreground = .gray }
        } else if isFocused {
            canvas.modify(area) { $0.isReversed = true }
        }
    }

    // MARK: Input

    override var isFocusable: Bool { isEnabled }

    override func handleFocusedKey(_ press: KeyPress) -> KeyPress.Result {
        guard isEnabled, let slider, press.modifiers.isEmpty else { return .ignored }
        let bounds = slider.bounds
        let step = slider.step ?? (bounds.upperBound - bounds.lowerBound) / 20
        let current = min(max(shownValue, bounds.lowerBound), bounds.upperBound)
        let target: Double
        switch press.key {
        case .rightArrow: target = current + step
        case .leftArrow: target = current - step
        case .home: target = bounds.lowerBound
        case .end: target = bounds.upperBound
        default: return .ignored
        }
        set(target, in: slider)
        return .handled
    }

    /// Writes `target` clamped to the bounds and, with a step, snapped to the nearest step from
    /// the lower bound, as SwiftUI's slider values are.
    private func set(_ target: Double, in slider: Slider<Label, ValueLabel>) {
        let bounds = slider.bounds
        var value = min(max(target, bounds.lowerBound), bounds.upperBound)
        if let step = slider.step, step > 0, value < bounds.upperBound {
            value = bounds.lowerBound + ((value - bounds.lowerBound) / step).rounded() * step
            value = min(max(value, bounds.lowerBound), bounds.upperBound)
        }
        slider.onEditingChanged(true)
        slider.setValue(value)
        slider.onEditingChanged(false)
        // A binding to something unobservable tells nobody about the write, so re-read it.
        invalidate()
    }
}
