@_spi(CursesUICore) import CursesUICore
/// Runs an action when a value it watches changes between updates.
struct ChangeView<Content: View, Value: Equatable>: View, PrimitiveView {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { ChangeNode<Content, Value>(graph: graph) }
}

final class ChangeNode<Content: View, Value: Equatable>: PassthroughNode {
    private var value: Value?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: ChangeView<Content, Value>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: ChangeView<Content, Value>.self)
        let newValue = newView.value
        let action = newView.action
        if let oldValue = value {
            if oldValue != newValue {
                graph.enqueueEffect { action(oldValue, newValue) }
            }
        } else if newView.initial {
            graph.enqueueEffect { action(newValue, newValue) }
        }
        value = newValue
        updateContent(newView.content)
    }
}

extension View {
    /// Runs `action` with the old and new value when `value` changes, as in SwiftUI; with
    /// `initial`, also once when the view appears. Use it to react to an environment value.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        ChangeView(value: value, initial: initial, action: action, content: self)
    }

    /// Runs `action` when `value` changes; with `initial`, also once when the view appears.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        ChangeView(value: value, initial: initial, action: { _, _ in action() }, content: self)
    }
}
