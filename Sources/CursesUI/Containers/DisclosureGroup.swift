@_spi(CursesUICore) import CursesUICore
/// A label that shows or hides its content, as in SwiftUI: `▸ Title` collapsed, `▾ Title`
/// expanded with the content indented below it.
///
/// The label is a focus stop: Return, Space or a click toggles it, → expands and ← collapses.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false

    /// A disclosure group that keeps its own expansion state, starting collapsed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = nil
    }

    /// A disclosure group whose expansion is `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    private var expanded: Binding<Bool> { isExpanded ?? $ownExpanded }

    /// The toggle, then the content two cells in while expanded.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            DisclosureToggle(isExpanded: expanded, label: label)
            if expanded.wrappedValue {
                HStack(spacing: 0) {
                    Text("  ")
                    VStack(alignment: .leading, spacing: 0) { content }
                }
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group with a text label.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A disclosure group with a text label whose expansion is `isExpanded`.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// The `▸`/`▾` control of a disclosure group or an outline row.
struct DisclosureToggle<Label: View>: View, PrimitiveView {
    let isExpanded: Binding<Bool>
    let label: Label
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { DisclosureToggleNode<Label>(graph: graph) }
}

final class DisclosureToggleNode<Label: View>: ControlNode, KeyHelpProvider {
    private var isExpanded: Binding<Bool>?
    private var expanded = false

    init(graph: ViewGraph) { super.init(graph: graph, viewType: DisclosureToggle<Label>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let toggle = view.value(as: DisclosureToggle<Label>.self)
        isExpanded = toggle.isExpanded
        readExpanded()
        updateControl(label: toggle.label, environment: environment)
    }

    override func reevaluate() {
        super.reevaluate()
        readExpanded()
    }

    private func readExpanded() {
        guard let isExpanded else { return }
        let value = tracking { isExpanded.wrappedValue }
        if value != expanded {
            expanded = value
            setNeedsDisplay()
        }
    }

    override var prefix: String { expanded ? "▾ " : "▸ " }

    override func activate() { set(!expanded) }

    private func set(_ value: Bool) {
        guard let isExpanded, value != expanded else { return }
        expanded = value
        isExpanded.wrappedValue = value
        setNeedsDisplay()
        // A binding to something unobservable tells nobody about the write.
        invalidate()
        graph.requestFrame()
    }

    override func handleFocusedKey(_ press: KeyPress) -> KeyPress.Result {
        guard press.modifiers.isEmpty else { return .ignored }
        switch press.key {
        case .rightArrow where !expanded: set(true)
        case .leftArrow where expanded: set(false)
        default: return super.handleFocusedKey(press)
        }
        return .handled
    }

    var keyHelpEntry: KeyHelpEntry? {
        KeyHelpEntry(shortcut: KeyboardShortcut(.space), text: expanded ? "collapse" : "expand")
    }
}
