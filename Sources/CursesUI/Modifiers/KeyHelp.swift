@_spi(CursesUICore) import CursesUICore
/// One entry of a key-help bar: a key and what it does.
struct KeyHelpEntry: Equatable {
    let shortcut: KeyboardShortcut
    let text: String
    /// Shown instead of the shortcut's name, for an entry that stands for several keys (`←→`).
    var keyLabel: String? = nil

    /// The key as people read it: `Return`, `Tab`, `↑`, `Ctrl-S`, `q`. A letter with a
    /// modifier is written in capitals, as menus and manuals write it.
    var keyName: String {
        if let keyLabel { return keyLabel }
        var name = ""
        if shortcut.modifiers.contains(.control) { name += "Ctrl-" }
        if shortcut.modifiers.contains(.option) { name += "Alt-" }
        if shortcut.modifiers.contains(.command) { name += "Cmd-" }
        if shortcut.modifiers.contains(.shift) { name += "Shift-" }
        switch shortcut.key {
        case .return: name += "Return"
        case .escape: name += "Esc"
        case .tab: name += "Tab"
        case .space: name += "Space"
        case .delete: name += "Backspace"
        case .deleteForward: name += "Del"
        case .upArrow: name += "↑"
        case .downArrow: name += "↓"
        case .leftArrow: name += "←"
        case .rightArrow: name += "→"
        case .home: name += "Home"
        case .end: name += "End"
        case .pageUp: name += "PgUp"
        case .pageDown: name += "PgDn"
        case .clear: name += "Clear"
        default: name += shortcut.modifiers.isEmpty ? String(shortcut.key.character) : shortcut.key.character.uppercased()
        }
        return name
    }
}

/// Declares a key-help entry on its content.
struct KeyHelpView<Content: View>: View, PrimitiveView {
    let entry: KeyHelpEntry
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { KeyHelpNode<Content>(graph: graph) }
}

/// A node that declares a key-help entry, as `KeyHelpBar` finds it.
@MainActor
protocol KeyHelpProvider: Node {
    var keyHelpEntry: KeyHelpEntry? { get }
}

/// A control that documents its own keys while it has focus (`Space toggle`). They come first
/// in the bar; a `keyHelp(_:key:)` around the control for the same key replaces its text.
@MainActor
protocol ControlKeyHelpProvider: Node {
    var controlKeyHelp: [KeyHelpEntry] { get }
}

final class KeyHelpNode<Content: View>: PassthroughNode, KeyHelpProvider {
    private(set) var keyHelpEntry: KeyHelpEntry?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: KeyHelpView<Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: KeyHelpView<Content>.self)
        if newView.entry != keyHelpEntry {
            keyHelpEntry = newView.entry
            setNeedsLayout()
        }
        updateContent(newView.content)
    }
}

extension View {
    /// Declares what `key` does while focus is inside this view, for a `KeyHelpBar` to show
    /// (`.keyHelp("open", key: .return)` shows `Return open`). It only documents the key; handle
    /// it with `onKeyPress` or a button's `keyboardShortcut`.
    public func keyHelp(_ text: String, key: KeyEquivalent, modifiers: EventModifiers = []) -> some View {
        KeyHelpView(entry: KeyHelpEntry(shortcut: KeyboardShortcut(key, modifiers: modifiers), text: text), content: self)
    }
}
