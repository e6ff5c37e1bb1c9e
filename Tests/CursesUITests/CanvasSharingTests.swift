import Testing
@_spi(CursesUICore) @testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// Frames share the rows neither changed (each row is copy-on-write): what one frame draws must
/// never show in another that shares its rows, and the frame diff must still see every change.
@MainActor
@Suite struct CanvasSharingTests {
    func canvas(_ rows: [String], width: Int = 8) -> Canvas {
        var canvas = Canvas(width: width, height: rows.count)
        for (y, row) in rows.enumerated() {
            canvas.draw(row, x: 0, y: y, style: .plain, clip: canvas.bounds)
        }
        return canvas
    }

    /// Which rows of `a` are the very buffers of the same rows of `b`.
    func sharedRows(_ a: Canvas, _ b: Canvas) -> [Int] {
        (0..<a.height).filter { a.isSameRow($0, as: $0, of: b) }
    }

    @Test("a copy shares every row until one is drawn; drawing copies that row only")
    func drawingCopiesOnlyItsRow() {
        let shown = canvas(["one", "two", "three"])
        var next = shown
        #expect(sharedRows(shown, next) == [0, 1, 2])
        next.draw("TWO", x: 0, y: 1, style: CellStyle(foreground: .red), clip: next.bounds)
        #expect(sharedRows(shown, next) == [0, 2])
        #expect(shown.text == "one\ntwo\nthree", "the change leaked into the frame sharing the row")
        #expect(next.text == "one\nTWO\nthree")
        next.fill(Rect(x: 0, y: 2, width: 2, height: 1), background: .blue)
        next.modify(Rect(x: 0, y: 0, width: 1, height: 1)) { $0.isBold = true }
        #expect(sharedRows(shown, next).isEmpty)
        #expect(shown[0, 0] == Cell(character: "o") && shown[0, 2] == Cell(character: "t"))
        #expect(shown[0, 1].foreground == nil)
        #expect(next[0, 0] == Cell(character: "o", isBold: true) && next[0, 2].background == .blue)
    }

    @Test("blank rows share one buffer, and drawing into one leaves the others blank")
    func blankRowsShareOneBuffer() {
        var frame = Canvas(width: 6, height: 4)
        #expect((0..<4).allSatisfy { frame.isSameRow($0, as: 0, of: frame) })
        frame.draw("x", x: 2, y: 1, style: .plain, clip: frame.bounds)
        #expect(frame.text == "\n  x")
        #expect(!frame.isSameRow(1, as: 0, of: frame) && frame.isSameRow(2, as: 0, of: frame))
        // A drawn row is blanked in its own buffer (reused for what is drawn next); a copy that
        // shares it keeps what it showed.
        let shown = frame
        frame.clear(Rect(x: 0, y: 1, width: 6, height: 1))
        #expect(frame.text.isEmpty && shown.text == "\n  x")
        frame.clear(Rect(x: 0, y: 2, width: 6, height: 2))
        #expect(frame.isSameRow(2, as: 0, of: frame) && frame.isSameRow(3, as: 0, of: frame))
        // A part of a row is blanked in its own buffer.
        var partly = canvas(["abcdef"], width: 6)
        let before = partly
        partly.clear(Rect(x: 1, y: 0, width: 2, height: 1))
        #expect(partly.text == "a  def" && before.text == "abcdef")
    }

    @Test("scrolling moves rows as buffers and uncovers blank ones; the copy it came from keeps its rows")
    func scrollingMovesBuffers() {
        let shown = canvas(["a", "b", "c", "d"])
        var scrolled = shown
        scrolled.scroll(rows: 0..<4, by: 1)
        #expect(scrolled.text == "b\nc\nd")
        #expect(shown.text == "a\nb\nc\nd")
        #expect(scrolled.isSameRow(0, as: 1, of: shown) && scrolled.isSameRow(2, as: 3, of: shown))
        scrolled.draw("B", x: 0, y: 0, style: .plain, clip: scrolled.bounds)
        #expect(shown.text == "a\nb\nc\nd", "a scrolled row shares its buffer until drawn")
        // Row-wise copies share too, and are copied on write.
        var copy = Canvas(width: 8, height: 4)
        copy.copyRows(0..<4, skipping: 1..<2, from: shown)
        #expect(sharedRows(copy, shown) == [0, 2, 3])
        copy.copy(0..<8, ofRow: 1, from: shown)
        #expect(sharedRows(copy, shown) == [0, 1, 2, 3])
        copy.copy(0..<1, ofRow: 1, from: scrolled)
        #expect(copy.text == "a\nc\nc\nd" && shown.text == "a\nb\nc\nd")
    }

    @Test("the diff skips rows that are one buffer and compares the rest cell by cell")
    func diffSeesEveryChangedRow() {
        let shown = canvas(["aaaa", "bbbb", "cccc"])
        var next = shown
        #expect(FrameDiff.runs(from: shown, to: next).isEmpty)
        next.draw("x", x: 3, y: 2, style: .plain, clip: next.bounds)
        #expect(FrameDiff.runs(from: shown, to: next) == [FrameDiff.Run(row: 2, columns: 3..<4)])
        // Rows drawn again with what they had are other buffers but equal: no change.
        var redrawn = canvas(["aaaa", "bbbb", "cccc"])
        #expect(sharedRows(redrawn, shown).isEmpty)
        #expect(FrameDiff.runs(from: shown, to: redrawn).isEmpty)
        redrawn.draw("B", x: 0, y: 1, style: .plain, clip: redrawn.bounds)
        #expect(FrameDiff.runs(from: shown, to: redrawn) == [FrameDiff.Run(row: 1, columns: 0..<1)])
        #expect(shown.row(0, equals: 0, of: redrawn) && !shown.row(1, equals: 1, of: redrawn))
    }

    @Test("a frame the graph draws never changes the one the terminal shows, and shares its undrawn rows")
    func graphFramesShareRows() {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Title")
                    Text("Count: \(count)").frame(width: 12, alignment: .leading)
                    Button("Add") { count += 1 }
                    Text("Footer")
                }
            }
        }
        let host = TestHost(Counter(), width: 20, height: 6)
        let shown = host.graph.canvas
        #expect(shown.text == "Title\nCount: 0\n[ Add ]\nFooter")
        host.press(.return)
        let next = host.graph.canvas
        #expect(next.text == "Title\nCount: 1\n[ Add ]\nFooter")
        #expect(shown.text == "Title\nCount: 0\n[ Add ]\nFooter", "the new frame changed the old one")
        // The rows the frame did not draw are the very rows of the one before.
        let drawn = host.graph.frameDamage.lastDrawnRows
        #expect(drawn.height < 6 && drawn.contains(x: 0, y: 1))
        #expect(sharedRows(shown, next) == (0..<6).filter { !(drawn.y..<drawn.maxY).contains($0) || $0 > 3 })
        // The headless terminal's screen takes the frame's rows once equal.
        #expect(host.text == "Title\nCount: 1\n[ Add ]\nFooter")
        #expect(sharedRows(host.terminal.screen, next) == Array(0..<6))
        host.press(.return)
        #expect(host.text == "Title\nCount: 2\n[ Add ]\nFooter")
        #expect(next.text == "Title\nCount: 1\n[ Add ]\nFooter" && shown.text == "Title\nCount: 0\n[ Add ]\nFooter")
    }
}
