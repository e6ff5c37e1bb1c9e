/// A key press delivered to an `onKeyPress` action, as in SwiftUI.
public struct KeyPress: Sendable, CustomStringConvertible {
    /// Whether the key went down, repeats, or went up. Terminals report only presses, so every
    /// event is `.down`.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Creates a set from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key repeats while held.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key went up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What an `onKeyPress` action did with a key.
    public enum Result: Sendable, Equatable {
        /// The action consumed the key; nobody else sees it.
        case handled
        /// The action did not use the key; it goes on to the next handler.
        case ignored
    }

    /// The key.
    public var key: KeyEquivalent
    /// The characters the key types (`""` for special keys).
    public var characters: String
    /// The modifiers held with it.
    public var modifiers: EventModifiers
    /// The phase; always `.down` in a terminal.
    public var phase: Phases

    /// A key press.
    public init(key: KeyEquivalent, modifiers: EventModifiers = [], phase: Phases = .down) {
        self.key = key
        self.modifiers = modifiers
        self.phase = phase
        let scalar = key.character.unicodeScalars.first!.value
        self.characters = (0xF700...0xF8FF).contains(scalar) ? "" : String(key.character)
    }

    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.option) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        parts.append(key.description)
        return parts.joined(separator: "+")
    }
}
