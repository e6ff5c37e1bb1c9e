@_spi(CursesUICore) import CursesUICore
/// What a `TextField` or `SecureField` gives its node; both share one node kind.
struct TextInputConfiguration {
    var source: TextInputSource
    /// Shown in gray while the text is empty.
    var placeholder: Text?
    /// Whether each character is shown as a dot.
    var isSecure: Bool
}

/// A view edited by a `TextFieldNode`.
@MainActor
protocol TextInputView {
    var configuration: TextInputConfiguration { get }
}

/// Edits a bound string in one row: keeps the editing state (`TextEditing`), turns keys into
/// edits, writes every edit through the binding, and draws the visible part of the text with
/// the cursor in reverse video. A field bound to a value through a format edits a draft instead,
/// committed on Return or when focus leaves the field.
final class TextFieldNode: Node, PasteAcceptingNode {
    /// Focused, or the field of the highlighted row of the focused list, which edits it.
    override var isFocused: Bool {
        if graph.focusedNode === self { return true }
        guard let list = graph.focusedNode as? any RowEditingNode else { return false }
        return list.activeRowField === self
    }

    /// The width asked for when the parent leaves the width open.
    static let idealWidth = 20

    private var source: TextInputSource?
    /// Whether a formatted field's text was edited since the value was last formatted.
    private var hasDraft = false
    private var placeholder: Text?
    private var isSecure = false
    private var isEnabled = true
    /// Whether a rounded border surrounds the text (`.roundedBorder`).
    private var hasBorder = false
    private var editor = TextEditing()

    override init(graph: ViewGraph, viewType: Any.Type) {
        super.init(graph: graph, viewType: viewType)
    }

    // MARK: Updating

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let configuration = (view.anyValue as! any TextInputView).configuration
        source = configuration.source
        placeholder = configuration.placeholder
        isSecure = configuration.isSecure
        updateEnabled(environment.isEnabled)
        updateBorder(environment.textFieldHasBorder)
        readValue()
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        environment = newEnvironment
        updateEnabled(newEnvironment.isEnabled)
        updateBorder(newEnvironment.textFieldHasBorder)
        setNeedsDisplay()
    }

    private func updateBorder(_ border: Bool) {
        guard border != hasBorder else { return }
        hasBorder = border
        setNeedsLayout()
    }

    override func reevaluate() {
        super.reevaluate()
        readValue()
    }

    private func updateEnabled(_ enabled: Bool) {
        guard enabled != isEnabled else { return }
        isEnabled = enabled
        // Focusability changed, and the focus ring is rebuilt by layout.
        setNeedsLayout()
    }

    /// Reads the bound text, re-reading when an observable value behind the binding changes.
    /// A text changed elsewhere keeps the cursor where it was (clamped) while the field is being
    /// edited, and puts it at the end otherwise, ready to append. A draft being edited stays.
    private func readValue() {
        let value: String
        switch source {
        case .text(let binding)?: value = tracking { binding.wrappedValue }
        case .value(let format)?:
            value = tracking { format.formatted() }
            if hasDraft { return }
        case nil: return
        }
        guard editor.setText(value) else { return }
        if !isFocused { editor.moveToEnd() }
        setNeedsDisplay()
    }

    /// Writes the edited text through the binding; a formatted field keeps it as a draft.
    private func commit() {
        guard case .text(let binding)? = source else {
            hasDraft = true
            setNeedsDisplay()
            return
        }
        binding.wrappedValue = editor.text
        // A binding to something unobservable tells nobody about the write, and a binding may
        // store something else than it was given, so the field re-reads the value itself.
        invalidate()
        setNeedsDisplay()
    }

    /// Parses a formatted field's draft and writes the value when it parses; either way the field
    /// shows the value formatted again, so text that does not parse reverts.
    private func commitDraft() {
        guard case .value(let format)? = source, hasDraft else { return }
        hasDraft = false
        _ = format.commit(editor.text)
        readValue()
        invalidate()
        setNeedsDisplay()
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
        if press.modifiers.isEmpty, let result = handleSpecialKey(press.key) { return result }
        // Typed text, Shift included; Option and Command combinations are shortcuts.
        guard press.modifiers.isSubset(of: .shift), !press.characters.isEmpty,
              press.characters.allSatisfy(TextEditing.isInsertable) else { return .ignored }
        if editor.insert(press.characters) { commit() }
        return .handled
    }

    /// Inserts pasted text at the cursor in one edit, however long: line breaks and tabs become
    /// spaces (the field holds one line), other control characters are left out.
    package func paste(_ text: String) -> Bool {
        guard isEnabled else { return false }
        let line = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        if editor.insert(line) { commit() }
        return true
    }

    /// The editing keys of a shell's line editor.
    private func handleControlKey(_ key: KeyEquivalent) -> KeyPress.Result {
        switch key.character {
        case "a": move { $0.moveToStart() }
        case "e": move { $0.moveToEnd() }
        case "k": edit { $0.deleteToEnd() }
        case "u": edit { $0.deleteToStart() }
        case "w": edit { $0.deleteWordBackward() }
        default: return .ignored
        }
        return .handled
    }

    /// Movement, deletion and Return; `nil` for keys that type text or that the field ignores.
    private func handleSpecialKey(_ key: KeyEquivalent) -> KeyPress.Result? {
        switch key {
        case .leftArrow: move { $0.moveLeft() }
        case .rightArrow: move { $0.moveRight() }
        case .home: move { $0.moveToStart() }
        case .end: move { $0.moveToEnd() }
        case .delete: edit { $0.deleteBackward() }
        case .deleteForward: edit { $0.deleteForward() }
        case .return:
            commitDraft()
            environment.submit(.text)
        default: return nil
        }
        return .handled
    }

    private func move(_ change: (inout TextEditing) -> Bool) {
        if change(&editor) { setNeedsDisplay() }
    }

    private func edit(_ change: (inout TextEditing) -> Bool) {
        if change(&editor) { commit() }
    }

    // MARK: Layout and drawing

    /// Flexible in width like SwiftUI's field, and one row high.
    override func computeSize(_ proposal: ProposedSize) -> Size {
        let inset = hasBorder ? 2 : 0
        return Size(width: proposal.width ?? Self.idealWidth + inset, height: 1 + inset)
    }

    /// Where the text goes: the frame, inside the border if there is one.
    private var textRow: Rect {
        guard hasBorder else { return Rect(x: frame.x, y: frame.y, width: frame.width, height: 1) }
        return Rect(x: frame.x + 1, y: frame.y + 1, width: max(0, frame.width - 2), height: 1)
    }

    /// The cells a character takes as drawn: one dot each in a secure field.
    private var cellWidth: (Character) -> Int {
        if isSecure { return { _ in 1 } }
        return { TextEditing.displayWidth(of: $0) }
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let row = textRow
        let inherited = environment.textStyle
        let style = CellStyle(foreground: isEnabled ? inherited.foreground : .gray,
                              isBold: inherited.isBold, isUnderlined: inherited.isUnderlined)
        if hasBorder { canvas.drawFieldBorder(around: frame, isEnabled: isEnabled, isFocused: isFocused, clip: clip) }
        let area = row.intersection(clip)
        guard !area.isEmpty else { return }
        let cellWidth = self.cellWidth
        let frame = row
        editor.scrollToCursor(fieldWidth: frame.width, cellWidth: cellWidth)

        if editor.isEmpty, let placeholder {
            var placeholderStyle = style
            placeholderStyle.foreground = isEnabled ? placeholder.head.attributes.foreground ?? .secondary : .gray
            let glyphs = TextLayout.paragraphs(of: placeholder.content).first ?? []
            canvas.draw(glyphs, x: frame.x, y: frame.y, style: placeholderStyle, clip: area)
        } else {
            var x = frame.x
            for index in editor.visibleRange(fieldWidth: frame.width, cellWidth: cellWidth) {
                let glyph = isSecure ? Glyph(text: "•", width: 1) : DisplayWidth.glyph(for: editor.clusters[index])
                x += canvas.draw(glyph, x: x, y: frame.y, style: style, clip: area)
            }
        }

        guard isEnabled, isFocused else { return }
        // The underline shows the field's extent; the reversed cell is the cursor.
        canvas.modify(area) { $0.isUnderlined = true }
        let cursor = Rect(x: frame.x + editor.cursorColumn(cellWidth: cellWidth), y: frame.y,
                          width: editor.cursorWidth(cellWidth: cellWidth), height: 1)
        canvas.modify(cursor.intersection(area)) { $0.isReversed = true }
    }

    /// Leaving a formatted field commits its edit, as in SwiftUI. Focus may move during layout,
    /// so the value is written after it.
    override func didResignFocus() {
        guard hasDraft else { return }
        graph.enqueueEffect { [weak self] in self?.commitDraft() }
    }
}

/// A list whose highlighted row's text field takes typing while the list has focus.
@MainActor
protocol RowEditingNode: Node {
    var activeRowField: Node? { get }
}

extension ListNode: RowEditingNode {}

extension TextFieldNode: KeyConsumingNode {
    /// Typing, editing and moving keys: a key-help bar does not offer them while the field has
    /// focus (`q quit` would type a `q`).
    func consumes(_ shortcut: KeyboardShortcut) -> Bool {
        TextEditing.takesLineEditingKey(shortcut)
    }
}

extension TextFieldNode: ClickableNode {
    /// A click puts the cursor on the character under the pointer, or after the text.
    func click(at point: Point) {
        let cellWidth = self.cellWidth
        var column = point.x - textRow.x
        var position = editor.scrollOffset
        while position < editor.clusters.count {
            let width = cellWidth(editor.clusters[position])
            guard column >= width else { break }
            column -= width
            position += 1
        }
        move { $0.moveCursor(to: position) }
    }
}
