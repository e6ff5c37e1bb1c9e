/// Fits wrapped text into a line limit, marking what is left out with "…" as SwiftUI does.
enum TextTruncation {
    /// The lines of `paragraphs` at `width` (unlimited when `nil`), at most `limit` of them.
    ///
    /// With a limit of one line, a paragraph too wide is cut where `mode` says: `.tail` keeps its
    /// start, `.head` its end, `.middle` both ends. With more lines, the text wraps and the last
    /// line kept ends in "…" (`.head` keeps the last lines instead, the first starting with "…").
    static func lines(of paragraphs: [[StyledGlyph]], width: Int?, limit: Int?, mode: Text.TruncationMode) -> [[StyledGlyph]] {
        guard let limit, limit >= 1 else { return TextLayout.wrap(paragraphs, width: width) }
        if limit == 1 {
            guard let first = paragraphs.first else { return [] }
            // Later paragraphs are left out: the line ends in "…" to say so.
            if paragraphs.count > 1 { return [cut(first, to: width ?? .max, mode: .tail, forceEllipsis: true)] }
            return [cut(first, to: width ?? .max, mode: mode, forceEllipsis: false)]
        }
        let lines = TextLayout.wrap(paragraphs, width: width)
        guard lines.count > limit else { return lines }
        if mode == .head {
            var kept = Array(lines.suffix(limit))
            kept[0] = cut(kept[0], to: width ?? .max, mode: .head, forceEllipsis: true)
            return kept
        }
        var kept = Array(lines.prefix(limit))
        kept[limit - 1] = cut(kept[limit - 1], to: width ?? .max, mode: .tail, forceEllipsis: true)
        return kept
    }

    /// `line` cut to `width` cells with "…" where the cut is; `forceEllipsis` adds it even when
    /// the line fits, because text after it was left out.
    private static func cut(_ line: [StyledGlyph], to width: Int, mode: Text.TruncationMode, forceEllipsis: Bool) -> [StyledGlyph] {
        guard forceEllipsis || TextLayout.width(of: line) > width else { return line }
        guard width >= 1 else { return [] }
        let room = width - 1
        func ellipsis(_ neighbour: StyledGlyph?) -> StyledGlyph {
            StyledGlyph(glyph: Glyph(text: "…", width: 1), run: neighbour?.run ?? 0)
        }
        func prefix(_ glyphs: [StyledGlyph], _ cells: Int) -> [StyledGlyph] {
            var used = 0
            var result: [StyledGlyph] = []
            for glyph in glyphs {
                guard used + glyph.glyph.width <= cells else { break }
                used += glyph.glyph.width
                result.append(glyph)
            }
            return result
        }
        func trimmed(_ glyphs: [StyledGlyph]) -> [StyledGlyph] {
            var glyphs = glyphs
            while glyphs.last?.glyph.grapheme == .space { glyphs.removeLast() }
            return glyphs
        }
        switch mode {
        case .tail:
            let kept = trimmed(prefix(line, room))
            return kept + [ellipsis(kept.last ?? line.first)]
        case .head:
            let kept = Array(prefix(line.reversed(), room).reversed())
            return [ellipsis(kept.first ?? line.last)] + kept
        case .middle:
            let start = prefix(line, (room + 1) / 2)
            let end = Array(prefix(line.reversed(), room - TextLayout.width(of: start)).reversed())
            return start + [ellipsis(start.last)] + end
        }
    }
}
