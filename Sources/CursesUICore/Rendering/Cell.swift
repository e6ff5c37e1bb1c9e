#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One character cell of the screen: what a terminal shows at a column and row.
///
/// Cells are equal when their attributes are and their characters have the same bytes. A cell
/// takes 12 bytes of plain integers (its text, its two colors packed, its attributes as bits and
/// its link), so a drawn row costs 12 bytes per cell and rows copy and compare as memory.
public struct Cell: Equatable, Sendable, CustomStringConvertible {
    /// Text attributes, one bit each: six at most, as a cell keeps them in the six bits its
    /// foreground's code leaves free.
    @usableFromInline package struct Attributes: OptionSet, Hashable, Sendable {
        @usableFromInline package let rawValue: UInt16
        @inlinable package init(rawValue: UInt16) { self.rawValue = rawValue }
        @inlinable package static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
        package static let bold = Attributes(rawValue: 1 << 0)
        package static let underline = Attributes(rawValue: 1 << 1)
        package static let reverse = Attributes(rawValue: 1 << 2)
        package static let italic = Attributes(rawValue: 1 << 3)
        package static let strikethrough = Attributes(rawValue: 1 << 4)
        package static let dim = Attributes(rawValue: 1 << 5)
    }

    /// Whether the `count` cells at `a` equal those at `b`. Cells are plain integers without
    /// padding, so equal cells are equal memory and one `memcmp` compares a whole row.
    @inline(__always)
    package static func equalCells(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>, count: Int) -> Bool {
        memcmp(a, b, count * MemoryLayout<Cell>.stride) == 0
    }

    // Twelve bytes hold it all: the grapheme's 22 bits and the link's low 10 in `text`, the
    // foreground's 26 bits and the 6 attributes in `fore`, the background's 26 bits and the
    // link's high 6 in `back`. Three words without padding: equal cells are equal bytes.
    //
    // The parts are `@inlinable` (and the words `@usableFromInline`): the terminal's writer, in
    // the other module, reads them for every cell it writes, and called out of line each read
    // cost more than the bits it takes.
    @usableFromInline var text: UInt32
    @usableFromInline var fore: UInt32
    @usableFromInline var back: UInt32

    @inlinable static var graphemeBits: UInt32 { 1 << 22 - 1 }
    @inlinable static var colorBits: UInt32 { 1 << 26 - 1 }

    /// The text of `character`.
    @inlinable
    package var grapheme: Grapheme {
        @inline(__always) get { Grapheme(rawValue: text & Self.graphemeBits) }
        @inline(__always) set { text = text & ~Self.graphemeBits | newValue.rawValue }
    }
    /// The foreground as `Color.packed`; 0 is the terminal's default.
    @inlinable
    package var foregroundCode: UInt32 {
        @inline(__always) get { fore & Self.colorBits }
        @inline(__always) set { fore = fore & ~Self.colorBits | newValue }
    }
    /// The background as `Color.packed`; 0 is the terminal's default.
    @inlinable
    package var backgroundCode: UInt32 {
        @inline(__always) get { back & Self.colorBits }
        @inline(__always) set { back = back & ~Self.colorBits | newValue }
    }
    /// Bold, underline and the rest.
    @inlinable
    package var attributes: Attributes {
        @inline(__always) get { Attributes(rawValue: UInt16(truncatingIfNeeded: fore >> 26)) }
        @inline(__always) set { fore = fore & Self.colorBits | UInt32(newValue.rawValue) << 26 }
    }
    /// The link the cell belongs to (OSC 8 where the terminal supports them).
    @inlinable
    package var link: Hyperlink {
        @inline(__always) get { Hyperlink(index: UInt16(truncatingIfNeeded: text >> 22 | (back >> 26) << 10)) }
        @inline(__always) set {
            let index = UInt32(newValue.index)
            text = text & Self.graphemeBits | index << 22
            back = back & Self.colorBits | (index >> 10) << 26
        }
    }

    /// The grapheme shown in this cell; `""` for the second cell of a wide character.
    public var character: String {
        get { grapheme.string }
        set { grapheme = Grapheme(newValue) }
    }
    /// The foreground color; `nil` is the terminal's default.
    public var foreground: Color? {
        get { Color(packed: foregroundCode) }
        set { foregroundCode = newValue?.packed ?? 0 }
    }
    /// The background color; `nil` is the terminal's default.
    public var background: Color? {
        get { Color(packed: backgroundCode) }
        set { backgroundCode = newValue?.packed ?? 0 }
    }
    /// Whether the cell is drawn bold.
    public var isBold: Bool {
        get { attributes.contains(.bold) }
        set { set(.bold, newValue) }
    }
    /// Whether the cell is drawn underlined.
    public var isUnderlined: Bool {
        get { attributes.contains(.underline) }
        set { set(.underline, newValue) }
    }
    /// Whether the cell is drawn in reverse video (foreground and background swapped).
    public var isReversed: Bool {
        get { attributes.contains(.reverse) }
        set { set(.reverse, newValue) }
    }
    /// Whether the cell is drawn in italics (where the terminal can).
    public var isItalic: Bool {
        get { attributes.contains(.italic) }
        set { set(.italic, newValue) }
    }
    /// Whether the cell is drawn struck through.
    public var isStrikethrough: Bool {
        get { attributes.contains(.strikethrough) }
        set { set(.strikethrough, newValue) }
    }
    /// Whether the cell is drawn faint.
    public var isDim: Bool {
        get { attributes.contains(.dim) }
        set { set(.dim, newValue) }
    }

    private mutating func set(_ attribute: Attributes, _ on: Bool) {
        if on { attributes.insert(attribute) } else { attributes.remove(attribute) }
    }

    /// A cell; with no arguments, a blank cell in the terminal's default colors.
    public init(
        character: String = " ",
        foreground: Color? = nil,
        background: Color? = nil,
        isBold: Bool = false,
        isUnderlined: Bool = false,
        isReversed: Bool = false,
        isItalic: Bool = false,
        isStrikethrough: Bool = false,
        isDim: Bool = false
    ) {
        var attributes: Attributes = []
        if isBold { attributes.insert(.bold) }
        if isUnderlined { attributes.insert(.underline) }
        if isReversed { attributes.insert(.reverse) }
        if isItalic { attributes.insert(.italic) }
        if isStrikethrough { attributes.insert(.strikethrough) }
        if isDim { attributes.insert(.dim) }
        self.init(grapheme: Grapheme(character), foregroundCode: foreground?.packed ?? 0,
                  backgroundCode: background?.packed ?? 0, attributes: attributes)
    }

    /// A cell from its stored parts.
    package init(grapheme: Grapheme, foregroundCode: UInt32, backgroundCode: UInt32, attributes: Attributes,
                 link: Hyperlink = .none) {
        let index = UInt32(link.index)
        text = grapheme.rawValue | index << 22
        fore = foregroundCode | UInt32(attributes.rawValue) << 26
        back = backgroundCode | (index >> 10) << 26
    }

    /// A blank cell in the terminal's default colors.
    public static let blank = Cell()

    /// The second half of a wide character.
    @inlinable package var isContinuation: Bool { grapheme.isEmpty }

    /// Whether the two cells are drawn with the same colors and attributes.
    @inlinable
    package func hasSameStyle(as other: Cell) -> Bool {
        fore == other.fore && back == other.back && (text ^ other.text) & ~Self.graphemeBits == 0
    }

    /// The character and its attributes, for test failures and logs.
    public var description: String {
        var flags: [String] = []
        if let foreground { flags.append("fg: \(foreground)") }
        if let background { flags.append("bg: \(background)") }
        if isBold { flags.append("bold") }
        if isUnderlined { flags.append("underline") }
        if isReversed { flags.append("reverse") }
        if isItalic { flags.append("italic") }
        if isStrikethrough { flags.append("strikethrough") }
        if isDim { flags.append("dim") }
        if let address = link.address { flags.append("link: \(address)") }
        return "Cell(\"\(character)\"\(flags.isEmpty ? "" : ", " + flags.joined(separator: ", ")))"
    }
}
