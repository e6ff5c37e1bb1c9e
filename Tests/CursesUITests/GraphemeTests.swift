import Testing
@testable import CursesUI

/// Cells and glyphs keep their text as a `Grapheme`: it must give back exactly the bytes it was
/// given, and compare equal exactly when the bytes are.
@Suite struct GraphemeTests {
    @Test func textRoundTripsInlineAndInterned() {
        let samples = [
            "", " ", "a", "~", "é", "e\u{0301}", "漢", "ｱ", "😀", "❤\u{FE0F}", "👍🏽", "🇯🇵",
            "\u{25CC}\u{0301}", "a\u{0300}\u{0301}\u{0302}\u{0303}",
            "👨\u{200D}👩\u{200D}👧\u{200D}👦",  // 25 bytes: interned
            "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",  // 28 bytes: interned
            "123456789012345", "1234567890123456", String(repeating: "x", count: 100),
        ]
        for sample in samples {
            let grapheme = Grapheme(sample)
            #expect(grapheme.string.utf8.elementsEqual(sample.utf8), "\(sample.unicodeScalars.map(\.value))")
            #expect(grapheme.isEmpty == sample.isEmpty)
            #expect(Grapheme(sample) == grapheme)
        }
        #expect(Set(samples.map(Grapheme.init)).count == samples.count)
    }

    @Test func equalityIsByBytes() {
        #expect(Grapheme("é") != Grapheme("e\u{0301}"))
        let long = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        #expect(Grapheme(long) == Grapheme(String(long.unicodeScalars)))
        #expect(Grapheme(long) != Grapheme(long + "\u{FE0F}"))
        #expect(Cell(character: "é") != Cell(character: "e\u{0301}"))
        #expect(Cell(character: long).character == long)
    }

    @Test func everyScalarEncodesAsItsString() {
        var failures: [UInt32] = []
        var value: UInt32 = 0
        while value <= 0x10FFFF {
            defer { value += 1 }
            guard let scalar = Unicode.Scalar(value) else { continue }
            if Grapheme(scalar) != Grapheme(String(scalar)) { failures.append(value) }
        }
        #expect(failures.isEmpty, "first failures: \(failures.prefix(10).map { String($0, radix: 16) })")
        #expect(Grapheme.space == Grapheme(" "))
        #expect(Grapheme.empty == Grapheme(""))
    }

    /// A cluster of several scalars is interned; a single scalar never is, so one text has one
    /// representation and equal cells are equal memory.
    @Test func singleScalarsStayInlineClustersAreInterned() {
        #expect(Grapheme("漢").singleScalar == 0x6F22)
        #expect(Grapheme("\u{0}").singleScalar == 0)
        #expect(Grapheme("\u{0}") != .empty)
        #expect(Grapheme("e\u{0301}").singleScalar == nil)
        #expect(Grapheme("e\u{0301}").rawValue == Grapheme(String("e\u{0301}".unicodeScalars)).rawValue)
        #expect(Grapheme("~").printableASCII == UInt8(ascii: "~"))
        #expect(Grapheme("\u{7F}").printableASCII == nil)
        #expect(Grapheme("a\u{0301}").printableASCII == nil)
        for sample in ["a", "é", "漢", "😀", "🇯🇵", "👨\u{200D}👩"] {
            var bytes: [UInt8] = []
            Grapheme(sample).appendUTF8(to: &bytes)
            #expect(bytes == Array(sample.utf8))
        }
    }
}
