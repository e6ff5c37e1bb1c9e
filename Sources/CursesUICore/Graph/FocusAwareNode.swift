/// A node that acts when it gains focus, however focus came to it (Tab, a click, a focus state,
/// or the first focus of a screen): a list selects its first row.
@MainActor
package protocol FocusAwareNode: Node {
    /// Called after the node became the focused control; may run during a layout pass, so state
    /// writes go through `ViewGraph.enqueueEffect`.
    func didBecomeFocused()
}
