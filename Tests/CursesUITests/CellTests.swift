import Testing
@testable import CursesUI

/// A cell is 12 bytes of plain integers, so a screen costs 12 bytes per cell and the frame diff
/// compares rows as memory; its public properties read back what was set.
@Suite struct CellTests {
    @Test func aCellIsTwelveBytesWithoutPadding() {
        #expect(MemoryLayout<Cell>.size == 12)
        #expect(MemoryLayout<Cell>.stride == 12)
        #expect(MemoryLayout<Grapheme>.size == 4)
    }

    @Test("the parts packed together in a cell's 12 bytes never spill into each other")
    func packedPartsStayApart() {
        let white = Color(red: 1, green: 1, blue: 1), translucent = Color(white: 1, opacity: 0.5)
        let allAttributes: Cell.Attributes = [.bold, .underline, .reverse, .italic, .strikethrough, .dim]
        let graphemes = [Grapheme("a"), Grapheme("\u{10FFFF}"), Grapheme("👨‍👩‍👧"), .empty]
        for grapheme in graphemes {
            for link in [Hyperlink.none, Hyperlink(index: 1), Hyperlink(index: 0x3FF), Hyperlink(index: 0x400), Hyperlink(index: .max)] {
                for (foreground, background) in [(white, translucent), (Color.primary, Color.clear), (Color.palette(255), white)] {
                    for attributes in [Cell.Attributes(), allAttributes, .dim] {
                        var cell = Cell(grapheme: grapheme, foregroundCode: foreground.packed,
                                        backgroundCode: background.packed, attributes: attributes, link: link)
                        #expect(cell.grapheme == grapheme && cell.link == link && cell.attributes == attributes)
                        #expect(cell.foreground == foreground && cell.background == background)
                        // Setting one part leaves the others.
                        cell.grapheme = .space
                        cell.backgroundCode = 0
                        #expect(cell.link == link && cell.attributes == attributes && cell.foreground == foreground)
                        cell.link = .none
                        cell.attributes = []
                        #expect(cell.grapheme == .space && cell.foreground == foreground && cell.background == nil)
                    }
                }
            }
        }
        // The style is all but the character.
        let linked = Cell(grapheme: Grapheme("x"), foregroundCode: 0, backgroundCode: 0, attributes: [], link: Hyperlink(index: 0x400))
        var other = linked
        other.grapheme = Grapheme("👨‍👩‍👧")
        #expect(linked.hasSameStyle(as: other) && linked != other)
        other = linked
        other.link = Hyperlink(index: 0x401)
        #expect(!linked.hasSameStyle(as: other))
    }

    @Test func everyColorKindRoundTripsThroughItsPackedForm() {
        let colors: [Color] = [.primary, .clear, .black, .white, .palette(255), .orange,
                               Color(red: 1, green: 0.5, blue: 0), Color(red: 0, green: 0, blue: 0),
                               Color.red.opacity(0.5), Color(white: 1, opacity: 0.25)]
        for color in colors {
            #expect(color.packed != 0)
            #expect(Color(packed: color.packed) == color, "\(color)")
        }
        #expect(Set(colors.map(\.packed)).count == colors.count)
        #expect(Color(packed: 0) == nil)
    }

    @Test func propertiesReadBackWhatWasSet() {
        var cell = Cell(character: "漢", foreground: .red, background: Color(red: 0.2, green: 0.4, blue: 0.6),
                        isBold: true, isItalic: true, isDim: true)
        #expect(cell.character == "漢")
        #expect(cell.foreground == .red)
        #expect(cell.background == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(cell.isBold && cell.isItalic && cell.isDim)
        #expect(!cell.isUnderlined && !cell.isReversed && !cell.isStrikethrough)
        cell.isBold = false
        cell.isUnderlined = true
        cell.isReversed = true
        cell.isStrikethrough = true
        cell.foreground = nil
        cell.background = .clear
        cell.character = "👍🏽"
        #expect(cell == Cell(character: "👍🏽", background: .clear, isUnderlined: true, isReversed: true,
                             isItalic: true, isStrikethrough: true, isDim: true))
        #expect(cell != Cell(character: "👍🏽", background: .clear, isUnderlined: true, isReversed: true,
                             isItalic: true, isStrikethrough: true))
        #expect(Cell.blank == Cell(character: " "))
        #expect(Cell.blank.foreground == nil && Cell.blank.background == nil)
    }
}
