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
            return [utf8.map { Glyph(grapheme: Grapheme(Unicode.Scalar($0)), width: 1) }]
        }
        // Next fastest: one line of scalars that never join others into a grapheme (Latin, CJK,
        // kana, fullwidth forms): each scalar is a character of its own, so no grapheme breaking.
        if utf8.count <= maxCharacters, string.unicodeScalars.allSatisfy(isStandalone) {
            var glyphs: [Glyph] = []
            for scalar in string.unicodeScalars {
                let glyph = DisplayWidth.glyph(forScalar: scalar)
                if glyph.width > 0 { glyphs.append(glyph) }
            }
            return [glyphs]
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

    /// Whether `scalar` is printable and can never be part of a grapheme with its neighbours:
    /// none of these ranges holds a combining or enclosing mark, a joiner, a variation selector,
    /// an emoji modifier, a regional indicator, a Hangul jamo, a prepended or a control character.
    private static func isStandalone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300: true  // ASCII and Latin, before combining marks
        case 0x3001..<0x302A, 0x3030..<0x3099, 0x309B..<0x3100: true  // CJK punctuation, kana
        case 0x3400..<0x4DC0, 0x4E00..<0xA000: true  // CJK ideographs
        case 0xFF01..<0xFF9E: true  // fullwidth and halfwidth forms, before the sound marks
        default: false
        }
    }

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
                    if glyph.grapheme == .space {
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
                    lastSpace = line.lastIndex { $0.grapheme == .space }
                    if glyph.width > width { continue }
                }
                if glyph.grapheme == .space { lastSpace = line.count }
                line.append(glyph)
                lineWidth += glyph.width
            }
            lines.append(line)
        }
        return lines
    }
}
