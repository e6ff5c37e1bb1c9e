import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Issue 16, point 5: translucent colors blend with the background actually under each cell.
@MainActor
struct ColorOpacityTests {
    @Test func opacityZeroIsClearOneIsTheColorAndBetweenIsTranslucent() {
        #expect(Color.red.opacity(0) == .clear)
        #expect(Color(red: 1, green: 0, blue: 0, opacity: 0) == .clear)
        #expect(Color.red.opacity(1) == .red)
        #expect(Color(white: 1, opacity: 1) == Color(red: 1, green: 1, blue: 1))
        #expect(Color.red.opacity(0.5).isTranslucent)
        #expect(!Color.red.isTranslucent)
        // Half of a half is a quarter.
        #expect(Color.red.opacity(0.5).opacity(0.5).blended(over: .black) == Color.red.opacity(0.25).blended(over: .black))
        // Opaque colors draw as themselves over anything.
        #expect(Color.red.blended(over: .blue) == .red)
    }

    @Test func aTranslucentFillBlendsWithEachCellsBackground() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.fill(Rect(x: 1, y: 0, width: 2, height: 1), background: .blue)
        canvas.fill(Rect(x: 0, y: 0, width: 2, height: 1), background: Color.red.opacity(0.5))
        // Over the terminal's default background, taken to be the dark scheme's (28, 28, 28).
        #expect(canvas[0, 0].background == Color(storage: .rgb(119, 14, 14)))
        // Over blue (0, 0, 238).
        #expect(canvas[1, 0].background == Color(storage: .rgb(106, 0, 117)))
        #expect(canvas[2, 0].background == .blue)
        // On a terminal without true color the result is the nearest palette entry.
        #expect(canvas[1, 0].background?.paletteIndex(colors: 256) == 54)
        #expect(canvas[1, 0].background?.paletteIndex(colors: 16) == 8)
    }

    @Test func translucentTextBlendsItsForegroundWithTheBackgroundItIsDrawnOn() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.fill(canvas.bounds, background: .blue)
        canvas.draw("Hi", x: 0, y: 0, style: CellStyle(foreground: Color.white.opacity(0.5)), clip: canvas.bounds)
        #expect(canvas[0, 0] == Cell(character: "H", foreground: Color(storage: .rgb(130, 130, 247)), background: .blue))
    }

    @Test func aViewsOpacityBlendsTheCellsItDrawsWithWhatWasBelow() {
        let host = TestHost(
            VStack(spacing: 0) {
                Text("Hi").foregroundStyle(.white).opacity(0.5).background(.blue)
                Rectangle().fill(Color.red.opacity(0.5)).frame(width: 2, height: 1).background(.blue)
                Text("Go").opacity(0)
            },
            width: 2, height: 3)
        #expect(host.cell(x: 0, y: 0) == Cell(character: "H", foreground: Color(storage: .rgb(130, 130, 247)), background: .blue))
        // A whole-cell fill shows the same blended color as block and background.
        let blended = Color(storage: .rgb(106, 0, 117))
        #expect(host.cell(x: 0, y: 1) == Cell(character: "█", foreground: blended, background: blended))
        #expect(host.text == "Hi\n██")
    }
}
