/// Turns strings into glyphs and lines: paragraphs at newlines, then word wrapping by display width.
enum TextLayout {
    /// How many characters of one string are laid out: far more than a terminal shows, and few
    /// enough that a runaway string (a 10 MB log) costs milliseconds, not minutes, per layout.
    static let maxCharacters = 100_000

    /// The glyphs of each paragraph of `string`; zero-width glyphs are dropped.
    /// An empty string has no paragraphs and takes no space. Past `maxCharacters` the text is cut
    /// and ends in "…".
    static func paragraphs(of string: String) -> [[Glyph]] {
        guard !string.isEmpty else { return [] }
        // Hot path: one line of printable ASCII is one glyph per byte, each itself and one cell
        // wide, with no grapheme breaking to do.
        let utf8 = string.utf8
        if utf8.count <= maxCharacters, utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return [utf8.map { asciiGlyphs[Int($0) - 0x20] }]
        }
        var paragraphs: [[Glyph]] = [[]]
        var count = 0
        for character in string {
            count += 1
            if count > maxCharacters {
                paragraphs[paragraphs.count - 1].append(Glyph(text: "…", width: 1))
                break
            }
            if character == "\n" || character == "\r\n" || character == "\r" {
                paragraphs.append([])
                continue
            }
            let glyph = DisplayWidth.glyph(for: character)
            if glyph.width > 0 { paragraphs[paragraphs.count - 1].append(glyph) }
        }
        return paragraphs
    }

    /// The glyphs of printable ASCII, from space (0x20) to tilde (0x7E).
    private static let asciiGlyphs = (0x20..<0x7F).map { Glyph(text: String(UnicodeScalar(UInt8($0))), width: 1) }

    /// The total width of a line.
    static func width(of line: [Glyph]) -> Int {
        line.reduce(0) { $0 + $1.width }
    }

    /// Lines no wider than `width` (unlimited when `nil`), breaking after spaces where possible
    /// and inside words otherwise. A wide glyph never straddles a line end.
    static func wrap(_ paragraphs: [[Glyph]], width: Int?) -> [[Glyph]] {
        guard let width else { return paragraphs }
        guard width > 0 else { return paragraphs.contains { !$0.isEmpty } ? [] : paragraphs }
        var lines: [[Glyph]] = []
        for paragraph in paragraphs {
            if Self.width(of: paragraph) <= width {
                lines.append(paragraph)
                continue
            }
            var line: [Glyph] = []
            var lineWidth = 0
            var lastSpace: Int?
            for glyph in paragraph {
                if lineWidth + glyph.width > width {
                    if glyph.text == " " {
                        // A space at the break is dropped.
                        lines.append(line)
                        line = []; lineWidth = 0; lastSpace = nil
                        continue
                    }
                    if let space = lastSpace {
                        lines.append(Array(line[..<space]))
                        line = Array(line[(space + 1)...])
                        lineWidth = Self.width(of: line)
                    } else if !line.isEmpty {
                        lines.append(line)
                        line = []; lineWidth = 0
                    }
                    lastSpace = line.lastIndex { $0.text == " " }
                    if glyph.width > width { continue }
                }
                if glyph.text == " " { lastSpace = line.count }
                line.append(glyph)
                lineWidth += glyph.width
            }
            lines.append(line)
        }
        return lines
    }
}
