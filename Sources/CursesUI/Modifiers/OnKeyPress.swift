@_spi(CursesUICore) import CursesUICore
/// Which key presses an `onKeyPress` handler wants.
enum KeyPressFilter {
    /// This key: no `Set`, whose first use for a key type would search the executable's
    /// conformance records (`KeyEquivalent: Hashable`) before the first frame.
    case key(KeyEquivalent)
    /// Any of these keys.
    case keys(Set<KeyEquivalent>)
    /// Keys that type only characters this predicate accepts.
    case characters((Unicode.Scalar) -> Bool)
    /// Every key.
    case any

    func matches(_ press: KeyPress) -> Bool {
        switch self {
        case .key(let key):
            return press.key == key
        case .keys(let keys):
            return keys.contains(press.key)
        case .characters(let set):
            // Control and Option chords run commands; they do not type their characters.
            guard press.modifiers.isDisjoint(with: [.control, .option, .command]), !press.characters.isEmpty else { return false }
            return press.characters.unicodeScalars.allSatisfy(set)
        case .any:
            return true
        }
    }
}

/// Handles keys while focus is inside its content (or when nothing has focus).
struct KeyPressView<Content: View>: View, PrimitiveView {
    let filter: KeyPressFilter
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { KeyPressNode<Content>(graph: graph) }
}

final class KeyPressNode<Content: View>: PassthroughNode {
    private var filter = KeyPressFilter.any
    private var phases: KeyPress.Phases = []
    private var action: ((KeyPress) -> KeyPress.Result)?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: KeyPressView<Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: KeyPressView<Content>.self)
        filter = newView.filter
        phases = newView.phases
        action = newView.action
        updateContent(newView.content)
    }

    override func handleKeyPress(_ press: KeyPress) -> KeyPress.Result {
        guard let action, phases.contains(press.phase), filter.matches(press) else { return .ignored }
        return action(press)
    }
}

extension View {
    /// Runs `action` when `key` is pressed while focus is inside this view, as in SwiftUI.
    /// Returning `.ignored` lets the key go on to handlers further out.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        KeyPressView(filter: .key(key), phases: [.down, .repeat], action: { _ in action() }, content: self)
    }

    /// Runs `action` with the key press when `key` is pressed in one of `phases` while focus is
    /// inside this view. Terminals report only `.down`, so a handler without it never runs.
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressView(filter: .key(key), phases: phases, action: action, content: self)
    }

    /// Runs `action` for any of `keys` pressed in one of `phases`.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressView(filter: .keys(keys), phases: phases, action: action, content: self)
    }

    /// Runs `action` for keys that type characters in `characters` (`.letters`,
    /// `.decimalDigits`, `.init(charactersIn: "+-")`), pressed in one of `phases`.
    /// Special keys and Control or Option chords type no characters, so they never match.
    public func onKeyPress(
        characters: KeyCharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressView(filter: .characters(characters.contains), phases: phases, action: action, content: self)
    }

    /// Runs `action` for keys that type characters in `characters`, any set of Unicode scalars:
    /// Foundation's `CharacterSet` (`CharacterSet(charactersIn: "+-")`) or a `Set<Unicode.Scalar>`.
    public func onKeyPress<Characters: SetAlgebra>(
        characters: Characters, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View where Characters.Element == Unicode.Scalar {
        KeyPressView(filter: .characters(characters.contains), phases: phases, action: action, content: self)
    }

    /// Runs `action` for every key press in one of `phases` that reaches this view.
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressView(filter: .any, phases: phases, action: action, content: self)
    }
}
