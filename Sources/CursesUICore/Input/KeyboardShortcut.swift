/// A key combination that performs a control's action from anywhere in the window, as in SwiftUI.
///
/// Terminals have no Command key, so shortcuts default to no modifiers: `.keyboardShortcut("s")`
/// is the `s` key alone, `.keyboardShortcut("s", modifiers: .control)` is Ctrl-S.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with it.
    public var modifiers: EventModifiers

    /// A shortcut for `key` with `modifiers` (none by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the window's default action (confirm, open, OK).
    public static let defaultAction = KeyboardShortcut(.return)
    /// Escape: the window's cancel action.
    public static let cancelAction = KeyboardShortcut(.escape)

    /// Whether `press` is this shortcut. Terminals send a shifted letter as the uppercase letter
    /// without Shift, so `("n", modifiers: .shift)` matches `N`.
    package func matches(_ press: KeyPress) -> Bool {
        if press.key == key && press.modifiers == modifiers { return true }
        guard modifiers.contains(.shift), key.character.isLowercase else { return false }
        return String(press.key.character) == key.character.uppercased()
            && press.modifiers == modifiers.subtracting(.shift)
    }
}

/// Gives the controls in its content a keyboard shortcut.
package struct KeyboardShortcutView<Content: View>: View, PrimitiveView {
    package let shortcut: KeyboardShortcut
    package let content: Content
    package typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { KeyboardShortcutNode<Content>(graph: graph) }
}

/// Where a control finds its shortcut: the nearest of these above it. A class, not a protocol:
/// every key walks up from the focused control asking each ancestor, and a class cast is a few
/// comparisons where a protocol cast looks the conformance up for each class in the hierarchy.
package class KeyboardShortcutProvider: PassthroughNode {
    package fileprivate(set) var shortcut: KeyboardShortcut?

    override package init(graph: ViewGraph, viewType: Any.Type) {
        super.init(graph: graph, viewType: viewType)
        graph.input.shortcutProviders += 1
    }

    override package func willDetach() {
        graph.input.shortcutProviders -= 1
        super.willDetach()
    }
}

package final class KeyboardShortcutNode<Content: View>: KeyboardShortcutProvider {
    package init(graph: ViewGraph) { super.init(graph: graph, viewType: KeyboardShortcutView<Content>.self) }

    package override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: KeyboardShortcutView<Content>.self)
        if newView.shortcut != shortcut {
            shortcut = newView.shortcut
            // A key-help bar lists shortcuts; it lays out again.
            setNeedsLayout()
        }
        updateContent(newView.content)
    }
}

extension View {
    /// Performs this button's action when `key` is pressed with `modifiers` anywhere in the
    /// window, as in SwiftUI, unless the focused control uses the key itself (a text field
    /// takes letters, a focused button takes Return). The button must be enabled and on screen.
    /// Unlike SwiftUI, the modifiers default to none, since terminals have no Command key.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> some View {
        KeyboardShortcutView(shortcut: KeyboardShortcut(key, modifiers: modifiers), content: self)
    }

    /// Performs this button's action on `shortcut` (`.defaultAction` is Return,
    /// `.cancelAction` Escape) anywhere in the window.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        KeyboardShortcutView(shortcut: shortcut, content: self)
    }
}

extension Node {
    /// The shortcut of the nearest `keyboardShortcut` modifier above this node.
    package var keyboardShortcut: KeyboardShortcut? {
        var node = parent
        while let current = node {
            if let provider = current as? KeyboardShortcutProvider { return provider.shortcut }
            node = current.parent
        }
        return nil
    }
}
