import Testing
@_spi(CursesUICore) @testable import CursesUICore

/// The frame diff is what every terminal writes from: it must name exactly the changed cells,
/// whole glyphs, one style per run.
@Suite struct FrameDiffTests {
    typealias Run = FrameDiff.Run

    func canvas(_ rows: [String], width: Int = 8, style: CellStyle = .plain) -> Canvas {
        var canvas = Canvas(width: width, height: rows.count)
        for (y, row) in rows.enumerated() {
            canvas.draw(row, x: 0, y: y, style: style, clip: canvas.bounds)
        }
        return canvas
    }

    @Test("equal frames have no runs; unchanged rows are skipped")
    func unchanged() {
        let frame = canvas(["hello", "world", "again"])
        #expect(FrameDiff.runs(from: frame, to: frame).isEmpty)
        var next = frame
        next.draw("W", x: 0, y: 1, style: .plain, clip: next.bounds)
        #expect(FrameDiff.runs(from: frame, to: next) == [Run(row: 1, columns: 0..<1)])
    }

    /// Unchanged rows are found by comparing their memory: a change in any part of one cell, at
    /// either end of a row, still counts.
    @Test("a change in any part of a cell is a change")
    func everyPartOfACellCounts() {
        let frame = canvas(["abcdefgh", "abcdefgh"])
        let changes: [(inout Cell) -> Void] = [
            { $0.character = "z" }, { $0.character = "e\u{0301}" }, { $0.foreground = .red },
            { $0.background = .blue }, { $0.isDim = true }, { $0.isStrikethrough = true },
            { $0.link = Hyperlink(address: "https://example.com") },
        ]
        for change in changes {
            for x in [0, 7] {
                var next = frame
                next.modify(Rect(x: x, y: 1, width: 1, height: 1), change)
                #expect(FrameDiff.runs(from: frame, to: next) == [Run(row: 1, columns: x..<(x + 1))])
            }
        }
    }

    @Test("only the rows given are compared")
    func onlyGivenRows() {
        let old = canvas(["aaaa", "bbbb", "cccc"])
        let new = canvas(["xaaa", "bbxb", "cccx"])
        #expect(FrameDiff.runs(from: old, to: new, rows: 1..<2) == [Run(row: 1, columns: 2..<3)])
        #expect(FrameDiff.runs(from: old, to: new, rows: 2..<9) == [Run(row: 2, columns: 3..<4)])
        #expect(FrameDiff.runs(from: old, to: new) == [
            Run(row: 0, columns: 0..<1), Run(row: 1, columns: 2..<3), Run(row: 2, columns: 3..<4),
        ])
    }

    @Test("unchanged cells end a run; neighbouring changes of one style are one run")
    func runsAndGaps() {
        let old = canvas(["abcdefgh"])
        let new = canvas(["aXYdeZgW"])
        #expect(FrameDiff.runs(from: old, to: new) == [
            Run(row: 0, columns: 1..<3), Run(row: 0, columns: 5..<6), Run(row: 0, columns: 7..<8),
        ])
    }

    @Test("a style change splits a run; a style change alone is a change")
    func styleSplits() {
        let old = canvas(["abcdef"])
        var new = canvas(["uvwxef"])
        new.draw("wx", x: 2, y: 0, style: CellStyle(isBold: true), clip: new.bounds)
        #expect(FrameDiff.runs(from: old, to: new) == [Run(row: 0, columns: 0..<2), Run(row: 0, columns: 2..<4)])

        var recolored = old
        recolored.fill(Rect(x: 4, y: 0, width: 2, height: 1), background: .blue)
        #expect(FrameDiff.runs(from: old, to: recolored) == [Run(row: 0, columns: 4..<6)])
    }

    @Test("a wide character changes whole, with its second cell, and is never split")
    func wideCharacters() {
        let old = canvas(["ab你cd"])
        // Its second half alone changes style: the run still starts at the first half.
        var restyled = old
        restyled.modify(Rect(x: 3, y: 0, width: 1, height: 1)) { $0.isBold = true }
        #expect(FrameDiff.runs(from: old, to: restyled) == [Run(row: 0, columns: 2..<4)])
        // Replaced by another wide character, and by two narrow ones.
        #expect(FrameDiff.runs(from: old, to: canvas(["ab好cd"])) == [Run(row: 0, columns: 2..<4)])
        #expect(FrameDiff.runs(from: old, to: canvas(["abxycd"])) == [Run(row: 0, columns: 2..<4)])
        // A wide character appearing over narrow ones, shifted by one column.
        #expect(FrameDiff.runs(from: canvas(["abcdef"]), to: canvas(["a你def"])) == [Run(row: 0, columns: 1..<3)])
        // Ending the row: the run ends at the row's end.
        #expect(FrameDiff.runs(from: canvas(["abcdef"]), to: canvas(["abcdef你"])) == [Run(row: 0, columns: 6..<8)])
    }

    @Test("no previous frame, or another size: every cell of every row, split by style")
    func resize() {
        var new = canvas(["ab", "cd"], width: 3)
        new.draw("d", x: 1, y: 1, style: CellStyle(isReversed: true), clip: new.bounds)
        let expected = [Run(row: 0, columns: 0..<3), Run(row: 1, columns: 0..<1), Run(row: 1, columns: 1..<2),
                        Run(row: 1, columns: 2..<3)]
        #expect(FrameDiff.runs(from: nil, to: new) == expected)
        #expect(FrameDiff.runs(from: canvas(["ab", "cd"], width: 4), to: new) == expected)
        #expect(FrameDiff.runs(from: canvas(["ab"], width: 3), to: new, rows: 1..<2) == expected)
        #expect(FrameDiff.runs(from: nil, to: Canvas(width: 0, height: 0)).isEmpty)
    }

    /// A changed row skips its equal ends as memory; the runs must be those a walk over every
    /// glyph of the row finds, wherever the changes and the wide characters fall.
    @Test("runs match a glyph-by-glyph walk for random rows and changes")
    func matchesAGlyphWalk() {
        var random = SeededGenerator(seed: 0x5EED)
        let pieces = ["a", "b", "漢", "字", "e\u{0301}", " "]
        let styles = [CellStyle.plain, CellStyle(isBold: true), CellStyle(foreground: .red)]
        func row(width: Int) -> [(String, CellStyle)] {
            (0..<width).map { _ in (pieces[Int(random.next() % 6)], styles[Int(random.next() % 3)]) }
        }
        func draw(_ row: [(String, CellStyle)], width: Int) -> Canvas {
            var canvas = Canvas(width: width, height: 1)
            var x = 0
            for (text, style) in row where x < width {
                canvas.draw(text, x: x, y: 0, style: style, clip: canvas.bounds)
                x += text == "漢" || text == "字" ? 2 : 1
            }
            return canvas
        }
        for width in [1, 2, 3, 5, 8, 13, 80] {
            for _ in 0..<200 {
                let before = row(width: width)
                var after = before
                for _ in 0...Int(random.next() % 3) {
                    after[Int(random.next() % UInt64(width))] = (pieces[Int(random.next() % 6)], styles[Int(random.next() % 3)])
                }
                let old = draw(before, width: width)
                var new = draw(after, width: width)
                if random.next() % 2 == 0 {
                    // One cell restyled alone, maybe the second half of a wide character.
                    new.modify(Rect(x: Int(random.next() % UInt64(width)), y: 0, width: 1, height: 1)) { $0.isUnderlined.toggle() }
                }
                if random.next() % 4 == 0 {
                    // A second half without its first: a cell of its own.
                    new.modify(Rect(x: Int(random.next() % UInt64(width)), y: 0, width: 1, height: 1)) { $0.character = "" }
                }
                #expect(FrameDiff.runs(from: old, to: new) == glyphWalk(from: old, to: new))
                #expect(FrameDiff.runs(from: nil, to: new) == glyphWalk(from: nil, to: new))
            }
        }
    }

    /// The runs from comparing every glyph of each row, the definition `FrameDiff` keeps to.
    func glyphWalk(from old: Canvas?, to new: Canvas) -> [Run] {
        var runs: [Run] = []
        for y in 0..<new.height {
            // Without a frame before, every glyph is a change.
            let cells = new.rows[y], previous = old?.rows[y] ?? []
            var start = -1, x = 0
            while x < new.width {
                let wide = x + 1 < new.width && cells[x + 1].isContinuation && !cells[x].isContinuation
                let end = wide ? x + 2 : x + 1
                if !previous.isEmpty, cells[x..<end] == previous[x..<end] {
                    if start >= 0 { runs.append(Run(row: y, columns: start..<x)) }
                    start = -1
                } else if start < 0 {
                    start = x
                } else if !cells[x].hasSameStyle(as: cells[start]) {
                    runs.append(Run(row: y, columns: start..<x))
                    start = x
                }
                x = end
            }
            if start >= 0 { runs.append(Run(row: y, columns: start..<new.width)) }
        }
        return runs
    }
}

