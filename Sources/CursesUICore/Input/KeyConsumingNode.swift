/// A control that takes some keys for itself while focused (a text field types letters), so the
/// key-help bar leaves out what the views around it declare for those keys.
@MainActor
package protocol KeyConsumingNode: Node {
    /// Whether the control handles `shortcut` itself while it has focus.
    func consumes(_ shortcut: KeyboardShortcut) -> Bool
}
