@_spi(CursesUICore) import CursesUICore
import CNcurses
import Logging

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
    /// The mouse report behind a `KEY_MOUSE`, as `getmouse` gave it: a position and the
    /// `CNC_BUTTON*` bits.
    case mouse(x: Int32, y: Int32, buttons: UInt32)
}

/// What the terminal said about itself on the input, in answer to a query; never a key.
enum TerminalReport: Equatable, Sendable {
    /// The answer to the DECRQM query for mode 2026, synchronized output (`ESC [ ? 2026 ; Ps $ y`):
    /// `true` when the terminal knows the mode (Ps 1, set, or 2, reset), `false` when it does not
    /// (0) or cannot change it (3 and 4, permanently set or reset).
    case synchronizedOutput(supported: Bool)
}

/// Turns the raw keys of one input burst into events. It works on whole bursts because a lone
/// Escape and an Escape-prefixed (Option) key differ only in what follows in the same burst.
enum KeyDecoder {
    /// The events for `burst`; `size` is the terminal size reported for a resize key. Terminal
    /// reports in the burst are dropped.
    static func decode(_ burst: [RawKey], size: (width: Int, height: Int)) -> [TerminalEvent] {
        var reports: [TerminalReport] = []
        return decode(burst, size: size, reports: &reports)
    }

    /// The events for `burst`, and in `reports` the terminal's answers found in it, which are
    /// taken out of the input so that none of their bytes arrives as a key.
    static func decode(_ burst: [RawKey], size: (width: Int, height: Int), reports: inout [TerminalReport]) -> [TerminalEvent] {
        var events: [TerminalEvent] = []
        var index = 0
        while index < burst.count {
            let raw = burst[index]
            index += 1
            let start = index - 1
            if raw == .character(0x1B), let (mode, value) = modeReport(in: burst, at: &index) {
                if mode == 2026 { reports.append(.synchronizedOutput(supported: value == 1 || value == 2)) }
                continue
            }
            if raw == .character(0x1B),
               skipsX10MouseReport(in: burst, at: &index) || skipsControlSequence(in: burst, at: &index) {
                CursesUILog.logger.debug("dropped input: \(describe(burst[start..<index]))")
                continue
            }
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
            } else if case let .mouse(x, y, buttons) = raw {
                if let event = mouseEvent(x: x, y: y, buttons: buttons, size: size) { events.append(event) }
            } else if let press = keyPress(for: raw) {
                events.append(.key(press))
            }
        }
        return events
    }

    /// After an Escape at `index - 1`: the private mode and its state if a DECRQM answer,
    /// `[ ? Pd ; Ps $ y`, follows in full. If so, moves `index` past it.
    private static func modeReport(in burst: [RawKey], at index: inout Int) -> (mode: Int, value: Int)? {
        var position = index
        func take(_ expected: UInt8) -> Bool {
            guard position < burst.count, burst[position] == .character(UInt32(expected)) else { return false }
            position += 1
            return true
        }
        func number() -> Int? {
            var value = 0
            var digits = 0
            while position < burst.count, case .character(let scalar) = burst[position], (0x30...0x39).contains(scalar) {
                guard digits < 9 else { return nil }
                value = value * 10 + Int(scalar - 0x30)
                digits += 1
                position += 1
            }
            return digits > 0 ? value : nil
        }
        guard take(UInt8(ascii: "[")), take(UInt8(ascii: "?")), let mode = number(), take(UInt8(ascii: ";")),
              let value = number(), take(UInt8(ascii: "$")), take(UInt8(ascii: "y")) else { return nil }
        index = position
        return (mode, value)
    }

    /// After an Escape at `index - 1`: whether `[` `M` follows, the start of an X10 mouse report
    /// that ncurses left undecoded (CursesUI asks for SGR reports, so it is noise). If so, moves
    /// `index` past it and its up to three report bytes, so they never type `M` or press Space.
    private static func skipsX10MouseReport(in burst: [RawKey], at index: inout Int) -> Bool {
        guard index + 1 < burst.count, burst[index] == .character(0x5B), burst[index + 1] == .character(0x4D) else { return false }
        index += 2
        var taken = 0
        // X10 encodes the button, column and row plus 32, so report bytes are never controls.
        while taken < 3, index < burst.count, case .character(let value) = burst[index], value >= 0x20, value != 0x7F {
            index += 1
            taken += 1
        }
        return true
    }

    /// After an Escape at `index - 1`: whether an escape sequence that ncurses did not decode
    /// starts there (an unknown key, a terminal report, a string). If so, moves `index` past all of
    /// it, so that no byte of it arrives as a key:
    ///
    /// - CSI (`ESC [`): parameter and intermediate bytes up to a final byte in 0x40–0x7E;
    /// - SS3 (`ESC O`): one more byte;
    /// - OSC, DCS, APC, PM and SOS (`ESC ]`, `P`, `_`, `^`, `X`): everything up to BEL or ST (`ESC \`).
    ///
    /// A sequence cut short by the end of the burst is dropped as far as it goes; one interrupted by
    /// a control character or a function key ends there, and that key is decoded on its own.
    private static func skipsControlSequence(in burst: [RawKey], at index: inout Int) -> Bool {
        guard index < burst.count, case .character(let introducer) = burst[index] else { return false }
        func character(at position: Int) -> UInt32? {
            guard position < burst.count, case .character(let value) = burst[position] else { return nil }
            return value
        }
        switch introducer {
        case 0x5B: // CSI
            index += 1
            while let value = character(at: index), (0x20...0x7E).contains(value) {
                index += 1
                if value >= 0x40 { break }
            }
            return true
        case 0x4F: // SS3
            index += 1
            if let value = character(at: index), (0x20...0x7E).contains(value) { index += 1 }
            return true
        case 0x5D, 0x50, 0x5F, 0x5E, 0x58: // OSC, DCS, APC, PM, SOS
            index += 1
            while let value = character(at: index) {
                if value == 0x07 { index += 1; break }
                if value == 0x1B {
                    // ST ends the string; any other Escape starts something new.
                    if character(at: index + 1) == 0x5C { index += 2 }
                    break
                }
                index += 1
            }
            return true
        default:
            return false
        }
    }

    /// Raw keys as text for the log: printable ASCII as is, everything else in hex.
    private static func describe(_ keys: ArraySlice<RawKey>) -> String {
        keys.map { key in
            guard case .character(let value) = key else { return "<\(key)>" }
            return (0x21...0x7E).contains(value) ? String(UnicodeScalar(UInt8(value))) : "<\(String(value, radix: 16))>"
        }.joined()
    }

    /// The key press for one raw key, or `nil` for keys CursesUI does not report.
    static func keyPress(for raw: RawKey) -> KeyPress? {
        switch raw {
        case .character(let value): return keyPress(forCharacter: value)
        case .code(let code): return keyPress(forCode: code)
        case .mouse: return nil
        }
    }

    /// The event for a mouse report, or `nil` for one CursesUI does not use (a press) or that
    /// makes no sense (off the screen, wheel up and down at once).
    ///
    /// A click is the button's release, as in most GUIs: when a press and its release arrive in
    /// one read, ncurses reports only the release, so the release is the one report every click has.
    static func mouseEvent(x: Int32, y: Int32, buttons: UInt32, size: (width: Int, height: Int)) -> TerminalEvent? {
        guard x >= 0, y >= 0, Int(x) < size.width, Int(y) < size.height else { return nil }
        let press = buttons & (CNC_BUTTON1_RELEASED | CNC_BUTTON1_CLICKED) != 0
        let wheelUp = buttons & CNC_BUTTON4_PRESSED != 0
        let wheelDown = buttons & CNC_BUTTON5_PRESSED != 0
        let kind: MouseEventKind
        switch (press, wheelUp, wheelDown) {
        case (true, false, false): kind = .click
        case (false, true, false): kind = .scrollUp
        case (false, false, true): kind = .scrollDown
        default: return nil
        }
        return .mouse(x: Int(x), y: Int(y), kind: kind)
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
