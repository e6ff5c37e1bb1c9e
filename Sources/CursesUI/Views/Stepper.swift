@_spi(CursesUICore) import CursesUICore
/// A control that increments and decrements a value, as in SwiftUI. It is drawn
/// `Title [−] [+]`: like SwiftUI's, it does not show the value, which the label shows
/// (`Stepper("Cakes: \(count)", value: $count)`), unless it was given a `format:`
/// (`Speed 1.5 [−] [+]`). While it is focused, Right or `+` increments and Left or `-`
/// decrements, staying within the bounds it was given.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    /// Reads what the stepper shows; it reads the binding, so it runs where changes are tracked.
    let readState: () -> StepperState
    /// The value as a format style shows it, for a stepper made with `format:`.
    var formattedValue: (() -> String)?

    /// A stepper that changes a bound value by `step` within `bounds`.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onEditingChanged = onEditingChanged
        increment = { value.wrappedValue = StepperState.stepped(value.wrappedValue, by: step, towards: bounds.upperBound, bounds: bounds) }
        decrement = { value.wrappedValue = StepperState.stepped(value.wrappedValue, by: -step, towards: bounds.lowerBound, bounds: bounds) }
        readState = {
            let current = value.wrappedValue
            return StepperState(canIncrement: current < bounds.upperBound, canDecrement: current > bounds.lowerBound, value: nil)
        }
    }

    /// A stepper that changes a bound value by `step`, without bounds.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onEditingChanged = onEditingChanged
        increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        readState = { StepperState(canIncrement: true, canDecrement: true, value: nil) }
    }

    /// A stepper that runs your actions, for values it cannot step itself. A `nil` action
    /// disables its button.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onEditingChanged = onEditingChanged
        increment = onIncrement
        decrement = onDecrement
        let canIncrement = onIncrement != nil, canDecrement = onDecrement != nil
        readState = { StepperState(canIncrement: canIncrement, canDecrement: canDecrement, value: nil) }
    }

    /// CursesUI lays out and draws this view itself, so it has no body.
    public typealias Body = Never
}

extension Stepper where Label == Text {
    /// A stepper with a text title that changes a bound value by `step` within `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper with a text title that changes a bound value by `step`, without bounds.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper with a text title that runs your actions.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

/// Which of a stepper's buttons can act, and the value it shows when it has a format.
struct StepperState: Equatable {
    var canIncrement: Bool
    var canDecrement: Bool
    var value: String?

    /// `value` moved by `step`, stopping at `limit` instead of passing it, and pulled back into
    /// `bounds` if it started outside them.
    static func stepped<V: Strideable>(_ value: V, by step: V.Stride, towards limit: V, bounds: ClosedRange<V>) -> V {
        let clamped = min(max(value, bounds.lowerBound), bounds.upperBound)
        guard clamped == value else { return clamped }
        // Compared by distance, so stepping near the end of the type's range cannot overflow.
        let room = value.distance(to: limit)
        if step >= 0 ? room <= step : room >= step { return limit }
        return value.advanced(by: step)
    }
}

extension Stepper: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { StepperNode<Label>(graph: graph) }
}

/// Draws the label followed by the buttons, and steps on arrow and sign keys.
final class StepperNode<Label: View>: ControlNode {
    private var stepper: Stepper<Label>?
    /// What the stepper shows, read when it last updated.
    private var state = StepperState(canIncrement: false, canDecrement: false, value: nil)

    init(graph: ViewGraph) { super.init(graph: graph, viewType: Stepper<Label>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let stepper = view.value(as: Stepper<Label>.self)
        self.stepper = stepper
        readState()
        updateControl(label: ControlLabel(content: stepper.label), environment: environment)
    }

    override func reevaluate() {
        super.reevaluate()
        readState()
    }

    /// Reads the value, re-reading when an observable value behind the binding changes.
    private func readState() {
        guard let stepper else { return }
        let newState = tracking {
            var state = stepper.readState()
            state.value = stepper.formattedValue?()
            return state
        }
        if newState != state {
            // The formatted value may change width.
            if newState.value != state.value { setNeedsLayout() }
            state = newState
            setNeedsDisplay()
        }
    }

    /// A space parts the title from the value and the buttons, as in a `Toggle`; an empty label
    /// needs no gap.
    private var gap: String { contentItems.isEmpty || contentSize(.unspecified).width == 0 ? "" : " " }

    override var suffix: String {
        gap + (state.value.map { $0 + " " } ?? "") + "[−] [+]"
    }

    override func handleFocusedKey(_ press: KeyPress) -> KeyPress.Result {
        guard isFocusable, press.modifiers.subtracting(.shift).isEmpty else { return .ignored }
        switch press.key {
        case .rightArrow, "+", "=":
            step(stepper?.increment)
        case .leftArrow, "-", "_":
            step(stepper?.decrement)
        default:
            return .ignored
        }
        return .handled
    }

    private func step(_ action: (() -> Void)?) {
        guard let stepper, let action else { return }
        stepper.onEditingChanged(true)
        action()
        stepper.onEditingChanged(false)
        // A binding to something unobservable tells nobody about the write, so re-read it.
        invalidate()
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        super.draw(into: &canvas, clip: clip)
        guard isFocusable else { return }
        // A button that cannot act at a bound is dimmed, as SwiftUI dims it.
        let area = frame.intersection(clip)
        let buttonsStart = frame.maxX - 7
        if !state.canDecrement {
            canvas.modify(Rect(x: buttonsStart, y: frame.y, width: 3, height: 1).intersection(area)) { $0.foreground = .gray }
        }
        if !state.canIncrement {
            canvas.modify(Rect(x: frame.maxX - 3, y: frame.y, width: 3, height: 1).intersection(area)) { $0.foreground = .gray }
        }
    }
}
