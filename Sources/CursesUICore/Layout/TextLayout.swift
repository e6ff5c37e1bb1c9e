/// Turns strings into glyphs and lines: paragraphs at newlines, then word wrapping by display width.
package enum TextLayout {
    /// How many characters of one string are laid out: far more than a terminal shows, and few
    /// enough that a runaway string (a 10 MB log) costs milliseconds, not minutes, per layout.
    package static let maxCharacters = 100_000

    /// The glyphs of each paragraph of `string`; zero-width glyphs are dropped.
    /// An empty string has no paragraphs and takes no space. Past `maxCharacters` the text is cut
    /// and ends in "…".
    package static func paragraphs(of string: String) -> [[Glyph]] {
        var paragraphs: [[StyledGlyph]] = []
        appendParagraphs(of: string, run: 0, to: &paragraphs)
        return paragraphs.map { $0.map(\.glyph) }
    }

    /// Lays out `string` as the run numbered `run` of a text whose runs before it made
    /// `paragraphs`: its first paragraph continues their last one, each line break starts another.
    /// The string's glyphs are those of `paragraphs(of:)`, made in this one pass.
    package static func appendParagraphs(of string: String, run: Int, to paragraphs: inout [[StyledGlyph]]) {
        guard !string.isEmpty else { return }
        if let line = standaloneLine(of: string, run: run) {
            // Most texts are one run: its line is the first paragraph, as made.
            if paragraphs.isEmpty { paragraphs = [line] } else { paragraphs[paragraphs.count - 1].append(contentsOf: line) }
            return
        }
        if paragraphs.isEmpty { paragraphs.append([]) }
        var count = 0
        for character in string {
            count += 1
            if count > maxCharacters {
                paragraphs[paragraphs.count - 1].append(StyledGlyph(grapheme: Grapheme("…"), width: 1, run: run))
                break
            }
            // "\n", "\r\n" and "\r": a line feed or carriage return is a character of its own,
            // or the start of "\r\n". Comparing bytes is cheaper than comparing characters.
            let first = character.utf8.first
            if first == 0x0A || first == 0x0D {
                paragraphs.append([])
                continue
            }
            let glyph = DisplayWidth.glyph(for: character)
            if glyph.width > 0 { paragraphs[paragraphs.count - 1].append(StyledGlyph(glyph: glyph, run: run)) }
        }
    }

    /// Hot path: one line of scalars that never join others into a grapheme (see
    /// `DisplayWidth.isStandalone(_:)`) is one character per scalar, with no grapheme breaking
    /// to do; `nil` for any other string, or one past `maxCharacters`.
    private static func standaloneLine(of string: String, run: Int) -> [StyledGlyph]? {
        var string = string
        // Plain ASCII, the most common: one glyph per byte, each itself and one cell wide.
        let ascii = string.withUTF8 { bytes -> [StyledGlyph]? in
            guard bytes.count <= maxCharacters, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
            return bytes.map { StyledGlyph(grapheme: Grapheme(Unicode.Scalar($0)), width: 1, run: run) }
        }
        if let ascii { return ascii }
        guard string.utf8.count <= maxCharacters else { return nil }
        var count = 0
        for scalar in string.unicodeScalars {
            guard DisplayWidth.isStandalone(scalar) else { return nil }
            count += 1
        }
        var glyphs: [StyledGlyph] = []
        glyphs.reserveCapacity(count)
        for scalar in string.unicodeScalars {
            let glyph = DisplayWidth.glyph(forScalar: scalar)
            if glyph.width > 0 { glyphs.append(StyledGlyph(glyph: glyph, run: run)) }
        }
        return glyphs
    }

    /// The total width of a line of a text's glyphs. Concrete, and in this module with the
    /// glyph's accessors: from the views' module the generic version below is not specialized,
    /// nor the accessors inlined, and a call per glyph costs several times the sum.
    package static func width(of line: [StyledGlyph]) -> Int {
        var width = 0
        for element in line { width += element.width }
        return width
    }

    /// The total width of a line.
    package static func width<Element: TextLayoutElement>(of line: [Element]) -> Int {
        // A loop, not `reduce`: unspecialized, `reduce` resolves `Element` from its mangled name,
        // a search of the executable's conformance records on first use.
        var width = 0
        for element in line { width += element.glyph.width }
        return width
    }

    /// Lines no wider than `width` (unlimited when `nil`), breaking after spaces where possible
    /// and inside words otherwise. A wide glyph never straddles a line end.
    package static func wrap(_ paragraphs: [[StyledGlyph]], width: Int?) -> [[StyledGlyph]] {
        guard let width else { return paragraphs }
        guard width > 0 else { return paragraphs.contains { !$0.isEmpty } ? [] : paragraphs }
        var lines: [[StyledGlyph]] = []
        for paragraph in paragraphs {
            if Self.width(of: paragraph) <= width {
                lines.append(paragraph)
                continue
            }
            var line: [StyledGlyph] = []
            var lineWidth = 0
            var lastSpace: Int?
            for element in paragraph {
                let glyph = element.glyph
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
                    lastSpace = line.lastIndex { $0.glyph.grapheme == .space }
                    if glyph.width > width { continue }
                }
                if glyph.grapheme == .space { lastSpace = line.count }
                line.append(element)
                lineWidth += glyph.width
            }
            lines.append(line)
        }
        return lines
    }

    /// Whether two texts wrap alike at every width: glyph for glyph as wide, with the same
    /// characters wherever a character is not a letter or digit (spaces, punctuation).
    package static func haveSameShape(_ a: [[StyledGlyph]], _ b: [[StyledGlyph]]) -> Bool {
        guard a.count == b.count else { return false }
        func isWord(_ glyph: Glyph) -> Bool {
            if let ascii = glyph.grapheme.printableASCII {
                return (ascii >= 0x30 && ascii <= 0x39) || ((ascii | 0x20) >= 0x61 && (ascii | 0x20) <= 0x7A)
            }
            return glyph.text.allSatisfy { $0.isLetter || $0.isNumber }
        }
        for (left, right) in zip(a, b) {
            guard left.count == right.count else { return false }
            // Most glyphs are equal, run and all: one comparison of two words each.
            for index in left.indices where left[index] != right[index] {
                let (x, y) = (left[index], right[index])
                guard x.width == y.width else { return false }
                if x.grapheme != y.grapheme, !isWord(x.glyph) || !isWord(y.glyph) { return false }
            }
        }
        return true
    }
}

/// What a canvas draws and a line is measured in: a glyph, possibly with more (the run of styled
/// text it belongs to).
package protocol TextLayoutElement {
    var glyph: Glyph { get }
}

extension Glyph: TextLayoutElement {
    package var glyph: Glyph { self }
}
