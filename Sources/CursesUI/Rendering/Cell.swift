/// One character cell of the screen: what a terminal shows at a column and row.
public struct Cell: Equatable, Sendable, CustomStringConvertible {
    /// The grapheme shown in this cell; `""` for the second cell of a wide character.
    public var character: String
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

    /// A cell; with no arguments, a blank cell in the terminal's default colors.
    public init(
        character: String = " ",
        foreground: Color? = nil,
        background: Color? = nil,
        isBold: Bool = false,
        isUnderlined: Bool = false,
        isReversed: Bool = false
    ) {
        self.character = character
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isUnderlined = isUnderlined
        self.isReversed = isReversed
    }

    /// A blank cell in the terminal's default colors.
    public static let blank = Cell()

    /// The second half of a wide character.
    var isContinuation: Bool { character.isEmpty }

    public var description: String {
        var flags: [String] = []
        if let foreground { flags.append("fg: \(foreground)") }
        if let background { flags.append("bg: \(background)") }
        if isBold { flags.append("bold") }
        if isUnderlined { flags.append("underline") }
        if isReversed { flags.append("reverse") }
        return "Cell(\"\(character)\"\(flags.isEmpty ? "" : ", " + flags.joined(separator: ", ")))"
    }
}
