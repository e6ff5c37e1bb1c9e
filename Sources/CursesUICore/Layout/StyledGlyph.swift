/// A glyph of a text and the run of the text it belongs to, in 8 bytes: a text's layout keeps
/// one per character, so a screen full of text costs 8 bytes a cell on top of its cells.
///
/// Inlinable: the views' module reads these for every glyph it lays out, measures and compares.
package struct StyledGlyph: TextLayoutElement, Equatable, Sendable {
    /// The glyph's text.
    package let grapheme: Grapheme
    /// The run above the lowest two bits, the width (0, 1 or 2) in them.
    @usableFromInline package let bits: UInt32

    /// `glyph`, of the run numbered `run` (counted from 0).
    @inlinable
    package init(glyph: Glyph, run: Int) {
        self.init(grapheme: glyph.grapheme, width: glyph.width, run: run)
    }

    /// A glyph of `width` cells showing `grapheme`, of the run numbered `run`.
    @inlinable
    package init(grapheme: Grapheme, width: Int, run: Int) {
        // A width is 0, 1 or 2, and a text of a billion runs (2^30) could not be held in memory.
        self.grapheme = grapheme
        bits = UInt32(truncatingIfNeeded: run) << 2 | UInt32(truncatingIfNeeded: width) & 3
    }

    @inlinable
    package var glyph: Glyph { Glyph(grapheme: grapheme, width: width) }
    /// Cells taken, as `glyph.width`.
    @inlinable
    package var width: Int { Int(bits & 3) }
    /// The number of the run the glyph belongs to.
    @inlinable
    package var run: Int { Int(bits >> 2) }

    /// Whether two glyphs show the same text, as wide, in the same run: two words compared.
    @inlinable
    package static func == (lhs: StyledGlyph, rhs: StyledGlyph) -> Bool {
        lhs.grapheme.rawValue == rhs.grapheme.rawValue && lhs.bits == rhs.bits
    }
}
