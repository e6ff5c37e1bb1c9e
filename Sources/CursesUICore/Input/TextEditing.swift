/// The editing state of a one-line text field: the text as grapheme clusters, a cursor between
/// them, and how far the field is scrolled. It knows nothing of views, so every operation can be
/// tested on its own.
///
/// Positions count clusters, never scalars or bytes, so no operation can split "é" (e + U+0301),
/// a flag or a family emoji, and a wide character is always shown whole.
package struct TextEditing: Equatable, Sendable {
    /// The text, one user-perceived character per element.
    package private(set) var clusters: [Character]
    /// The cursor: the number of clusters before it, `0...clusters.count`.
    package private(set) var cursor: Int
    /// The first cluster shown when the text is wider than the field.
    package private(set) var scrollOffset = 0

    /// An editor holding `text`, with the cursor at `cursor` (clamped), or at the end.
    package init(_ text: String = "", cursor: Int? = nil) {
        clusters = Array(text)
        self.cursor = min(max(0, cursor ?? clusters.count), clusters.count)
    }

    /// The text as a string.
    package var text: String { String(clusters) }

    package var isEmpty: Bool { clusters.isEmpty }

    /// The display width of a cluster in the terminal.
    package static func displayWidth(of cluster: Character) -> Int { DisplayWidth.glyph(for: cluster).width }

    /// Whether a typed or pasted cluster may enter the text: control characters (C0, DEL, C1,
    /// including newlines and tabs) and the private-use codes of special keys may not.
    package static func isInsertable(_ cluster: Character) -> Bool {
        cluster.unicodeScalars.allSatisfy { scalar in
            scalar.properties.generalCategory != .control && !(0xF700...0xF8FF).contains(scalar.value)
        }
    }

    // MARK: Replacing the text

    /// Takes a text that changed elsewhere (through the binding), keeping the cursor where it
    /// was when it still fits. Returns whether the text changed.
    @discardableResult
    package mutating func setText(_ newText: String) -> Bool {
        guard newText != text else { return false }
        clusters = Array(newText)
        cursor = min(cursor, clusters.count)
        scrollOffset = min(scrollOffset, clusters.count)
        return true
    }

    // MARK: Moving

    /// Moves the cursor one cluster left; returns whether it moved.
    @discardableResult
    package mutating func moveLeft() -> Bool { moveCursor(to: cursor - 1) }

    /// Moves the cursor one cluster right; returns whether it moved.
    @discardableResult
    package mutating func moveRight() -> Bool { moveCursor(to: cursor + 1) }

    /// Moves the cursor before the first cluster; returns whether it moved.
    @discardableResult
    package mutating func moveToStart() -> Bool { moveCursor(to: 0) }

    /// Moves the cursor after the last cluster; returns whether it moved.
    @discardableResult
    package mutating func moveToEnd() -> Bool { moveCursor(to: clusters.count) }

    /// Moves the cursor to the start of the word before it, past any blanks and punctuation
    /// (Alt or Ctrl with Left, as in a Mac or Linux text field); returns whether it moved.
    @discardableResult
    package mutating func moveWordLeft() -> Bool { moveCursor(to: wordStart(before: cursor)) }

    /// Moves the cursor to the end of the word after it (Alt or Ctrl with Right); returns
    /// whether it moved.
    @discardableResult
    package mutating func moveWordRight() -> Bool { moveCursor(to: wordEnd(after: cursor)) }

    /// Moves the cursor to `position` (clamped), as a click does; returns whether it moved.
    @discardableResult
    package mutating func moveCursor(to position: Int) -> Bool {
        let clamped = min(max(0, position), clusters.count)
        guard clamped != cursor else { return false }
        cursor = clamped
        return true
    }

    /// Whether a cluster is part of a word for moving by words: letters, digits and `_`.
    private static func isWordCharacter(_ cluster: Character) -> Bool {
        cluster.isLetter || cluster.isNumber || cluster == "_"
    }

    private func wordStart(before position: Int) -> Int {
        var start = position
        while start > 0, !Self.isWordCharacter(clusters[start - 1]) { start -= 1 }
        while start > 0, Self.isWordCharacter(clusters[start - 1]) { start -= 1 }
        return start
    }

    private func wordEnd(after position: Int) -> Int {
        var end = position
        while end < clusters.count, !Self.isWordCharacter(clusters[end]) { end += 1 }
        while end < clusters.count, Self.isWordCharacter(clusters[end]) { end += 1 }
        return end
    }

    // MARK: Editing

    /// Inserts typed or pasted text at the cursor, leaving out control characters, and moves the
    /// cursor after it. Returns whether the text changed.
    @discardableResult
    package mutating func insert(_ string: some StringProtocol) -> Bool {
        let insertable = String(string.filter(Self.isInsertable))
        guard !insertable.isEmpty else { return false }
        replace(cursor..<cursor, with: insertable)
        return true
    }

    /// Inserts typed or pasted text that may span lines: line breaks (`\r\n`, `\r` or `\n`)
    /// become `\n`, other control characters are left out. Returns whether the text changed.
    @discardableResult
    package mutating func insertLines(_ string: some StringProtocol) -> Bool {
        var insertable = ""
        insertable.reserveCapacity(string.utf8.count)
        for cluster in string {
            if cluster == "\n" || cluster == "\r" || cluster == "\r\n" {
                insertable.append("\n")
            } else if Self.isInsertable(cluster) {
                insertable.append(cluster)
            }
        }
        guard !insertable.isEmpty else { return false }
        replace(cursor..<cursor, with: insertable)
        return true
    }

    /// Deletes the cluster before the cursor (Backspace); returns whether the text changed.
    @discardableResult
    package mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        replace(cursor - 1..<cursor, with: "")
        return true
    }

    /// Deletes the cluster after the cursor (Delete); returns whether the text changed.
    @discardableResult
    package mutating func deleteForward() -> Bool {
        guard cursor < clusters.count else { return false }
        replace(cursor..<cursor + 1, with: "")
        return true
    }

    /// Deletes the clusters in `range` (clamped) and puts the cursor where they were; returns
    /// whether the text changed.
    @discardableResult
    package mutating func delete(_ range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<clusters.count)
        guard !range.isEmpty else { return false }
        replace(range, with: "")
        return true
    }

    /// Deletes from the cursor to the end (Ctrl-K); returns whether the text changed.
    @discardableResult
    package mutating func deleteToEnd() -> Bool {
        guard cursor < clusters.count else { return false }
        replace(cursor..<clusters.count, with: "")
        return true
    }

    /// Deletes from the start to the cursor (Ctrl-U); returns whether the text changed.
    @discardableResult
    package mutating func deleteToStart() -> Bool {
        guard cursor > 0 else { return false }
        replace(0..<cursor, with: "")
        return true
    }

    /// Deletes the word before the cursor and the blanks between it and the cursor (Ctrl-W, as
    /// in a shell: words are separated by whitespace). Returns whether the text changed.
    @discardableResult
    package mutating func deleteWordBackward() -> Bool {
        var start = cursor
        while start > 0, clusters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !clusters[start - 1].isWhitespace { start -= 1 }
        guard start < cursor else { return false }
        replace(start..<cursor, with: "")
        return true
    }

    /// Replaces `range` with `replacement` and puts the cursor after it.
    ///
    /// The clusters on either side are segmented again with the new text, because an edit can
    /// join them: a combining mark typed on its own (terminals deliver "e" and U+0301 as two
    /// keys) belongs to the character before it, and two regional indicators make one flag.
    private mutating func replace(_ range: Range<Int>, with replacement: String) {
        let lower = max(0, range.lowerBound - 1)
        let upper = min(clusters.count, range.upperBound + 1)
        let before = String(clusters[lower..<range.lowerBound])
        let after = String(clusters[range.upperBound..<upper])
        let head = Array(before + replacement)
        let merged = Array(before + replacement + after)
        clusters.replaceSubrange(lower..<upper, with: merged)
        // When the text after the edit joined the last new cluster, the cursor goes after both.
        cursor = lower + min(head.count, merged.count)
        scrollOffset = min(scrollOffset, clusters.count)
    }

    // MARK: Scrolling

    /// The cells the clusters in `range` take.
    package func width(of range: Range<Int>, cellWidth: (Character) -> Int = displayWidth) -> Int {
        clusters[range].reduce(0) { $0 + cellWidth($1) }
    }

    /// The cells the cursor covers: the cluster under it (two for a wide one), or the blank
    /// cell after the text.
    package func cursorWidth(cellWidth: (Character) -> Int = displayWidth) -> Int {
        cursor < clusters.count ? max(1, cellWidth(clusters[cursor])) : 1
    }

    /// The column of the cursor within a field scrolled by `scrollOffset`.
    package func cursorColumn(cellWidth: (Character) -> Int = displayWidth) -> Int {
        width(of: min(scrollOffset, cursor)..<cursor, cellWidth: cellWidth)
    }

    /// Scrolls as little as possible so the cursor's cells are inside a field `fieldWidth` cells
    /// wide. When the text was scrolled and there is room after its end again (after deleting),
    /// it scrolls back so the field stays full. Scrolling moves by whole clusters, so a wide
    /// character is never cut at the left edge.
    package mutating func scrollToCursor(fieldWidth: Int, cellWidth: (Character) -> Int = displayWidth) {
        scrollOffset = min(scrollOffset, clusters.count)
        guard fieldWidth > 0 else {
            scrollOffset = cursor
            return
        }
        // One cell after the end is kept for the cursor there, so moving it never shifts the text.
        var used = width(of: scrollOffset..<clusters.count, cellWidth: cellWidth) + 1
        while scrollOffset > 0 {
            let previous = cellWidth(clusters[scrollOffset - 1])
            guard used + previous <= fieldWidth else { break }
            used += previous
            scrollOffset -= 1
        }
        if cursor < scrollOffset { scrollOffset = cursor }
        let cursorCells = cursorWidth(cellWidth: cellWidth)
        var beforeCursor = width(of: scrollOffset..<cursor, cellWidth: cellWidth)
        while scrollOffset < cursor, beforeCursor + cursorCells > fieldWidth {
            beforeCursor -= cellWidth(clusters[scrollOffset])
            scrollOffset += 1
        }
    }

    /// The clusters that fit whole in a field `fieldWidth` cells wide from `scrollOffset`; a wide
    /// character that would be cut at the right edge is left out.
    package func visibleRange(fieldWidth: Int, cellWidth: (Character) -> Int = displayWidth) -> Range<Int> {
        let start = min(scrollOffset, clusters.count)
        var end = start
        var used = 0
        while end < clusters.count {
            let next = cellWidth(clusters[end])
            guard used + next <= fieldWidth else { break }
            used += next
            end += 1
        }
        return start..<end
    }
}
