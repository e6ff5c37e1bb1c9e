import Testing
@testable import CursesUI

/// Widths must match what terminals draw, or every later cell on the row lands in the wrong column.
@Suite struct DisplayWidthTests {
    /// Shorthand so each expectation reads as input → (text, width).
    private func glyph(_ string: String) -> Glyph {
        DisplayWidth.glyph(for: Character(string))
    }

    @Test func asciiIsItselfOneCellWide() {
        #expect(glyph("a") == Glyph(text: "a", width: 1))
        #expect(glyph(" ") == Glyph(text: " ", width: 1))
        #expect(glyph("~") == Glyph(text: "~", width: 1))
        #expect(DisplayWidth.width(of: "Hello, world!") == 13)
    }

    @Test func eastAsianWidths() {
        #expect(glyph("漢") == Glyph(text: "漢", width: 2))
        #expect(glyph("ｱ") == Glyph(text: "ｱ", width: 1))  // halfwidth katakana
        #expect(glyph("Ａ") == Glyph(text: "Ａ", width: 2))  // fullwidth Latin
        #expect(glyph("한") == Glyph(text: "한", width: 2))
        #expect(glyph("\u{20000}").width == 2)  // CJK Extension B
        #expect(glyph("\u{31350}").width == 2)  // Extension H, newer than the table's Unicode data
    }

    @Test func emojiArePicturesTwoCellsWide() {
        #expect(glyph("😀") == Glyph(text: "😀", width: 2))
        #expect(glyph("❤") == Glyph(text: "❤", width: 1))  // text-style without VS16
        #expect(glyph("❤️") == Glyph(text: "❤\u{FE0F}", width: 2))
        #expect(glyph("1️⃣") == Glyph(text: "1\u{FE0F}\u{20E3}", width: 2))  // keycap
        #expect(glyph("👍🏽") == Glyph(text: "👍🏽", width: 2))  // skin tone
        #expect(glyph("☝🏽") == Glyph(text: "☝🏽", width: 2))  // text-style base made emoji by the tone
        #expect(glyph("\u{1FAE8}").width == 2)  // shaking face (Unicode 15), not in the table
    }

    @Test func flagsAndZWJSequencesAreOneGlyph() {
        let flag = "🇯🇵"
        #expect(flag.count == 1)
        #expect(glyph(flag) == Glyph(text: flag, width: 2))
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(family.count == 1)
        #expect(glyph(family) == Glyph(text: family, width: 2))
        let scotland = "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        #expect(glyph(scotland) == Glyph(text: scotland, width: 2))
        #expect(DisplayWidth.width(of: flag + family) == 4)
    }

    @Test func overlongZWJSequenceIsCutAtAJoiner() {
        let crowd = Array(repeating: "👨", count: 20).joined(separator: "\u{200D}")
        let result = glyph(crowd)
        #expect(result.width == 2)
        #expect(result.text.unicodeScalars.count <= DisplayWidth.maxEmojiScalars)
        #expect(result.text.unicodeScalars.last == "👨")
    }

    @Test func combiningMarksRideOnTheirBase() {
        let decomposed = "e\u{0301}"
        #expect(glyph(decomposed) == Glyph(text: decomposed, width: 1))
        #expect(glyph("漢\u{0301}") == Glyph(text: "漢\u{0301}", width: 2))
        #expect(glyph("\u{1100}\u{1161}") == Glyph(text: "\u{1100}\u{1161}", width: 2))  // conjoining jamo 가
    }

    @Test func loneCombiningMarkGetsADottedCircle() {
        #expect(DisplayWidth.glyph(for: "\u{0301}") == Glyph(text: "\u{25CC}\u{0301}", width: 1))
        #expect(DisplayWidth.width(of: "\u{0301}abc") == 4)
    }

    @Test func zalgoStackIsCutToFourMarks() {
        let marks = (0..<10).map { String(Unicode.Scalar(0x0300 + $0)!) }.joined()
        let result = glyph("a" + marks)
        #expect(result.width == 1)
        #expect(result.text == "a" + String(marks.unicodeScalars.prefix(DisplayWidth.maxMarks)))
        #expect(glyph("😀" + marks).text.unicodeScalars.count == 1 + DisplayWidth.maxMarks)
    }

    @Test func controlsBecomeVisiblePlaceholders() {
        #expect(DisplayWidth.glyph(for: "\u{1B}") == Glyph(text: "␛", width: 1))
        #expect(DisplayWidth.glyph(for: "\u{00}") == Glyph(text: "␀", width: 1))
        #expect(DisplayWidth.glyph(for: "\u{07}") == Glyph(text: "␇", width: 1))
        #expect(DisplayWidth.glyph(for: "\u{7F}") == Glyph(text: "␡", width: 1))
        #expect(DisplayWidth.glyph(for: "\u{9B}") == Glyph(text: "\u{FFFD}", width: 1))  // C1 CSI
        #expect(DisplayWidth.glyph(for: "\t") == Glyph(text: " ", width: 1))
        #expect(DisplayWidth.glyph(for: "\n") == Glyph(text: "␊", width: 1))
        #expect(DisplayWidth.glyph(for: "\r\n") == Glyph(text: "␍", width: 1))
        #expect(DisplayWidth.width(of: "\u{1B}[31m") == 5)
    }

    @Test func zeroWidthFormatCharactersVanish() {
        for format in ["\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}", "\u{00AD}", "\u{FE0F}", "\u{E0100}"] {
            #expect(DisplayWidth.glyph(for: Character(format)) == Glyph(text: "", width: 0))
        }
    }

    @Test func bidiControlsAreDropped() {
        #expect(DisplayWidth.glyph(for: "\u{202E}") == Glyph(text: "", width: 0))
        for bidi: UInt32 in [0x061C, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069] {
            #expect(DisplayWidth.glyph(for: Character(Unicode.Scalar(bidi)!)).text.isEmpty)
        }
        #expect(DisplayWidth.width(of: "abc\u{202E}def") == 6)
    }

    @Test func mixedStringWidth() {
        #expect(DisplayWidth.width(of: "a漢😀e\u{0301}") == 6)
        #expect(DisplayWidth.width(of: "a漢😀e\u{0301}"[...]) == 6)  // Substring too
        #expect(DisplayWidth.width(of: "") == 0)
    }

    @Test func privateUseAndUnassignedAreOneCell() {
        #expect(glyph("\u{E000}").width == 1)
        #expect(glyph("\u{10FFFD}").width == 1)
        #expect(glyph("\u{0378}").width == 1)  // unassigned
        #expect(glyph("\u{FFFD}").width == 1)
    }

    /// No scalar at all may produce terminal-unsafe text or an impossible width.
    @Test func everyScalarIsSafe() {
        var failures: [UInt32] = []
        // A while loop, not `for in 0...0x10FFFF`: ranges iterate slowly in debug builds.
        var value: UInt32 = 0
        while value <= 0x10FFFF {
            defer { value += 1 }
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            let result = DisplayWidth.glyph(for: Character(scalar))
            var safe = result.width >= 0 && result.width <= 2 && (result.width == 0) == result.text.isEmpty
            for output in result.text.unicodeScalars {
                let code = output.value
                if code < 0x20 || (code >= 0x7F && code <= 0x9F) || output.properties.isBidiControl { safe = false }
            }
            // Every emoji-style character is two cells, whichever table knows it.
            if !safe || (scalar.properties.isEmojiPresentation && result.width != 2) { failures.append(value) }
        }
        #expect(failures.isEmpty, "first failures: \(failures.prefix(10).map { String($0, radix: 16) })")
    }

    /// Text layout takes shortcuts for lines of ASCII and of scalars that never join (Latin, CJK,
    /// kana, fullwidth forms, pictographs); each must give exactly the glyphs of the general path, which
    /// breaks the string into characters. Strings mix the shortcut's scalars with their
    /// neighbours on both sides of each range's edges, and with joining scalars.
    @Test func layoutShortcutsMatchCharacterByCharacterLayout() {
        let edges: [UInt32] = [0x20, 0x7E, 0x7F, 0xA0, 0xAC, 0xAD, 0xAE, 0x2FF, 0x300, 0x301, 0x3000, 0x3001,
                               0x3029, 0x302A, 0x302F, 0x3030, 0x3098, 0x3099, 0x309A, 0x309B, 0x30FF, 0x3400,
                               0x4DBF, 0x4E00, 0x9FFF, 0xAC00, 0x1100, 0x11A8, 0xFF01, 0xFF9D, 0xFF9E, 0xFF9F,
                               0x200D, 0xFE0F, 0x1F389, 0x1F3FB, 0x1F1EF, 0x0A, 0x09, 0x25FF, 0x2600, 0x2728,
                               0x2764, 0x27FF, 0x2800, 0x1F2FF, 0x1F300, 0x1F3FA, 0x1F3FF, 0x1F400, 0x1F469,
                               0x1FAFF, 0x1FB00, 0x1F1E6, 0x20E3, 0x0D]
        let scalars = edges.compactMap(Unicode.Scalar.init)
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            var string = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...8, using: &random) { string.append(scalars.randomElement(using: &random)!) }
            let text = String(string)
            var expected: [[Glyph]] = [[]]
            for character in text {
                if character == "\n" || character == "\r\n" || character == "\r" { expected.append([]); continue }
                let glyph = DisplayWidth.glyph(for: character)
                if glyph.width > 0 { expected[expected.count - 1].append(glyph) }
            }
            #expect(TextLayout.paragraphs(of: text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// The shortcuts rest on standalone scalars being printable, visible, no marks, and never
    /// joined to a neighbour into one grapheme, whatever the neighbour: checked for every one of
    /// them, with the standard library's grapheme breaking and Unicode data.
    @Test func standaloneScalarsAreVisibleAndNeverJoin() {
        var failures: [UInt32] = []
        var value: UInt32 = 0
        while value <= 0x10FFFF {
            defer { value += 1 }
            guard let scalar = Unicode.Scalar(value), DisplayWidth.isStandalone(scalar) else { continue }
            let single = String(scalar)
            let printable = DisplayWidth.substitute(forControl: scalar) == nil && !DisplayWidth.isInvisible(scalar)
                && !DisplayWidth.isVariationSelector(scalar) && !DisplayWidth.isMark(scalar)
            let alone = ("a" + single).count == 2 && (single + "a").count == 2 && (single + single).count == 2
                && ("\u{1F389}" + single).count == 2 && (single + "\u{1F389}").count == 2
            if !printable || !alone { failures.append(value) }
        }
        #expect(failures.isEmpty, "first failures: \(failures.prefix(10).map { String($0, radix: 16) })")
    }

    /// The width policy pins Unicode 16: scalars it made wide after the generated table's Unicode
    /// 14 take two columns (one of each range `Scripts/check-wide-table.py` found missing).
    @Test func scalarsWidenedUpToUnicode16TakeTwoColumns() {
        let widened: [UInt32] = [0x2630, 0x268A, 0x2FFC, 0x31E4, 0x31EF, 0x4DC0, 0x18CFF, 0x1B132, 0x1B155,
                                 0x1D300, 0x1D360, 0x1FA70]
        for value in widened {
            #expect(DisplayWidth.isWide(Unicode.Scalar(value)!), "U+\(String(value, radix: 16, uppercase: true))")
        }
        #expect(!DisplayWidth.isWide(Unicode.Scalar(0x2638)!) && !DisplayWidth.isWide(Unicode.Scalar(0x1D377)!), "narrow neighbours stay narrow")
    }

    /// `isWide` answers from a bitmap in the Basic Multilingual Plane and a search above it; both
    /// must say what the generated ranges say, for every scalar.
    @Test func wideLookupMatchesTheGeneratedRanges() {
        var failures: [UInt32] = []
        var range = 0
        let ranges = WideCharacterTable.ranges
        var value: UInt32 = 0
        while value <= 0x10FFFF {
            defer { value += 1 }
            while range < ranges.count && ranges[range].hi < value { range += 1 }
            guard let scalar = Unicode.Scalar(value) else { continue }
            let inTable = range < ranges.count && ranges[range].lo <= value
            let newerEmoji = value >= 0x1F000 && value <= 0x1FFFF && scalar.properties.isEmojiPresentation
            let widened = DisplayWidth.widenedSinceTable.contains { $0.contains(value) }
            if DisplayWidth.isWide(scalar) != (inTable || newerEmoji || widened) { failures.append(value) }
        }
        #expect(failures.isEmpty, "first failures: \(failures.prefix(10).map { String($0, radix: 16) })")
    }
}
