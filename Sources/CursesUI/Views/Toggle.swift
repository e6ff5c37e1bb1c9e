@_spi(CursesUICore) import CursesUICore
/// A control that turns a value on and off, as in SwiftUI. It is drawn `[x] Label` when on and
/// `[ ] Label` when off; Return or Space flips it while it is focused.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public typealias Body = Never
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { ToggleNode<Label>(graph: graph) }
}

/// Shows the bound value as a check box and flips it on activation.
final class ToggleNode<Label: View>: ControlNode {
    private var isOn: Binding<Bool>?
    /// The value shown, read when the toggle last updated (as SwiftUI shows it).
    private var shownValue = false

    init(graph: ViewGraph) { super.init(graph: graph, viewType: Toggle<Label>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let toggle = view.value(as: Toggle<Label>.self)
        isOn = toggle.isOn
        readValue()
        updateControl(label: toggle.label, environment: environment)
    }

    override func reevaluate() {
        super.reevaluate()
        readValue()
    }

    /// Reads the bound value, re-reading when an observable value behind the binding changes.
    private func readValue() {
        guard let isOn else { return }
        let value = tracking { isOn.wrappedValue }
        if value != shownValue {
            shownValue = value
            setNeedsDisplay()
        }
    }

    override var prefix: String { shownValue ? "[x] " : "[ ] " }
    override var suffix: String { "" }

    override func activate() {
        guard let isOn else { return }
        isOn.wrappedValue.toggle()
        // A binding to something unobservable (a class through `Binding(get:set:)`) tells
        // nobody about the write, so the toggle re-reads the value itself.
        invalidate()
    }
}
