import Testing
@testable import CursesUI

/// A cell is 16 bytes of plain integers, so a screen costs 16 bytes per cell and the frame diff
/// compares rows as memory; its public properties read back what was set.
@Suite struct CellTests {
    @Test func aCellIsSixteenBytesWithoutPadding() {
        #expect(MemoryLayout<Cell>.size == 16)
        #expect(MemoryLayout<Cell>.stride == 16)
        #expect(MemoryLayout<Grapheme>.size == 4)
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
