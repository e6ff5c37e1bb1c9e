@_spi(CursesUICore) import CursesUICore
/// Binds a focus state to its content: the state takes `value` while focus is inside the
/// content, and setting the state to `value` moves focus there.
struct FocusedView<Value: Hashable, Content: View>: View, PrimitiveView {
    let binding: FocusState<Value>.Binding
    let value: Value
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { FocusedNode<Value, Content>(graph: graph) }
}

final class FocusedNode<Value: Hashable, Content: View>: PassthroughNode, FocusBindingNode {
    private var box: FocusStateBox<Value>?
    private var value: Value?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: FocusedView<Value, Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let focused = view.value(as: FocusedView<Value, Content>.self)
        if box !== focused.binding.box || value != focused.value {
            box = focused.binding.box
            value = focused.value
            // Focus may already be inside: the next layout publishes it to the new state.
            setNeedsLayout()
        }
        graph.input.register(self)
        updateContent(focused.content)
    }

    override func willDetach() {
        graph.input.unregister(self)
    }

    var focusStorage: (any FocusStateStorage)? { box }

    var isRequested: Bool {
        guard let box, let value else { return false }
        return !box.isUnfocused && box.current == value
    }

    func publishFocused() {
        guard let box, let value else { return }
        box.publish(value)
    }
}

extension View {
    /// Binds a Boolean focus state to this view, as in SwiftUI: it is `true` while focus is on
    /// this view or a control inside it, and setting it `true` focuses the first control inside
    /// (setting it `false` takes focus away).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        FocusedView(binding: condition, value: true, content: self)
    }

    /// Binds a focus state to this view for one value, as in SwiftUI: the state is `value` while
    /// focus is on this view or a control inside it, and setting it to `value` focuses the
    /// first control inside (setting it `nil` takes focus away).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        FocusedView(binding: binding, value: value, content: self)
    }
}
