import Foundation
@_spi(CursesUICore) import CursesUICore

/// Draws the label and the date's fields, the chosen one in reverse video while focused, and
/// edits the field under the keys.
final class DatePickerNode<Label: View>: WrapperNode {
    private var picker: DatePicker<Label>?
    /// The date shown, read when the picker last updated.
    private var date = Date(timeIntervalSinceReferenceDate: 0)
    private var fields: DateFields?
    /// The index in `fields.fields` of the chosen field.
    private var selectedField = 0
    /// Digits typed into the chosen field that do not make its value yet (a year's first three).
    private var typed = ""
    private var isEnabled = true

    init(graph: ViewGraph) { super.init(graph: graph, viewType: DatePicker<Label>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let picker = view.value(as: DatePicker<Label>.self)
        self.picker = picker
        readEnvironment(environment)
        readValue()
        updateContent(ControlLabel(content: picker.label), environment: environment)
    }

    override func reevaluate() {
        super.reevaluate()
        readValue()
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        super.environmentDidChange(newEnvironment)
        readEnvironment(newEnvironment)
    }

    /// The calendar, time zone and locale decide the fields, their order and their values.
    private func readEnvironment(_ environment: EnvironmentValues) {
        guard let picker else { return }
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        calendar.locale = environment.locale
        if environment.isEnabled != isEnabled {
            isEnabled = environment.isEnabled
            // Focusability changed, and the focus ring is rebuilt by layout.
            setNeedsLayout()
        }
        // Finding the locale's pattern is slow enough to do only when what decides it changes.
        guard fields?.calendar != calendar || fields?.components != picker.components else { return }
        let newFields = DateFields(components: picker.components, calendar: calendar)
        fields = newFields
        selectedField = min(selectedField, max(0, newFields.fields.count - 1))
        typed = ""
        setNeedsLayout()
    }

    /// Reads the bound date, re-reading when an observable value behind the binding changes.
    private func readValue() {
        guard let picker else { return }
        let value = tracking { picker.selection.wrappedValue }
        if value != date {
            date = value
            setNeedsDisplay()
        }
    }

    /// Writes a new date, within the picker's range.
    private func write(_ newDate: Date) {
        guard let picker else { return }
        picker.selection.wrappedValue = picker.clamped(newDate)
        // A binding to something unobservable tells nobody about the write, so re-read it.
        invalidate()
        setNeedsDisplay()
    }

    // MARK: Layout and drawing

    /// The fields' and separators' texts with their widths.
    private var pieces: [(text: String, field: Int?)] {
        guard let fields else { return [] }
        var index = 0
        return fields.parts.map { part in
            switch part {
            case .literal(let text): return (text, nil)
            case .field(let kind):
                defer { index += 1 }
                var text = fields.text(of: kind, in: date)
                if index == selectedField, !typed.isEmpty {
                    text = typed.padding(toLength: fields.width(of: kind), withPad: " ", startingAt: 0)
                }
                return (text, index)
            }
        }
    }

    private var fieldsWidth: Int { pieces.reduce(0) { $0 + DisplayWidth.width(of: $1.text) } }

    /// One space parts the label from the fields; an empty label needs none.
    private var gap: Int { contentItems.isEmpty || contentSize(.unspecified).width == 0 ? 0 : 1 }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let fixed = gap + fieldsWidth
        let label = contentSize(ProposedSize(width: proposal.width.map { max(0, $0 - fixed) }, height: proposal.height))
        return Size(width: label.width + fixed, height: max(1, label.height))
    }

    override func placeChildren(in rect: Rect) {
        placeContent(in: Rect(x: rect.x, y: rect.y, width: max(0, rect.width - gap - fieldsWidth), height: rect.height))
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        drawContent(into: &canvas, clip: area)
        let focused = isEnabled && isFocused
        var x = frame.maxX - fieldsWidth
        for piece in pieces {
            var style = CellStyle(foreground: isEnabled ? environment.textStyle.foreground : .gray)
            if focused, let field = piece.field {
                if field == selectedField { style.isReversed = true } else { style.isUnderlined = true }
            }
            x += canvas.draw(piece.text, x: x, y: frame.y, style: style, clip: area)
        }
        if !isEnabled { canvas.modify(area) { $0.foreground = .gray } }
    }

    // MARK: Input

    override var isFocusable: Bool { isEnabled }

    override func handleFocusedKey(_ press: KeyPress) -> KeyPress.Result {
        guard isEnabled, let fields, !fields.fields.isEmpty, press.modifiers.subtracting(.shift).isEmpty else { return .ignored }
        let kind = fields.fields[selectedField]
        switch press.key {
        case .leftArrow:
            guard selectedField > 0 else { return .ignored }
            choose(selectedField - 1)
        case .rightArrow:
            guard selectedField < fields.fields.count - 1 else { return .ignored }
            choose(selectedField + 1)
        case .upArrow, "+", "=":
            typed = ""
            write(fields.stepping(kind, of: date, by: 1))
        case .downArrow, "-", "_":
            typed = ""
            write(fields.stepping(kind, of: date, by: -1))
        case _ where kind == .dayPeriod && "aApP".contains(press.key.character):
            write(fields.setting(.dayPeriod, of: date, to: "aA".contains(press.key.character) ? 0 : 1))
        default:
            guard let digit = press.key.character.wholeNumberValue, press.key.character.isASCII, kind != .dayPeriod else { return .ignored }
            type(digit, into: kind, fields: fields)
        }
        return .handled
    }

    private func choose(_ field: Int) {
        typed = ""
        selectedField = field
        setNeedsDisplay()
    }

    /// Typing a digit, as a Mac's date fields take it: a two-digit field takes the first digit
    /// at once and the second makes a two-digit value when it can; a field full or unable to
    /// take another digit passes on to the next. A year takes four digits before it changes.
    private func type(_ digit: Int, into kind: DateFields.Kind, fields: DateFields) {
        let range = fields.range(of: kind, in: date)
        if kind == .year {
            typed.append(String(digit))
            if typed.count == 4 {
                let year = Int(typed) ?? 0
                typed = ""
                if year >= range.lowerBound { write(fields.setting(.year, of: date, to: year)) }
                advance(fields)
            }
            setNeedsDisplay()
            return
        }
        if let first = Int(typed), range.contains(first * 10 + digit) {
            typed = ""
            write(fields.setting(kind, of: date, to: first * 10 + digit))
            advance(fields)
            return
        }
        typed = ""
        if range.contains(digit) { write(fields.setting(kind, of: date, to: digit)) }
        if digit * 10 > range.upperBound { advance(fields) } else { typed = String(digit) }
        setNeedsDisplay()
    }

    private func advance(_ fields: DateFields) {
        if selectedField < fields.fields.count - 1 { choose(selectedField + 1) }
    }

    /// Digits typed but not yet a value are dropped when focus leaves.
    override func didResignFocus() {
        typed = ""
        setNeedsDisplay()
    }
}

extension DatePickerNode: ClickableNode {
    /// A click on a field chooses it.
    func click(at point: Point) {
        var x = frame.maxX - fieldsWidth
        for piece in pieces {
            let width = DisplayWidth.width(of: piece.text)
            if let field = piece.field, point.x >= x, point.x < x + width { choose(field) }
            x += width
        }
    }
}

extension DatePickerNode: ControlKeyHelpProvider {
    /// Choosing and changing fields.
    var controlKeyHelp: [KeyHelpEntry] {
        [KeyHelpEntry(shortcut: KeyboardShortcut(.rightArrow, modifiers: []), text: "field", keyLabel: "←→"),
         KeyHelpEntry(shortcut: KeyboardShortcut(.upArrow, modifiers: []), text: "change", keyLabel: "↑↓")]
    }
}

extension DatePickerNode: KeyConsumingNode {
    /// The keys that choose, change and type fields: a key-help bar does not offer them while the
    /// picker has focus.
    func consumes(_ shortcut: KeyboardShortcut) -> Bool {
        guard shortcut.modifiers.subtracting(.shift).isEmpty else { return false }
        switch shortcut.key {
        case .leftArrow, .rightArrow, .upArrow, .downArrow, "+", "=", "-", "_": return true
        default:
            let character = shortcut.key.character
            let choosesDayPeriod = fields.map { selectedField < $0.fields.count && $0.fields[selectedField] == .dayPeriod } ?? false
            return character.isASCII && (character.isNumber || choosesDayPeriod && "aApP".contains(character))
        }
    }
}
