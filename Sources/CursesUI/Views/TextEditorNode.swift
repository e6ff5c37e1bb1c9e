@_spi(CursesUICore) import CursesUICore
/// Edits a bound string over several rows, for a `TextEditor` or a `TextField` with
/// `axis: .vertical`: keeps the editing state (`TextEditing`) and the wrapped rows
/// (`TextRows`), turns keys into edits, writes every edit through the binding, and draws the
/// rows in view with the cursor in reverse video.
final class TextEditorNode: Node, PasteAcceptingNode {
    /// The width asked for when the parent leaves the width open.
    static let idealWidth = 20

    private var binding: Binding<String>?
    private var placeholder: Text?
    /// A `TextEditor`, which fills what it is offered and takes Return as a new line; otherwise
    /// a vertical text field, as tall as its text within its line limits, where Return submits.
    private var isEditor = false
    private var isEnabled = true
    /// Whether a rounded border surrounds the text (a field with `.roundedBorder`).
    private var hasBorder = false
    private var lineLimits: (minimum: Int, maximum: Int?) = (1, nil)
    private var editor = TextEditing()
    /// The text last written through the binding: reading it back is then a cheap comparison
    /// instead of a rebuild of the whole text.
    private var written: String?
    /// Bumped on every change of the text, so the rows are wrapped again only when needed.
    private var textVersion = 0
    private var rowsCache: (version: Int, width: Int, rows: TextRows)?
    /// The first row shown.
    private var topRow = 0
    /// The column Up and Down aim for, kept across several of them as editors do.
    private var goalColumn: Int?

    // MARK: Updating

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let configuration = (view.anyValue as! any TextInputView).configuration
        if case .text(let text) = configuration.source { binding = text }
        placeholder = configuration.placeholder
        isEditor = view.anyValue is TextEditor
        readEnvironment(environment)
        readValue()
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        environment = newEnvironment
        readEnvironment(newEnvironment)
        setNeedsDisplay()
    }

    private func readEnvironment(_ environment: EnvironmentValues) {
        let border = !isEditor && environment.textFieldHasBorder
        let formatting = environment.textFormatting
        let limits = (max(1, formatting.minimumLineCount ?? 1), formatting.lineLimit.map { max(1, $0) })
        if environment.isEnabled != isEnabled || border != hasBorder || limits != lineLimits {
            isEnabled = environment.isEnabled
            hasBorder = border
            lineLimits = limits
            setNeedsLayout()
        }
    }

    override func reevaluate() {
        super.reevaluate()
        readValue()
    }

    /// Reads the bound text, re-reading when an observable value behind the binding changes.
    private func readValue() {
        guard let binding else { return }
        let value = tracking { binding.wrappedValue }
        if let written, value == written { return }
        written = nil
        guard editor.setText(value) else { return }
        if !isFocused { editor.moveToEnd() }
        textDidChange()
    }

    /// Writes the edited text through the binding.
    private func commit() {
        guard let binding else { return }
        let text = editor.text
        written = text
        binding.wrappedValue = text
        textDidChange()
        // A binding to something unobservable tells nobody about the write, and a binding may
        // store something else than it was given, so the editor re-reads the value itself.
        invalidate()
    }

    private func textDidChange() {
        textVersion += 1
        goalColumn = nil
        // The number of rows may change, and with it a vertical field's height.
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Rows

    private var inset: Int { hasBorder ? 1 : 0 }

    /// Where the text goes: the frame, inside the border if there is one.
    private var textArea: Rect {
        Rect(x: frame.x + inset, y: frame.y + inset, width: max(0, frame.width - 2 * inset), height: max(0, frame.height - 2 * inset))
    }

    /// The text wrapped to `width` cells, computed once per text and width.
    private func rows(width: Int) -> TextRows {
        if let cache = rowsCache, cache.version == textVersion, cache.width == width { return cache.rows }
        let rows = TextRows(editor.clusters, width: width)
        rowsCache = (textVersion, width, rows)
        return rows
    }

    private var currentRows: TextRows { rows(width: textArea.width) }

    // MARK: Layout and drawing

    /// An editor fills what it is offered; a vertical field is as tall as its rows, within its
    /// line limits.
    override func computeSize(_ proposal: ProposedSize) -> Size {
        let border = 2 * inset
        let width = proposal.width ?? Self.idealWidth + border
        if isEditor, let height = proposal.height { return Size(width: width, height: height) }
        let count = rows(width: max(1, width - border)).count
        if isEditor { return Size(width: width, height: count) }
        var height = max(count, lineLimits.minimum)
        if let maximum = lineLimits.maximum { height = min(height, max(maximum, lineLimits.minimum)) }
        return Size(width: width, height: height + border)
    }

    /// Scrolls as little as possible to show the cursor's row, and back up when deleting left
    /// room below the last row.
    private func scrollToCursor(rows: TextRows, height: Int) {
        let cursorRow = rows.row(of: editor.cursor)
        topRow = min(topRow, max(0, rows.count - height))
        if cursorRow < topRow { topRow = cursorRow }
        if height > 0, cursorRow >= topRow + height { topRow = cursorRow - height + 1 }
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        if hasBorder { canvas.drawFieldBorder(around: frame, isEnabled: isEnabled, isFocused: isFocused, clip: clip) }
        let textArea = self.textArea
        let area = textArea.intersection(clip)
        guard !area.isEmpty else { return }
        let inherited = environment.textStyle
        let style = CellStyle(foreground: isEnabled ? inherited.foreground : .gray,
                              isBold: inherited.isBold, isUnderlined: inherited.isUnderlined)
        let rows = currentRows
        // An editor without focus stays where it was scrolled; it shows the cursor once focused.
        if isFocused { scrollToCursor(rows: rows, height: textArea.height) } else { topRow = min(topRow, max(0, rows.count - textArea.height)) }

        if editor.isEmpty, let placeholder {
            var placeholderStyle = style
            placeholderStyle.foreground = isEnabled ? placeholder.head.attributes.foreground ?? .secondary : .gray
            let glyphs = TextLayout.paragraphs(of: placeholder.content).first ?? []
            canvas.draw(glyphs, x: textArea.x, y: textArea.y, style: placeholderStyle, clip: area)
        } else {
            for row in topRow..<min(rows.count, topRow + textArea.height) {
                var x = textArea.x
                let y = textArea.y + row - topRow
                for index in rows.ranges[row] {
                    x += canvas.draw(DisplayWidth.glyph(for: editor.clusters[index]), x: x, y: y, style: style, clip: area)
                }
            }
        }

        guard isEnabled, isFocused else { return }
        // A field's underline shows its extent, as a one-line field's does; an editor's extent
        // is what the layout gives it.
        if !isEditor { canvas.modify(area) { $0.isUnderlined = true } }
        let cursorRow = rows.row(of: editor.cursor)
        let cursor = Rect(x: textArea.x + rows.column(of: editor.cursor, in: editor.clusters),
                          y: textArea.y + cursorRow - topRow, width: editor.cursorWidth(), height: 1)
        canvas.modify(cursor.intersection(area)) { $0.isReversed = true }
    }


    // MARK: Input

    override var isFocusable: Bool { isEnabled }

    override func handleFocusedKey(_ press: KeyPress) -> KeyPress.Result {
        guard isEnabled else { return .ignored }
        if let command = TextEditing.wordKeyCommand(for: press) {
            command.movesOnly ? move(command.apply) : edit(command.apply)
            return .handled
        }
        if press.modifiers == .control { return handleControlKey(press.key) }
        if press.key == .return, press.modifiers == .option {
            edit { $0.insertLines("\n") }
            return .handled
        }
        if press.modifiers.isEmpty, let result = handleSpecialKey(press.key) { return result }
        // Typed text, Shift included; Option and Command combinations are shortcuts.
        guard press.modifiers.isSubset(of: .shift), !press.characters.isEmpty,
              press.characters.allSatisfy(TextEditing.isInsertable) else { return .ignored }
        edit { $0.insert(press.characters) }
        return .handled
    }

    /// Inserts pasted text at the cursor in one edit, however long, line breaks included; tabs
    /// become spaces and other control characters are left out.
    package func paste(_ text: String) -> Bool {
        guard isEnabled else { return false }
        edit { $0.insertLines(String(text.lazy.map { $0 == "\t" ? " " : $0 })) }
        return true
    }

    /// A shell's line-editing keys, on the row or line of the cursor.
    private func handleControlKey(_ key: KeyEquivalent) -> KeyPress.Result {
        switch key.character {
        case "a": moveInRow(toEnd: false)
        case "e": moveInRow(toEnd: true)
        case "k": edit { $0.delete($0.cursor..<Self.lineEnd(after: $0.cursor, in: $0.clusters, orBreak: true)) }
        case "u": edit { $0.delete(Self.lineStart(before: $0.cursor, in: $0.clusters)..<$0.cursor) }
        case "w": edit { $0.deleteWordBackward() }
        default: return .ignored
        }
        return .handled
    }

    /// Movement, deletion and Return; `nil` for keys that type text or that the editor ignores.
    private func handleSpecialKey(_ key: KeyEquivalent) -> KeyPress.Result? {
        switch key {
        case .leftArrow: move { $0.moveLeft() }
        case .rightArrow: move { $0.moveRight() }
        case .upArrow: return moveRows(by: -1, atEdge: isEditor ? .handled : .ignored)
        case .downArrow: return moveRows(by: 1, atEdge: isEditor ? .handled : .ignored)
        case .pageUp: return moveRows(by: -max(1, textArea.height), atEdge: .handled)
        case .pageDown: return moveRows(by: max(1, textArea.height), atEdge: .handled)
        case .home: moveInRow(toEnd: false)
        case .end: moveInRow(toEnd: true)
        case .delete: edit { $0.deleteBackward() }
        case .deleteForward: edit { $0.deleteForward() }
        case .return where isEditor: edit { $0.insertLines("\n") }
        case .return: environment.submit(.text)
        default: return nil
        }
        return .handled
    }

    /// Moves the cursor `delta` rows, keeping its column. A key that cannot move it to another
    /// row returns `atEdge`: `.handled` moves it to the start or end of the text instead, as a
    /// Mac's editor does, `.ignored` lets focus move on, as from a one-line field.
    private func moveRows(by delta: Int, atEdge: KeyPress.Result) -> KeyPress.Result {
        let rows = currentRows
        let row = rows.row(of: editor.cursor)
        let target = min(max(0, row + delta), rows.count - 1)
        guard target != row else {
            if atEdge == .handled { move { delta < 0 ? $0.moveToStart() : $0.moveToEnd() } }
            return atEdge
        }
        let column = goalColumn ?? rows.column(of: editor.cursor, in: editor.clusters)
        move { $0.moveCursor(to: rows.position(in: target, column: column, clusters: $0.clusters)) }
        goalColumn = column
        return .handled
    }

    /// Home and End: the start or end of the cursor's row.
    private func moveInRow(toEnd: Bool) {
        let rows = currentRows
        let row = rows.row(of: editor.cursor)
        move { $0.moveCursor(to: toEnd ? rows.lastPosition(in: row) : rows.ranges[row].lowerBound) }
    }

    /// The position after the last cluster of the line holding `position`, past its line break
    /// when `orBreak` and `position` is already at the end (Ctrl-K at the end joins the lines).
    private static func lineEnd(after position: Int, in clusters: [Character], orBreak: Bool) -> Int {
        var end = position
        while end < clusters.count, clusters[end] != "\n" { end += 1 }
        return orBreak && end == position && end < clusters.count ? end + 1 : end
    }

    private static func lineStart(before position: Int, in clusters: [Character]) -> Int {
        var start = position
        while start > 0, clusters[start - 1] != "\n" { start -= 1 }
        return start
    }

    private func move(_ change: (inout TextEditing) -> Bool) {
        goalColumn = nil
        if change(&editor) { setNeedsDisplay() }
    }

    private func edit(_ change: (inout TextEditing) -> Bool) {
        if change(&editor) { commit() }
    }
}

extension TextEditorNode: ClickableNode {
    /// A click puts the cursor on the character under the pointer, or at the end of the row.
    func click(at point: Point) {
        let rows = currentRows
        let textArea = self.textArea
        let row = min(max(0, topRow + point.y - textArea.y), rows.count - 1)
        move { $0.moveCursor(to: rows.position(in: row, column: point.x - textArea.x, clusters: $0.clusters)) }
    }
}

extension TextEditorNode: KeyConsumingNode {
    /// Typing, editing and moving keys: a key-help bar does not offer them while the editor has
    /// focus (`q quit` would type a `q`).
    func consumes(_ shortcut: KeyboardShortcut) -> Bool {
        switch (shortcut.key, shortcut.modifiers) {
        case (.upArrow, []), (.downArrow, []), (.pageUp, []), (.pageDown, []), (.return, .option):
            return true
        case (.return, []):
            return isEditor
        default:
            return TextEditing.takesLineEditingKey(shortcut)
        }
    }
}

extension TextEditorNode: ControlKeyHelpProvider {
    /// The keys that are not plain typing: moving by row, and the new line.
    var controlKeyHelp: [KeyHelpEntry] {
        [KeyHelpEntry(shortcut: KeyboardShortcut(.downArrow, modifiers: []), text: "move", keyLabel: "↑↓←→"),
         isEditor ? KeyHelpEntry(shortcut: KeyboardShortcut(.return, modifiers: []), text: "new line")
                  : KeyHelpEntry(shortcut: KeyboardShortcut(.return, modifiers: .option), text: "new line")]
    }
}
