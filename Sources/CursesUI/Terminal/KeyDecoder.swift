import CNcurses

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One unit that ncurses' `wget_wch` returns: a character or a function-key code.
enum RawKey: Equatable, Sendable {
    /// A Unicode scalar value (control characters included).
    case character(UInt32)
    /// An ncurses `KEY_*` code.
    case code(Int32)
}

/// Turns the raw keys of one input burst into events. It works on whole bursts because a lone
/// Escape and an Escape-prefixed (Option) key differ only in what follows in the same burst.
enum KeyDecoder {
    /// The events for `burst`; `size` is the terminal size reported for a resize key.
    static func decode(_ burst: [RawKey], size: (width: Int, height: Int)) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        var index = 0
        while index < burst.count {
            let raw = burst[index]
            index += 1
            if raw == .character(0x1B) {
                // Escape then another key in the same burst is how terminals send Option (Alt).
                if index < burst.count, burst[index] != .character(0x1B),
                   var press = keyPress(for: burst[index]) {
                    index += 1
                    press.modifiers.insert(.option)
                    events.append(.key(press))
                } else {
                    events.append(.key(KeyPress(key: .escape)))
                }
                continue
            }
            if raw == .character(0x03) {
                // Raw mode turns Ctrl-C into a byte instead of SIGINT; it still means "quit".
                events.append(.terminate(signal: SIGINT))
            } else if raw == .code(Int32(CNC_KEY_RESIZE)) {
                events.append(.resize(width: size.width, height: size.height))
            } else if let press = keyPress(for: raw) {
                events.append(.key(press))
            }
        }
        return events
    }

    /// The key press for one raw key, or `nil` for keys CursesUI does not report.
    static func keyPress(for raw: RawKey) -> KeyPress? {
        switch raw {
        case .character(let value): return keyPress(forCharacter: value)
        case .code(let code): return keyPress(forCode: code)
        }
    }

    private static func keyPress(forCharacter value: UInt32) -> KeyPress? {
        switch value {
        case 0x09: return KeyPress(key: .tab)
        case 0x0D: return KeyPress(key: .return)
        case 0x08, 0x7F: return KeyPress(key: .delete)
        case 0x1B: return KeyPress(key: .escape)
        case 0x00: return KeyPress(key: .space, modifiers: .control)
        case 0x01...0x1A:
            // Ctrl-A is 0x01: report the letter with Control, as SwiftUI does.
            return KeyPress(key: KeyEquivalent(Character(Unicode.Scalar(value + 0x60)!)), modifiers: .control)
        case 0x1C...0x1F:
            let symbol: Character = ["\\", "]", "^", "_"][Int(value - 0x1C)]
            return KeyPress(key: KeyEquivalent(symbol), modifiers: .control)
        case 0x80...0x9F:
            return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return KeyPress(key: KeyEquivalent(Character(scalar)))
        }
    }

    private static func keyPress(forCode code: Int32) -> KeyPress? {
        switch code {
        case Int32(CNC_KEY_UP): return KeyPress(key: .upArrow)
        case Int32(CNC_KEY_DOWN): return KeyPress(key: .downArrow)
        case Int32(CNC_KEY_LEFT): return KeyPress(key: .leftArrow)
        case Int32(CNC_KEY_RIGHT): return KeyPress(key: .rightArrow)
        case Int32(CNC_KEY_HOME): return KeyPress(key: .home)
        case Int32(CNC_KEY_END): return KeyPress(key: .end)
        case Int32(CNC_KEY_PPAGE): return KeyPress(key: .pageUp)
        case Int32(CNC_KEY_NPAGE): return KeyPress(key: .pageDown)
        case Int32(CNC_KEY_BTAB): return KeyPress(key: .tab, modifiers: .shift)
        case Int32(CNC_KEY_BACKSPACE): return KeyPress(key: .delete)
        case Int32(CNC_KEY_DC): return KeyPress(key: .deleteForward)
        case Int32(CNC_KEY_ENTER): return KeyPress(key: .return)
        default: return nil
        }
    }
}
