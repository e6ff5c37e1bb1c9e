/// A node that takes pasted text while it has focus, such as a text field.
///
/// A paste reaches only the focused node, and only if it accepts pastes: pasted text is never
/// turned into key presses, so a pasted `q` or Ctrl-C cannot trigger a shortcut or quit the app.
@MainActor
package protocol PasteAcceptingNode: Node {
    /// Inserts `text` as if typed, control characters aside; returns whether the node took it.
    func paste(_ text: String) -> Bool
}

extension ViewGraph {
    /// Hands pasted text to the focused node if it accepts pastes; otherwise the paste is dropped.
    package func handlePaste(_ text: String) {
        processUpdates()
        guard let focused = focusedNode as? PasteAcceptingNode, focused.isAttached else { return }
        if focused.paste(text) { focused.setNeedsDisplay() }
    }
}
