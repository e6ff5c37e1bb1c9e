import Foundation
import Testing
@_spi(CursesUICore) @testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// What a huge screen costs per cell besides its cells (issue 18, point 9): a text keeps each
/// character in 8 bytes, and a shape keeps runs of cells, not one mark per cell.
@MainActor
@Suite struct CompactLayoutTests {
    @Test("a text's glyph takes 8 bytes and keeps its text, width and run")
    func styledGlyphIsEightBytes() {
        #expect(MemoryLayout<StyledGlyph>.stride == 8)
        for (glyph, run) in [(Glyph(text: "a", width: 1), 0), (Glyph(text: "日", width: 2), 7),
                             (Glyph(text: "👨‍👩‍👧", width: 2), 1 << 20), (Glyph(grapheme: .empty, width: 0), 3)] {
            let styled = StyledGlyph(glyph: glyph, run: run)
            #expect(styled.glyph == glyph && styled.run == run)
        }
    }

    @Test("a filled rectangle is one mark per row; a circle a few per row")
    func filledShapesKeepRunsOfCells() {
        let (width, height) = (300, 200)
        let rect = CGRect(x: 0, y: 0, width: width, height: height)
        let rectangle = ShapeRaster.fill(Rectangle().path(in: rect), width: width, height: height, eoFill: false)
        #expect(rectangle.marks.count == height)
        #expect(rectangle.marks.allSatisfy { $0.columns == 0..<width && $0.grapheme == Grapheme("█") && $0.coversCell })
        // A circle's row: half blocks at either edge, full blocks between.
        let circle = ShapeRaster.fill(Circle().path(in: rect), width: width, height: height, eoFill: false)
        #expect(circle.marks.count <= 5 * height)
        #expect(circle.marks.reduce(0) { $0 + $1.count } > width * height / 2)
    }
}
