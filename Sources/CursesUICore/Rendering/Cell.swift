/// One character cell of the screen: what a terminal shows at a column and row.
///
/// Cells are equal when their attributes are and their characters have the same bytes.
public struct Cell: Equatable, Sendable, CustomStringConvertible {
    /// The grapheme shown in this cell; `""` for the second cell of a wide character.
    public var character: String {
        get { grapheme.string }
        set { grapheme = Grapheme(newValue) }
    }
    /// The text of `character`, stored without a reference so cells copy and compare as plain
    /// memory.
    package var grapheme: Grapheme
    /// The foreground color; `nil` is the terminal's default.
    public var foreground: Color?
    /// The background color; `nil` is the terminal's default.
    public var background: Color?
    /// Whether the cell is drawn bold.
    public var isBold: Bool
    /// Whether the cell is drawn underlined.
    public var isUnderlined: Bool
    /// Whether the cell is drawn in reverse video (foreground and background swapped).
    public var isReversed: Bool
    /// Whether the cell is drawn in italics (where the terminal can).
    public var isItalic = false
    /// Whether the cell is drawn struck through.
    public var isStrikethrough = false
    /// Whether the cell is drawn faint.
    public var isDim = false
    /// The link the cell belongs to (OSC 8 where the terminal supports them).
    package var link = Hyperlink.none

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
        self.grapheme = Grapheme(character)
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isUnderlined = isUnderlined
        self.isReversed = isReversed
        self.isItalic = isItalic
        self.isStrikethrough = isStrikethrough
        self.isDim = isDim
    }

    /// A cell showing a grapheme.
    package init(grapheme: Grapheme, foreground: Color?, background: Color?, isBold: Bool, isUnderlined: Bool, isReversed: Bool) {
        self.grapheme = grapheme
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isUnderlined = isUnderlined
        self.isReversed = isReversed
    }

    /// A blank cell in the terminal's default colors.
    public static let blank = Cell()

    /// The second half of a wide character.
    package var isContinuation: Bool { grapheme.isEmpty }

    /// Whether the two cells are drawn with the same colors and attributes.
    package func hasSameStyle(as other: Cell) -> Bool {
        foreground == other.foreground && background == other.background && isBold == other.isBold
            && isUnderlined == other.isUnderlined && isReversed == other.isReversed && isItalic == other.isItalic
            && isStrikethrough == other.isStrikethrough && isDim == other.isDim && link == other.link
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
