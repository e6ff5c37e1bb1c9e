/// A node that acts when it gains or loses focus, however focus moved (Tab, a click, a focus
/// state, or the first focus of a screen): a list selects its first row, a formatted text field
/// commits its edit.
@MainActor
package protocol FocusAwareNode: Node {
    /// Called after the node became the focused control; may run during a layout pass, so state
    /// writes go through `ViewGraph.enqueueEffect`.
    func didBecomeFocused()
    /// Called after focus left the node; may run during a layout pass, as `didBecomeFocused` may.
    func didResignFocus()
}

extension FocusAwareNode {
    package func didBecomeFocused() {}
    package func didResignFocus() {}
}
