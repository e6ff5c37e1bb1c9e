@_spi(CursesUICore) import CursesUICore
private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls here hide their labels; see `labelsHidden()`.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls in this view, as in SwiftUI: a toggle shows only its
    /// check box, switch or button (a custom style's `configuration.label` shows nothing), a
    /// picker only its options, a stepper its buttons, a slider its track, a date picker its
    /// fields, `LabeledContent` its content. A text field's title is its placeholder, not a
    /// label, so it stays.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}

/// A control's label: the label itself, or nothing under `labelsHidden()`.
struct ControlLabel<Content: View>: View, PrimitiveView {
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { ControlLabelNode<Content>(graph: graph) }
}

/// Shows the label or nothing, following `labelsHidden` as the environment changes;
/// transparent, so the label takes its place in the control as if written there.
final class ControlLabelNode<Content: View>: PassthroughNode {
    private var content: Content?
    private var isHidden = false

    init(graph: ViewGraph) { super.init(graph: graph, viewType: ControlLabel<Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        content = view.value(as: ControlLabel<Content>.self).content
        show()
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        guard newEnvironment.labelsHidden != isHidden else { return super.environmentDidChange(newEnvironment) }
        environment = newEnvironment
        show()
    }

    private func show() {
        isHidden = environment.labelsHidden
        if isHidden {
            updateContent(EmptyView())
        } else if let content {
            updateContent(content)
        }
    }
}
