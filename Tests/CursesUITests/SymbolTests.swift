import CNcurses
import CursesUISnapshotTesting
import Foundation
import InlineSnapshotTesting
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Issue 16, point 4: SF Symbol names as glyphs, named images, symbol variants.
@MainActor
struct SymbolTests {
    @Test func theTableCoversTheMostUsedNamesWithGlyphsOfAgreedWidth() {
        #expect(SystemImage.names.count >= 150, "\(SystemImage.names.count) names")
        // wcwidth answers for the locale's character set; ncurses runs in a UTF-8 one.
        #expect(setlocale(LC_CTYPE, "C.UTF-8") != nil)
        for name in SystemImage.names {
            let glyph = SystemImage.symbol(named: name)
            let width = glyph.reduce(0) { $0 + DisplayWidth.glyph(for: $1).width }
            // One cell, or a wide emoji (two cells), and the same width glibc's wcwidth gives,
            // which is what ncurses advances the cursor by.
            #expect(width == 1 || width == 2 || (glyph.count == 2 && width == 2), "\(name): \(glyph) is \(width) wide")
            let wcwidth = glyph.unicodeScalars.reduce(0) { $0 + Int(max(0, cnc_wcwidth($1.value))) }
            #expect(wcwidth == width, "\(name): \(glyph) is \(width) cells for CursesUI, \(wcwidth) for the terminal")
        }
    }

    @Test func imagesDrawTheirGlyphsAndUnknownNamesFallBack() {
        let host = TestHost(HStack(spacing: 1) {
            Image(systemName: "checkmark")
            Image(systemName: "xmark")
            Image(systemName: "star.fill")
            Image(systemName: "heart.fill")
            Image(systemName: "chevron.right")
            Image(systemName: "arrow.up")
            Image(systemName: "circle")
            Image(systemName: "circle.fill")
            Image(systemName: "folder.badge.questionmark")
            Image(systemName: "no.such.symbol")
            Image(decorative: "hidden")
        }
        .imageScale(.large), width: 30, height: 1)
        #expect(host.text == "✓ ✗ ★ ♥ › ↑ ○ ● 📁 •")
    }

    @Test func symbolVariantPicksTheFilledOrCircledGlyph() {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            HStack { Image(systemName: "star"); Image(systemName: "heart"); Image(systemName: "gear") }
            HStack { Image(systemName: "star"); Image(systemName: "heart"); Image(systemName: "gear") }
                .symbolVariant(.fill)
            Label("Add", systemImage: "plus").symbolVariant(.circle)
        }, width: 12, height: 3)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ☆ ♡ ⚙
            ★ ♥ ⚙
            ⊕ Add
            """
        }
    }

    @Test func namedImagesShowTheirNameInABoxAndButtonsTakeASystemImage() {
        struct Screen: View {
            @State private var count = 0
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Image("logo").resizable().renderingMode(.template)
                    Button("Delete \(count)", systemImage: "trash") { count += 1 }
                    Text("Done \(Image(systemName: "checkmark"))")
                }
            }
        }
        let host = TestHost(Screen(), width: 20, height: 5)
        host.press(.return)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            ┌──────┐
            │ logo │
            └──────┘
            [ 🗑 Delete 1 ]
            Done ✓
            """
        }
    }
}
