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

/// Shows the bound value in the toggle's style (a check box by default, or a custom style's
/// body) and flips it on activation.
final class ToggleNode<Label: View>: ControlNode {
    private var isOn: Binding<Bool>?
    private var label: Label?
    /// The value shown, read when the toggle last updated (as SwiftUI shows it).
    private var shownValue = false
    private var style = ResolvedToggleStyle.automatic
    /// The label as a custom style's body shows it.
    private let labelSource = TypedForwardedContent<ControlLabel<Label>>()
    /// The environment from the parent.
    private var inherited = EnvironmentValues()

    init(graph: ViewGraph) { super.init(graph: graph, viewType: Toggle<Label>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let toggle = view.value(as: Toggle<Label>.self)
        isOn = toggle.isOn
        label = toggle.label
        readValue()
        updateToggle(in: environment)
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        guard !newEnvironment.isIdentical(to: inherited) else { return }
        setNeedsDisplay()
        updateToggle(in: newEnvironment)
    }

    override func reevaluate() {
        super.reevaluate()
        // A custom style's body shows the value: it is made again when the value changed.
        if readValue(), style.makeBody != nil { updateToggle(in: inherited) }
    }

    /// Shows the label in the style the environment sets.
    private func updateToggle(in environment: EnvironmentValues) {
        inherited = environment
        let newStyle = environment.resolvedToggleStyle
        if newStyle.look != style.look || (newStyle.makeBody == nil) != (style.makeBody == nil) { setNeedsLayout() }
        style = newStyle
        guard let label, let isOn else { return }
        guard let makeBody = style.makeBody else {
            if environment.labelsHidden {
                updateControl(label: EmptyView(), environment: environment)
            } else {
                updateControl(label: label, environment: environment)
            }
            return
        }
        labelSource.set(ControlLabel(content: label))
        updateControl(label: makeBody(labelSource, isOn, shownValue), environment: environment,
                      contentEnvironment: environment.forControlStyleBody())
        labelSource.flush()
    }

    /// Reads the bound value, re-reading when an observable value behind the binding changes;
    /// returns whether it changed.
    @discardableResult
    private func readValue() -> Bool {
        guard let isOn else { return false }
        let value = tracking { isOn.wrappedValue }
        guard value != shownValue else { return false }
        shownValue = value
        setNeedsDisplay()
        return true
    }

    /// The switch drawn after the label, at the trailing edge.
    private var switchGlyphs: String { shownValue ? "[━●]" : "[○━]" }

    override var prefix: String {
        guard style.makeBody == nil else { return "" }
        switch style.look {
        case .checkbox: return shownValue ? "[x] " : "[ ] "
        case .button: return "[ "
        case .switch: return ""
        }
    }

    override var suffix: String {
        guard style.makeBody == nil else { return "" }
        switch style.look {
        case .checkbox: return ""
        case .button: return " ]"
        case .switch: return " " + switchGlyphs
        }
    }

    /// A switch takes the width it is offered, as SwiftUI's does, so it sits at the trailing edge.
    override func computeSize(_ proposal: ProposedSize) -> Size {
        let size = super.computeSize(proposal)
        guard style.makeBody == nil, style.look == .switch, let width = proposal.width else { return size }
        return Size(width: max(size.width, width), height: size.height)
    }

    /// The label stays at the leading edge of a switch that took more width than it needs.
    override func placeChildren(in rect: Rect) {
        guard style.makeBody == nil, style.look == .switch else { return super.placeChildren(in: rect) }
        let available = max(0, rect.width - DisplayWidth.width(of: suffix))
        let label = contentSize(ProposedSize(width: available, height: rect.height))
        placeContent(in: Rect(x: rect.x, y: rect.y, width: min(label.width, available), height: rect.height))
    }

    override func drawStyle(into canvas: inout Canvas, area: Rect) {
        guard isEnabled, style.makeBody == nil else { return }
        switch style.look {
        case .switch:
            // The knob: green when on, gray when off.
            let knob = Rect(x: frame.maxX - (shownValue ? 2 : 3), y: frame.y, width: 1, height: 1)
            canvas.modify(knob.intersection(area)) { $0.foreground = shownValue ? .green : .gray }
        case .button where shownValue:
            canvas.modify(area) {
                $0.background = .blue
                $0.foreground = .white
                $0.isBold = true
            }
        case .checkbox, .button:
            break
        }
    }

    override func activate() {
        guard let isOn else { return }
        isOn.wrappedValue.toggle()
        // A binding to something unobservable (a class through `Binding(get:set:)`) tells
        // nobody about the write, so the toggle re-reads the value itself.
        invalidate()
    }
}

extension ToggleNode: ControlKeyHelpProvider {
    /// Space flips the toggle (Return does too).
    var controlKeyHelp: [KeyHelpEntry] { [KeyHelpEntry(shortcut: KeyboardShortcut(.space, modifiers: []), text: "toggle")] }
}
