/// What a terminal shows for one grapheme cluster of user text, and how many cells it takes.
package struct Glyph: Equatable, Sendable {
    /// Safe text for the terminal: never a control character, escape sequence or bidi control.
    package var grapheme: Grapheme
    /// Cells taken: 0 (nothing to show), 1, or 2 (East Asian wide characters, most emoji).
    package var width: Int

    /// A glyph of already safe text.
    package init(grapheme: Grapheme, width: Int) {
        self.grapheme = grapheme
        self.width = width
    }

    /// A glyph of already safe text.
    package init(text: String, width: Int) {
        self.init(grapheme: Grapheme(text), width: width)
    }

    /// The glyph's text.
    package var text: String { grapheme.string }
}

/// Display widths and safe substitutes for user text, so layout agrees with what the terminal draws
/// and no user string can move the cursor, start an escape sequence or reorder the line.
package enum DisplayWidth {
    /// ncurses keeps at most five characters in a cell, and a "zalgo" stack of marks must not grow
    /// without bound, so a base keeps at most this many combining marks.
    package static let maxMarks = 4

    /// The longest recommended emoji sequences (a kiss with two skin tones) have ten scalars;
    /// anything longer is not one picture, so it is cut to stay bounded.
    package static let maxEmojiScalars = 10

    /// The glyph for one character (grapheme cluster). Control characters (C0, DEL, C1) become
    /// visible placeholders; a newline is not handled here (text layout breaks lines first).
    package static func glyph(for character: Character) -> Glyph {
        var iterator = character.unicodeScalars.makeIterator()
        guard let first = iterator.next() else { return Glyph(grapheme: .empty, width: 0) }
        guard iterator.next() == nil else { return clusterGlyph(character.unicodeScalars) }
        return glyph(forScalar: first)
    }

    /// The glyph for a scalar that is a character on its own. Most characters are one scalar;
    /// they need no rebuilding, only checks in order.
    package static func glyph(forScalar scalar: Unicode.Scalar) -> Glyph {
        // Hot path: every frame draws mostly printable ASCII, which is itself, one cell wide.
        if scalar.value >= 0x20 && scalar.value < 0x7F { return Glyph(grapheme: Grapheme(scalar), width: 1) }
        // Next: Latin, CJK, kana and pictographs are printable and no marks, so only their width
        // is looked up (the Unicode data behind `isMark` is slow to query).
        if isStandalone(scalar) { return Glyph(grapheme: Grapheme(scalar), width: isWide(scalar) ? 2 : 1) }
        if let substitute = substitute(forControl: scalar) { return Glyph(grapheme: Grapheme(substitute), width: 1) }
        if isInvisible(scalar) || isVariationSelector(scalar) { return Glyph(grapheme: .empty, width: 0) }
        if isMark(scalar) { return Glyph(text: "\u{25CC}" + String(scalar), width: 1) }
        return Glyph(grapheme: Grapheme(scalar), width: isWide(scalar) ? 2 : 1)
    }

    /// The total display width of a string.
    package static func width(of string: some StringProtocol) -> Int { measure(string) }

    /// The total display width of a string. Not generic, so a call from another module runs
    /// code specialized for `String` here instead of the generic entry point (2 k instructions
    /// for a button's two-character bracket).
    package static func width(of string: String) -> Int { measure(string) }

    private static func measure(_ string: some StringProtocol) -> Int {
        // Plain ASCII needs no grapheme breaking: one byte, one cell.
        if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return string.utf8.count }
        var total = 0
        for character in string { total += glyph(for: character).width }
        return total
    }

    /// A cluster of several scalars is a base with what rides on it; what comes before the base
    /// (lone format characters and selectors) draws nothing, and controls stand alone.
    private static func clusterGlyph(_ scalars: Character.UnicodeScalarView) -> Glyph {
        guard let start = scalars.firstIndex(where: { !isInvisible($0) && !isVariationSelector($0) })
        else { return Glyph(grapheme: .empty, width: 0) }
        let base = scalars[start]
        // "\r\n" is the only cluster with a control in it; it shows as its "␍".
        if let substitute = substitute(forControl: base) {
            return Glyph(grapheme: Grapheme(substitute), width: 1)
        }
        let rest = scalars[scalars.index(after: start)...]
        return isEmojiSequence(base: base, rest: rest)
            ? emojiGlyph(base: base, rest: rest)
            : textGlyph(base: base, rest: rest)
    }

    /// A text cluster is as wide as its base; marks ride on it, and a cluster with no base gets a
    /// dotted circle to sit on, as fonts show it, so the marks cannot land on the previous cell.
    private static func textGlyph(base: Unicode.Scalar, rest: Substring.UnicodeScalarView) -> Glyph {
        var text = String.UnicodeScalarView()
        let startsWithMark = isMark(base)
        if startsWithMark { text.append("\u{25CC}") }
        appendSafely(base, to: &text)
        var marks = startsWithMark ? 1 : 0
        for scalar in rest where !isInvisible(scalar) {
            guard marks < maxMarks else { break }
            appendSafely(scalar, to: &text)
            marks += 1
        }
        // The halfwidth sound marks (ｶﾞ) extend the cluster but are spacing: terminals, and the
        // text they come from, give them a column of their own.
        let spacing = rest.contains { $0.value == 0xFF9E || $0.value == 0xFF9F } ? 1 : 0
        return Glyph(text: String(text), width: min(2, (!startsWithMark && isWide(base) ? 2 : 1) + spacing))
    }

    /// An emoji sequence is one two-cell picture, so it keeps its joiners, selectors and tags, but
    /// marks and length are capped like any other cluster.
    private static func emojiGlyph(base: Unicode.Scalar, rest: Substring.UnicodeScalarView) -> Glyph {
        var text = String.UnicodeScalarView()
        appendSafely(base, to: &text)
        var count = 1
        var marks = 0
        var beforeLastJoiner: String.UnicodeScalarView.Index?
        for scalar in rest where !isInvisible(scalar) || scalar.value == 0x200D || isTag(scalar) {
            if isMark(scalar) && !isVariationSelector(scalar) {
                guard marks < maxMarks else { continue }
                marks += 1
            }
            guard count < maxEmojiScalars else {
                // Cut back to a whole picture rather than end on a dangling joiner.
                if let cut = beforeLastJoiner { text.removeSubrange(cut...) }
                break
            }
            if scalar.value == 0x200D { beforeLastJoiner = text.endIndex }
            appendSafely(scalar, to: &text)
            count += 1
        }
        return Glyph(text: String(text), width: 2)
    }

    /// Emoji are drawn as two-cell pictures even when the base alone is a one-cell symbol (❤ + VS16),
    /// so the whole sequence decides: a presentation selector, skin tone, flag pair or ZWJ join.
    private static func isEmojiSequence(base: Unicode.Scalar, rest: Substring.UnicodeScalarView) -> Bool {
        let properties = base.properties
        guard properties.isEmoji else { return false }
        if properties.isEmojiPresentation { return true }
        var afterJoiner = false
        for scalar in rest {
            if scalar.value == 0xFE0F || scalar.properties.isEmojiPresentation { return true }
            if afterJoiner && scalar.properties.isEmoji { return true }
            afterJoiner = scalar.value == 0x200D
        }
        return false
    }

    /// The only way user scalars reach glyph text, so it is plain that no control character or bidi
    /// control can get to the terminal.
    private static func appendSafely(_ scalar: Unicode.Scalar, to text: inout String.UnicodeScalarView) {
        guard substitute(forControl: scalar) == nil, !isBidiControl(scalar) else { return }
        text.append(scalar)
    }

    // The checks below compare integers rather than match ranges: the same code in a debug build
    // is several times faster, which keeps the all-scalars test quick.

    /// Control characters would move the cursor or start escape sequences, so they are shown as
    /// symbols instead: C0 as Control Pictures ("␛"), DEL as "␡", C1 as "�", and a tab as a space.
    package static func substitute(forControl scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value = scalar.value
        if value == 0x09 { return " " }
        if value < 0x20 { return Unicode.Scalar(0x2400 + value) }
        if value == 0x7F { return "\u{2421}" }
        if value >= 0x80 && value <= 0x9F { return "\u{FFFD}" }
        return nil
    }

    /// Bidirectional controls can reorder what the terminal shows (a "Trojan Source" line), so they
    /// are dropped wherever they occur.
    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value == 0x061C || value == 0x200E || value == 0x200F
            || (value >= 0x202A && value <= 0x202E) || (value >= 0x2066 && value <= 0x2069)
    }

    /// Format characters that draw nothing (bidi controls, zero-width space and joiners, word
    /// joiner, BOM, soft hyphen, tags); the terminal would give them no cell, so neither do we.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return isBidiControl(scalar) || value == 0x00AD || value == 0x180E
            || (value >= 0x200B && value <= 0x200D) || (value >= 0x2060 && value <= 0x206F)
            || value == 0xFEFF || isTag(scalar) || value == 0xE0001
    }

    /// Variation selectors only choose a glyph for the character before them; alone they draw nothing.
    package static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value >= 0x180B && value <= 0x180D) || value == 0x180F
            || (value >= 0xFE00 && value <= 0xFE0F) || (value >= 0xE0100 && value <= 0xE01EF)
    }

    /// Tag characters spell out subdivision flags (🏴 + "gbsct"); outside an emoji they are
    /// invisible text that could smuggle content past a reader.
    private static func isTag(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xE0020 && scalar.value <= 0xE007F
    }

    /// Whether `scalar` is printable and can never be part of a grapheme with its neighbours:
    /// none of these ranges holds a combining or enclosing mark, a joiner, a variation selector,
    /// an emoji modifier, a regional indicator, a Hangul jamo, a prepended or a control character.
    /// A string of such scalars is one character per scalar, and each is its own glyph.
    package static func isStandalone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300: true  // ASCII and Latin, before combining marks
        case 0x2600..<0x2800: true  // miscellaneous symbols and dingbats (☀, ✨, ❤)
        case 0x3001..<0x302A, 0x3030..<0x3099, 0x309B..<0x3100: true  // CJK punctuation, kana
        case 0x3400..<0x4DC0, 0x4E00..<0xA000: true  // CJK ideographs
        case 0xFF01..<0xFF9E: true  // fullwidth and halfwidth forms, before the sound marks
        case 0x1F300..<0x1F3FB, 0x1F400..<0x1FB00: true  // pictographs, around the skin tone modifiers
        default: false
        }
    }

    /// Combining marks (Mn, Me) take no cell of their own: they draw on the base before them.
    package static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Wide and fullwidth characters, and emoji shown as pictures, take two cells in a terminal.
    package static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        // Emoji newer than the table's Unicode version (all allocated in U+1F000–U+1FFFF) are caught
        // by the standard library's data; older ones are in the table (all wide since Unicode 9).
        isInWideTable(scalar.value) || isWidenedSinceTable(scalar.value)
            || (scalar.value >= 0x1F000 && scalar.value <= 0x1FFFF && scalar.properties.isEmojiPresentation)
    }

    /// Scalars that Unicode 15, 15.1 and 16 made East Asian Wide, which the generated table
    /// (Unicode 14) has as narrow: the width policy pins Unicode 16. (The Yijing trigrams,
    /// monograms, digrams and hexagrams, Tai Xuan Jing symbols, counting rods, new ideographic
    /// description characters and CJK strokes, a Khitan character and the small kana KO, and the
    /// whole pictograph block U+1FA70–U+1FAFF, whose new emoji the standard library may not know
    /// yet.) `Scripts/check-wide-table.py` compares the whole lookup with Unicode 16's data.
    package static let widenedSinceTable: [ClosedRange<UInt32>] = [
        0x2630...0x2637, 0x268A...0x268F, 0x2FFC...0x2FFF, 0x31E4...0x31E5, 0x31EF...0x31EF,
        0x4DC0...0x4DFF, 0x18CFF...0x18CFF, 0x1B132...0x1B132, 0x1B155...0x1B155,
        0x1D300...0x1D356, 0x1D360...0x1D376, 0x1FA70...0x1FAFF,
    ]

    private static func isWidenedSinceTable(_ value: UInt32) -> Bool {
        guard value >= 0x2630, value <= 0x1FAFF else { return false }
        for range in widenedSinceTable where range.contains(value) { return true }
        return false
    }

    /// Looks the generated ranges up, so the data can follow Unicode without code changes: a bit
    /// test in the Basic Multilingual Plane, where nearly all text is, a binary search above it.
    private static func isInWideTable(_ value: UInt32) -> Bool {
        // Most scripts lie below the first range, and planes 4 and up above the last.
        guard value >= WideCharacterTable.lowest, value <= WideCharacterTable.highest else { return false }
        if value <= 0xFFFF { return wideInBMP[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0 }
        let ranges = WideCharacterTable.ranges
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[middle].lo {
                high = middle - 1
            } else if value > ranges[middle].hi {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The wide table's ranges in the Basic Multilingual Plane as one bit per code point (8 KiB),
    /// built from the ranges on first use.
    private static let wideInBMP: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 0x1_0000 / 64)
        for range in WideCharacterTable.ranges where range.lo <= 0xFFFF {
            for value in range.lo...min(range.hi, 0xFFFF) { bits[Int(value >> 6)] |= 1 << UInt64(value & 63) }
        }
        return bits
    }()
}
