import CNcurses

/// What a terminal type can do, read once from its terminfo entry: the sequences `FrameWriter`
/// writes. Parametrized ones are kept as terminfo strings and evaluated by terminfo's own
/// `tiparm`, so every terminal type is spelled the way its entry says.
struct TerminalCapabilities {
    /// A parametrized capability: the terminfo string, kept by the shim for good (terminfo's
    /// `tiparm` caches formats by address, so the address must stay this string's).
    struct Parametrized {
        fileprivate let text: UnsafePointer<CChar>

        /// The sequence for the parameters, appended to `bytes`.
        func append(_ first: Int, _ second: Int = 0, to bytes: inout [UInt8]) {
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
                let count = Int(cnc_terminfo_format(text, Int32(first), Int32(second), buffer.baseAddress, 64))
                guard count > 0 else { return }
                buffer.withMemoryRebound(to: UInt8.self) { bytes.append(contentsOf: $0[0..<count]) }
            }
        }

        /// The sequence for the parameters.
        func callAsFunction(_ first: Int, _ second: Int = 0) -> [UInt8] {
            var bytes: [UInt8] = []
            append(first, second, to: &bytes)
            return bytes
        }
    }

    /// The terminal type.
    let type: String
    /// Moves the cursor to (row, column), zero-based.
    let cursorAddress: Parametrized
    /// Moves the cursor to a column of its row (`hpa`), and right and left by n (`cuf`, `cub`).
    let columnAddress: Parametrized?
    let right: Parametrized?
    let left: Parametrized?
    /// Moves the cursor one column right or left (`cuf1`, `cub1`).
    let rightOne: [UInt8]
    let leftOne: [UInt8]
    /// Carriage return.
    let carriageReturn: [UInt8]
    /// Clears the screen and homes the cursor.
    let clear: [UInt8]
    /// All attributes off (`sgr0`), and each on; an empty one is missing.
    let attributesOff: [UInt8]
    let bold: [UInt8]
    let dim: [UInt8]
    let underline: [UInt8]
    let reverse: [UInt8]
    let italic: [UInt8]
    let strikethrough: [UInt8]
    /// Foreground and background colors (`setaf`, `setab`) and both back to the default (`op`).
    let foreground: Parametrized?
    let background: Parametrized?
    let defaultColors: [UInt8]
    /// How many colors `setaf` takes (0 without color).
    let colors: Int
    /// Sets the scroll region to rows (top, bottom), inclusive (`csr`), and scrolls it up by
    /// one at its bottom row (`ind`).
    let scrollRegion: Parametrized?
    let scrollForward: [UInt8]
    /// Scrolls the scroll region down by one at its top row (`ri`).
    let scrollReverse: [UInt8]
    /// Writing in the last column wraps the cursor (`am`) unless the wrap waits for the next
    /// character (`xenl`).
    let autoMargins: Bool
    let delayedWrap: Bool
    /// The cursor may move with attributes on (`msgr`).
    let movesInAttributes: Bool

    /// The capabilities of terminal type `type` (nil: `$TERM`); nil when terminfo does not know
    /// the type or it cannot address the cursor.
    init?(type: String?) {
        // Another thread loading an entry between these calls would swap the entry read.
        cnc_terminfo_lock()
        defer { cnc_terminfo_unlock() }
        guard cnc_terminfo_load(type) == 0, let cup = cnc_terminfo_string("cup") else { return nil }
        self.type = type ?? "$TERM"
        func parametrized(_ name: String) -> Parametrized? {
            cnc_terminfo_string(name).map { Parametrized(text: $0) }
        }
        func fixed(_ name: String) -> [UInt8] {
            parametrized(name)?(0) ?? []
        }
        cursorAddress = Parametrized(text: cup)
        columnAddress = parametrized("hpa")
        right = parametrized("cuf")
        left = parametrized("cub")
        rightOne = fixed("cuf1")
        leftOne = fixed("cub1")
        carriageReturn = fixed("cr").isEmpty ? [0x0D] : fixed("cr")
        clear = fixed("clear")
        attributesOff = fixed("sgr0")
        bold = fixed("bold")
        dim = fixed("dim")
        underline = fixed("smul")
        reverse = fixed("rev")
        italic = fixed("sitm")
        strikethrough = fixed("smxx")
        colors = max(0, Int(cnc_terminfo_number("colors")))
        foreground = colors > 0 ? parametrized("setaf") : nil
        background = colors > 0 ? parametrized("setab") : nil
        defaultColors = fixed("op")
        scrollRegion = parametrized("csr")
        scrollForward = fixed("ind")
        scrollReverse = fixed("ri")
        autoMargins = cnc_terminfo_flag("am") != 0
        delayedWrap = cnc_terminfo_flag("xenl") != 0
        movesInAttributes = cnc_terminfo_flag("msgr") != 0
    }
}
