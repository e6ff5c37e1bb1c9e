/// Handles keys while focus is inside its content (or when nothing has focus).
struct KeyPressView<Content: View>: View, PrimitiveView {
    let keys: Set<KeyEquivalent>?
    let action: (KeyPress) -> KeyPress.Result
    let content: Content
    typealias Body = Never

    func makeNode(in graph: ViewGraph) -> Node { KeyPressNode<Content>(graph: graph) }
}

final class KeyPressNode<Content: View>: PassthroughNode {
    private var keys: Set<KeyEquivalent>?
    private var action: ((KeyPress) -> KeyPress.Result)?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: KeyPressView<Content>.self) }

    override func update(with view: Any, environment: EnvironmentValues) {
        self.environment = environment
        let newView = view as! KeyPressView<Content>
        keys = newView.keys
        action = newView.action
        updateContent(newView.content)
    }

    override func handleKeyPress(_ press: KeyPress) -> KeyPress.Result {
        guard let action else { return .ignored }
        if let keys, !keys.contains(press.key) { return .ignored }
        return action(press)
    }
}

extension View {
    /// Runs `action` when `key` is pressed while focus is inside this view, as in SwiftUI.
    /// Returning `.ignored` lets the key go on to handlers further out.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        KeyPressView(keys: [key], action: { _ in action() }, content: self)
    }

    /// Runs `action` with the key press when `key` is pressed while focus is inside this view.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPressView(keys: [key], action: action, content: self)
    }

    /// Runs `action` for any of `keys`.
    public func onKeyPress(keys: Set<KeyEquivalent>, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPressView(keys: keys, action: action, content: self)
    }

    /// Runs `action` for every key press that reaches this view.
    public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        KeyPressView(keys: nil, action: action, content: self)
    }
}
