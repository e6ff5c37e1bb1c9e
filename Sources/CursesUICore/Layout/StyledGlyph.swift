/// A glyph of a text and the run of the text it belongs to, in 8 bytes: a text's layout keeps
/// one per character, so a screen full of text costs 8 bytes a cell on top of its cells.
///
/// The loops over a text's glyphs (layout, measuring, comparing, drawing) live in this module:
/// from the views' module each of these accessors is a call.
@usableFromInline package struct StyledGlyph: TextLayoutElement, Equatable, Sendable {
    /// The glyph's text.
    package let grapheme: Grapheme
    /// The run above the lowest two bits, the width (0, 1 or 2) in them.
    @usableFromInline let bits: UInt32

    /// `glyph`, of the run numbered `run` (counted from 0).
    package init(glyph: Glyph, run: Int) {
        self.init(grapheme: glyph.grapheme, width: glyph.width, run: run)
    }

    /// A glyph of `width` cells showing `grapheme`, of the run numbered `run`.
    package init(grapheme: Grapheme, width: Int, run: Int) {
        // A width is 0, 1 or 2, and a text of a billion runs (2^30) could not be held in memory.
        self.grapheme = grapheme
        bits = UInt32(truncatingIfNeeded: run) << 2 | UInt32(truncatingIfNeeded: width) & 3
    }

    package var glyph: Glyph { Glyph(grapheme: grapheme, width: width) }
    /// Cells taken, as `glyph.width`.
    package var width: Int { Int(bits & 3) }
    /// The number of the run the glyph belongs to; inlinable, as the text's node reads it for
    /// each glyph it draws.
    @inlinable package var run: Int { Int(bits >> 2) }
}
