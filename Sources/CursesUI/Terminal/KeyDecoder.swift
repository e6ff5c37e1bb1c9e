// The fuzz target (Fuzz/) compiles this file with the input types as one module, without the core.
#if canImport(CursesUICore)
@_spi(CursesUICore) import CursesUICore
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the terminal said about itself on the input, in answer to a query; never a key.
enum TerminalReport: Equatable, Sendable {
    /// The answer to the DECRQM query for mode 2026, synchronized output (`ESC [ ? 2026 ; Ps $ y`):
    /// `true` when the terminal knows the mode (Ps 1, set, or 2, reset), `false` when it does not
    /// (0) or cannot change it (3 and 4, permanently set or reset).
    case synchronizedOutput(supported: Bool)
}

/// Turns the bytes read from the terminal into events: UTF-8 text, control keys, the escape
/// sequences of special keys in both cursor-key modes, SGR and X10 mouse reports, bracketed
/// pastes and the terminal's answers to queries.
///
/// It keeps state between reads, because a read may end inside a sequence. A sequence cut off by
/// the end of a read waits in `pending` for the rest; when no more input comes the caller calls
/// `flush` after a short delay (25 ms, ncurses' `ESCDELAY`), which decodes it as far as it goes:
/// a lone Escape is the Escape key, any other cut-off sequence is dropped. Nothing here ever
/// waits for input, so a truncated sequence can never block the app.
///
/// Bad input loses nothing that follows it: an invalid UTF-8 byte is dropped on its own (the
/// longest invalid prefix, as Unicode recommends) and decoding goes on at the next byte; a
/// sequence interrupted by a control character ends there and the control is decoded as a key.
struct KeyDecoder {
    /// A sequence cut off by the end of the last read, waiting for the rest.
    private(set) var pending: [UInt8] = []
    /// The bytes of a bracketed paste in progress, or `nil` outside one.
    private var pasted: [UInt8]?
    /// Pasted bytes collected before they are delivered even though the paste goes on, so that an
    /// endless paste cannot take all memory.
    static let pasteChunkLimit = 4 << 20
    /// The longest escape sequence kept waiting for its end; longer ones are dropped.
    static let sequenceLimit = 4096

    /// Whether a cut-off sequence waits for more input (the caller flushes it after a delay).
    var isWaiting: Bool { !pending.isEmpty }
    /// Whether a bracketed paste has started and not ended yet.
    var isPasting: Bool { pasted != nil }

    /// The events for `bytes`, the next read; the terminal's reports among them go to `reports`.
    mutating func decode(_ bytes: some Collection<UInt8>, size: (width: Int, height: Int),
                         reports: inout [TerminalReport]) -> [TerminalEvent] {
        var input = pending
        input.append(contentsOf: bytes)
        pending = []
        return decode(input[...], atEnd: false, size: size, reports: &reports)
    }

    /// The events for `bytes`, the next read, decoded where they are when nothing was pending (the
    /// usual read: a key or a burst of whole sequences), without copying them first.
    mutating func decode(_ bytes: ArraySlice<UInt8>, size: (width: Int, height: Int),
                         reports: inout [TerminalReport]) -> [TerminalEvent] {
        guard pending.isEmpty, bytes.startIndex == 0 else {
            return decode(Array(bytes), size: size, reports: &reports)
        }
        // One typed ASCII character, the most frequent read of all, is its key: no token to cut
        // out. (Escape may start a sequence and Ctrl-C ends the app: they take the general way.)
        if bytes.count == 1, pasted == nil, bytes[0] < 0x80, bytes[0] != 0x1B, bytes[0] != 0x03,
           let press = Self.keyPress(forCharacter: UInt32(bytes[0])) {
            return [.key(press)]
        }
        return decode(bytes, atEnd: false, size: size, reports: &reports)
    }

    /// The events for what waits after no more input came: a cut-off sequence is decoded as far as
    /// it goes, and a paste in progress is delivered and ended.
    mutating func flush(size: (width: Int, height: Int), reports: inout [TerminalReport]) -> [TerminalEvent] {
        let input = pending
        pending = []
        var events = decode(input[...], atEnd: true, size: size, reports: &reports)
        if let pasted {
            if !pasted.isEmpty { events.append(.paste(Self.text(pasted))) }
            self.pasted = nil
        }
        return events
    }

    /// The events for one read without a reader behind it: `bytes` is all there is.
    static func decode(_ bytes: [UInt8], size: (width: Int, height: Int)) -> [TerminalEvent] {
        var decoder = KeyDecoder()
        var reports: [TerminalReport] = []
        return decoder.decode(bytes, size: size, reports: &reports) + decoder.flush(size: size, reports: &reports)
    }

    // MARK: Decoding

    /// One decoded unit of input and how many bytes it took.
    private enum Token {
        case event(TerminalEvent)
        case report(TerminalReport)
        case pasteStart
        case nothing
    }

    /// Decodes `input`, whose indices start at 0 (as do those of every slice the decoding
    /// functions below are given: they index from 0 to `count`).
    private mutating func decode(_ input: ArraySlice<UInt8>, atEnd: Bool, size: (width: Int, height: Int),
                                 reports: inout [TerminalReport]) -> [TerminalEvent] {
        assert(input.startIndex == 0, "the decoder indexes its input from 0")
        var events: [TerminalEvent] = []
        var index = 0
        while index < input.count {
            if pasted != nil {
                index = takePaste(input, from: index, atEnd: atEnd, events: &events)
                continue
            }
            guard let (length, token) = Self.token(in: input, at: index, atEnd: atEnd, size: size) else {
                pending = Array(input[index...])
                break
            }
            index += length
            switch token {
            case .event(let event): events.append(event)
            case .report(let report): reports.append(report)
            case .pasteStart: pasted = []
            case .nothing: break
            }
        }
        return events
    }

    /// The end of a bracketed paste, `ESC [ 2 0 1 ~`.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Adds the pasted bytes from `start` on to the paste, up to its end marker (then delivers it)
    /// or the end of `input` (a marker cut off there waits in `pending`). Returns where decoding
    /// goes on.
    private mutating func takePaste(_ input: ArraySlice<UInt8>, from start: Int, atEnd: Bool, events: inout [TerminalEvent]) -> Int {
        var search = start
        while let escape = input[search...].firstIndex(of: 0x1B) {
            let available = min(Self.pasteEnd.count, input.count - escape)
            if input[escape..<escape + available].elementsEqual(Self.pasteEnd[..<available]) {
                if available == Self.pasteEnd.count {
                    pasted?.append(contentsOf: input[start..<escape])
                    if let text = pasted, !text.isEmpty { events.append(.paste(Self.text(text))) }
                    pasted = nil
                    return escape + available
                }
                if !atEnd {
                    appendPasted(input[start..<escape], events: &events)
                    pending = Array(input[escape...])
                    return input.count
                }
            }
            search = escape + 1
        }
        appendPasted(input[start...], events: &events)
        return input.count
    }

    /// Adds bytes to the paste, delivering what it holds when it grows past `pasteChunkLimit`
    /// (cut after a whole character, so none is split between two pastes).
    private mutating func appendPasted(_ bytes: ArraySlice<UInt8>, events: inout [TerminalEvent]) {
        pasted?.append(contentsOf: bytes)
        guard var text = pasted, text.count >= Self.pasteChunkLimit else { return }
        var cut = text.count
        while cut > 0 && text[cut - 1] & 0xC0 == 0x80 { cut -= 1 }
        if cut > 0 && text[cut - 1] >= 0xC0 { cut -= 1 } else { cut = text.count }
        events.append(.paste(Self.text(text[..<cut])))
        text.removeFirst(cut)
        pasted = text
    }

    /// Pasted bytes as text: invalid UTF-8 becomes U+FFFD, and line ends (terminals send Return,
    /// `\r`) become `\n`.
    private static func text(_ bytes: some Collection<UInt8>) -> String {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        var afterReturn = false
        for byte in bytes {
            if byte == 0x0A && afterReturn {
                afterReturn = false
                continue
            }
            afterReturn = byte == 0x0D
            normalized.append(afterReturn ? 0x0A : byte)
        }
        return String(decoding: normalized, as: UTF8.self)
    }

    /// The token at `index` and its length, or `nil` when the input ends inside it and more may come.
    private static func token(in input: ArraySlice<UInt8>, at index: Int, atEnd: Bool,
                              size: (width: Int, height: Int)) -> (Int, Token)? {
        let byte = input[index]
        if byte == 0x1B { return escapeToken(in: input, at: index, atEnd: atEnd, size: size) }
        if byte == 0x03 {
            // Raw mode turns Ctrl-C into a byte instead of SIGINT; it still means "quit".
            return (1, .event(.terminate(signal: SIGINT)))
        }
        switch scalar(in: input, at: index, atEnd: atEnd) {
        case nil: return nil
        case .invalid(let length)?: return (length, .nothing)
        case .scalar(let value, let length)?:
            return (length, keyPress(forCharacter: value).map { .event(.key($0)) } ?? .nothing)
        }
    }

    /// A UTF-8 sequence: a scalar and its length, or the length of the longest invalid prefix.
    private enum UTF8Unit {
        case scalar(UInt32, length: Int)
        case invalid(length: Int)
    }

    /// The UTF-8 scalar at `index`, or `nil` when the input ends inside it and more may come.
    /// Overlong forms, surrogates and values above U+10FFFF are invalid.
    private static func scalar(in input: ArraySlice<UInt8>, at index: Int, atEnd: Bool) -> UTF8Unit? {
        let lead = input[index]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return .scalar(UInt32(lead), length: 1)
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0: length = 3; second = 0xA0...0xBF; value = 0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xED: length = 3; second = 0x80...0x9F; value = 0x0D
        case 0xF0: length = 4; second = 0x90...0xBF; value = 0
        case 0xF1...0xF3: length = 4; value = UInt32(lead & 0x07)
        case 0xF4: length = 4; second = 0x80...0x8F; value = 4
        default: return .invalid(length: 1)
        }
        for offset in 1..<length {
            guard index + offset < input.count else { return atEnd ? .invalid(length: offset) : nil }
            let byte = input[index + offset]
            guard (offset == 1 ? second : 0x80...0xBF).contains(byte) else { return .invalid(length: offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return .scalar(value, length: length)
    }

    /// The token that starts with the Escape at `index`.
    private static func escapeToken(in input: ArraySlice<UInt8>, at index: Int, atEnd: Bool,
                                    size: (width: Int, height: Int)) -> (Int, Token)? {
        let escape = (1, Token.event(.key(KeyPress(key: .escape))))
        guard index + 1 < input.count else { return atEnd ? escape : nil }
        let next = input[index + 1]
        switch next {
        case 0x5B: // CSI
            return controlSequence(in: input, at: index, atEnd: atEnd, size: size)
        case 0x4F: // SS3: one more byte
            guard index + 2 < input.count else { return atEnd ? (2, .nothing) : nil }
            let final = input[index + 2]
            guard (0x20...0x7E).contains(final) else { return (2, .nothing) }
            return (3, ss3Key(final).map { .event(.key(KeyPress(key: $0))) } ?? .nothing)
        case 0x5D, 0x50, 0x5F, 0x5E, 0x58: // OSC, DCS, APC, PM, SOS: a string up to BEL or ST
            var position = index + 2
            while position < input.count {
                if input[position] == 0x07 { return (position + 1 - index, .nothing) }
                if input[position] == 0x1B {
                    guard position + 1 < input.count else { return atEnd ? (position - index, .nothing) : nil }
                    // ST ends the string; any other Escape starts something new.
                    return input[position + 1] == 0x5C ? (position + 2 - index, .nothing) : (position - index, .nothing)
                }
                position += 1
            }
            return atEnd || position - index > sequenceLimit ? (position - index, .nothing) : nil
        case 0x1B:
            return escape
        default:
            // Escape then a key is how terminals send Option (Alt) with it.
            switch scalar(in: input, at: index + 1, atEnd: atEnd) {
            case nil: return nil
            case .invalid?: return escape
            case .scalar(let value, let length)?:
                guard var press = keyPress(forCharacter: value) else { return escape }
                press.modifiers.insert(.option)
                return (1 + length, .event(.key(press)))
            }
        }
    }

    /// The CSI sequence (`ESC [`, parameter and intermediate bytes, a final byte) at `index`. A
    /// sequence interrupted by a byte that cannot be part of it ends before that byte.
    private static func controlSequence(in input: ArraySlice<UInt8>, at index: Int, atEnd: Bool,
                                        size: (width: Int, height: Int)) -> (Int, Token)? {
        let start = index + 2
        if start < input.count, input[start] == 0x4D { return x10Mouse(in: input, at: index, atEnd: atEnd, size: size) }
        var position = start
        while position < input.count, (0x20...0x3F).contains(input[position]) { position += 1 }
        guard position < input.count else {
            return atEnd || position - index > sequenceLimit ? (position - index, .nothing) : nil
        }
        let final = input[position]
        guard (0x40...0x7E).contains(final) else { return (position - index, .nothing) }
        let body = input[start..<position]
        return (position + 1 - index, csiToken(body: body, final: final, size: size))
    }

    /// What a complete CSI sequence means.
    private static func csiToken(body: ArraySlice<UInt8>, final: UInt8, size: (width: Int, height: Int)) -> Token {
        if body.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            guard let numbers = numbers(body.dropFirst()), numbers.count == 3 else { return .nothing }
            let event = mouseEvent(code: numbers[0], x: numbers[1] - 1, y: numbers[2] - 1,
                                   release: final == UInt8(ascii: "m"), size: size)
            return event.map { .event($0) } ?? .nothing
        }
        if body.first == UInt8(ascii: "?"), body.last == UInt8(ascii: "$"), final == UInt8(ascii: "y") {
            guard let numbers = numbers(body.dropFirst().dropLast()), numbers.count == 2 else { return .nothing }
            return numbers[0] == 2026 ? .report(.synchronizedOutput(supported: numbers[1] == 1 || numbers[1] == 2)) : .nothing
        }
        guard let numbers = numbers(body) else { return .nothing }
        let modifiers = numbers.count > 1 ? modifiers(numbers[1]) : []
        let key: KeyEquivalent?
        switch final {
        case UInt8(ascii: "~"):
            switch numbers.first {
            case 200?: return .pasteStart
            case 1?, 7?: key = .home
            case 4?, 8?: key = .end
            case 3?: key = .deleteForward
            case 5?: key = .pageUp
            case 6?: key = .pageDown
            default: key = nil
            }
        case UInt8(ascii: "Z"): return .event(.key(KeyPress(key: .tab, modifiers: .shift)))
        default: key = ss3Key(final)
        }
        guard let key, numbers.count <= 2 else { return .nothing }
        return .event(.key(KeyPress(key: key, modifiers: modifiers)))
    }

    /// The key of an SS3 sequence or of a CSI with the same final byte: the cursor keys, Home,
    /// End and the keypad's Enter.
    private static func ss3Key(_ final: UInt8) -> KeyEquivalent? {
        switch final {
        case UInt8(ascii: "A"): return .upArrow
        case UInt8(ascii: "B"): return .downArrow
        case UInt8(ascii: "C"): return .rightArrow
        case UInt8(ascii: "D"): return .leftArrow
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "M"): return .return
        default: return nil
        }
    }

    /// The modifiers of xterm's modifier parameter (1 + Shift 1, Alt 2, Control 4).
    private static func modifiers(_ parameter: Int) -> EventModifiers {
        let bits = max(parameter - 1, 0)
        var modifiers: EventModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.option) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// The numbers of a `;`-separated parameter string (an empty one is 1, as in ECMA-48), or
    /// `nil` when it holds anything else or a number too long to mean anything.
    private static func numbers(_ body: ArraySlice<UInt8>) -> [Int]? {
        var numbers: [Int] = []
        var value = 0
        var digits = 0
        for byte in body {
            if byte == UInt8(ascii: ";") {
                numbers.append(digits == 0 ? 1 : value)
                value = 0
                digits = 0
            } else if (0x30...0x39).contains(byte), digits < 9 {
                value = value * 10 + Int(byte - 0x30)
                digits += 1
            } else {
                return nil
            }
        }
        if digits > 0 || !numbers.isEmpty { numbers.append(digits == 0 ? 1 : value) }
        return numbers
    }

    /// An X10 mouse report, `ESC [ M` and three bytes (button, column and row, each plus 32),
    /// which terminals send when they do not know SGR reports.
    private static func x10Mouse(in input: ArraySlice<UInt8>, at index: Int, atEnd: Bool,
                                 size: (width: Int, height: Int)) -> (Int, Token)? {
        for offset in 3...5 {
            guard index + offset < input.count else { return atEnd ? (index + offset - index, .nothing) : nil }
            // Report bytes are never controls; one that is ends the report, and is a key.
            guard input[index + offset] >= 0x20, input[index + offset] != 0x7F else { return (offset, .nothing) }
        }
        let code = Int(input[index + 3]) - 32
        let x = Int(input[index + 4]) - 33, y = Int(input[index + 5]) - 33
        // X10 does not say which button was released: a release is the primary button's.
        let event = code & 3 == 3 && code & 64 == 0
            ? mouseEvent(code: code & ~3, x: x, y: y, release: true, size: size)
            : mouseEvent(code: code, x: x, y: y, release: false, size: size)
        return (6, event.map { .event($0) } ?? .nothing)
    }

    /// The event for a mouse report (an xterm button code and a 0-based cell), or `nil` for one
    /// CursesUI does not use (a press, motion, other buttons) or that makes no sense (off screen).
    ///
    /// A click is the primary button's release, as in most GUIs.
    static func mouseEvent(code: Int, x: Int, y: Int, release: Bool, size: (width: Int, height: Int)) -> TerminalEvent? {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return nil }
        // Bits 2–4 are Shift, Meta and Control; 32 is motion, 64 a wheel, 128 the extra buttons.
        let button = code & ~(4 | 8 | 16)
        switch button {
        case 0 where release: return .mouse(x: x, y: y, kind: .click)
        case 64 where !release: return .mouse(x: x, y: y, kind: .scrollUp)
        case 65 where !release: return .mouse(x: x, y: y, kind: .scrollDown)
        default: return nil
        }
    }

    /// The key press for a character, or `nil` for characters CursesUI does not report.
    static func keyPress(forCharacter value: UInt32) -> KeyPress? {
        value < 0x80 ? asciiKeyPresses[Int(value)] : makeKeyPress(forCharacter: value)
    }

    /// The key presses of the ASCII characters, made once: a typed character is then a lookup,
    /// not a `Character` and a `KeyPress` made from its scalar.
    private static let asciiKeyPresses: [KeyPress?] = (0..<0x80).map { makeKeyPress(forCharacter: $0) }

    private static func makeKeyPress(forCharacter value: UInt32) -> KeyPress? {
        switch value {
        case 0x09: return KeyPress(key: .tab)
        case 0x0D, 0x0A: return KeyPress(key: .return)
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
            return KeyPress(key: KeyEquivalent(Character(scalar)), modifiers: [])
        }
    }
}
