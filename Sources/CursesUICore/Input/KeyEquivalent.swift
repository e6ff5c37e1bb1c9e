/// A key on the keyboard, as in SwiftUI: a character, or one of the named special keys.
///
/// Special keys use the same private-use characters as SwiftUI, so `KeyEquivalent.upArrow.character`
/// matches SwiftUI's value.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
    /// The character that identifies the key.
    public var character: Character

    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }

    /// The key that types the literal character.
    public init(extendedGraphemeClusterLiteral value: Character) { self.character = value }

    /// Return (Enter).
    public static let `return` = KeyEquivalent("\r")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// Tab; with `.shift`, Shift-Tab.
    public static let tab = KeyEquivalent("\t")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Backspace (the key that deletes backwards).
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// The up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")

    public var description: String {
        switch self {
        case .return: return "return"
        case .space: return "space"
        case .tab: return "tab"
        case .escape: return "escape"
        case .delete: return "delete"
        case .deleteForward: return "deleteForward"
        case .upArrow: return "upArrow"
        case .downArrow: return "downArrow"
        case .leftArrow: return "leftArrow"
        case .rightArrow: return "rightArrow"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pageUp"
        case .pageDown: return "pageDown"
        case .clear: return "clear"
        default: return String(character)
        }
    }
}

/// Modifier keys held with a key press.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option (Alt, or Meta; terminals send it as an Escape prefix).
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command; terminals never report it, so it appears only in tests.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// Every modifier.
    public static let all: EventModifiers = [.shift, .control, .option, .command]
}
