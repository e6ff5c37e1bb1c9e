/// A view bound to a focus state, as the graph sees it.
@MainActor
package protocol FocusBindingNode: Node {
    /// The focus state's storage; `nil` for a binding made before its view was in a graph.
    var focusStorage: (any FocusStateStorage)? { get }
    /// Whether the state currently asks for focus here.
    var isRequested: Bool { get }
    /// Records in the state that focus is inside this view.
    func publishFocused()
}
