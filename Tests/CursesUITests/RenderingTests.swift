import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// Colors, attributes, wide characters and unsafe strings reach the cell grid correctly.
@MainActor
struct RenderingTests {
    @Test func foregroundStyleAndBackgroundColorCells() {
        let host = TestHost(Text("hi").foregroundStyle(.red).background(.blue))
        #expect(host.cell(x: 0, y: 0) == Cell(character: "h", foreground: .red, background: .blue))
    }

    @Test func foregroundStyleIsInheritedAndTheInnermostWins() {
        let host = TestHost(VStack { Text("a"); Text("b").foregroundColor(.green) }.foregroundStyle(.yellow))
        #expect(host.cell(x: 0, y: 0).foreground == .yellow)
        #expect(host.cell(x: 0, y: 1).foreground == .green)
    }

    @Test func boldAndUnderline() {
        let host = TestHost(VStack { Text("b").bold(); Text("u").underline(); Text("v") }.bold())
        #expect(host.cell(x: 0, y: 0).isBold)
        #expect(host.cell(x: 0, y: 1).isUnderlined && host.cell(x: 0, y: 1).isBold)
        #expect(host.cell(x: 0, y: 2).isBold)
    }

    @Test func paletteAndTrueColors() {
        let host = TestHost(HStack { Text("a").foregroundStyle(.palette(208)); Text("b").foregroundStyle(Color(red: 1, green: 0, blue: 0)) })
        #expect(host.cell(x: 0, y: 0).foreground == Color(paletteIndex: 208))
        #expect(host.cell(x: 2, y: 0).foreground == Color(red: 1, green: 0, blue: 0))
        #expect(Color(red: 1, green: 0, blue: 0).paletteIndex(colors: 256) == 196)
        #expect(Color(red: 1, green: 0, blue: 0).paletteIndex(colors: 8) == 1)
        #expect(Color.primary.paletteIndex(colors: 256) == nil)
    }

    @Test(arguments: [true, false])
    func conditionalBackgroundCompiles(isOn: Bool) {
        let host = TestHost(Text("x").background(isOn ? Color.red : Color.clear))
        #expect(host.cell(x: 0, y: 0).background == (isOn ? .red : nil))
    }

    @Test func wideCharactersTakeTwoCellsAndAppearOnceInText() {
        let host = TestHost(Text("漢字ok"))
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            漢字ok
            """
        }
        #expect(host.cell(x: 0, y: 0).character == "漢")
        #expect(host.cell(x: 1, y: 0).character == "")
        #expect(host.cell(x: 4, y: 0).character == "o")
    }

    @Test func wideCharacterIsNeverSplitAtTheEdge() {
        let host = TestHost(Text("a漢").frame(width: 2, alignment: .leading), width: 2, height: 1)
        #expect(host.cell(x: 1, y: 0).character == " ")
    }

    @Test func escapeSequencesAreShownAsPlaceholders() {
        let host = TestHost(Text("a\u{1B}[31mb\u{7}"))
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            a␛[31mb␇
            """
        }
        for x in 0..<10 {
            #expect(!host.cell(x: x, y: 0).character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        }
    }

    @Test func focusedControlIsReversed() {
        let host = TestHost(VStack { Button("one") {}; Button("two") {} })
        #expect(host.cell(x: 0, y: 0).isReversed)
        #expect(!host.cell(x: 0, y: 1).isReversed)
    }
}

@MainActor
struct ColorViewTests {
    @Test func colorIsAViewThatFillsItsFrame() {
        let host = TestHost(VStack { Color.green.frame(width: 3, height: 2); Text("x") })
        #expect(host.cell(x: 0, y: 0).background == .green)
        #expect(host.cell(x: 2, y: 1).background == .green)
        #expect(host.cell(x: 3, y: 0).background == nil)
        #expect(lines(host.text) == ["", "", "x"])
    }
}
