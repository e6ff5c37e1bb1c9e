@_spi(CursesUICore) import CursesUICore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A view that shows read-only text, as in SwiftUI.
///
/// Text wraps at spaces to the width it is offered, breaks lines at `"\n"`, and measures by
/// display width. Control characters and escape sequences in the string are shown as visible
/// placeholders (`␛`), never sent to the terminal.
///
/// A string literal is a ``LocalizedStringKey``, so its Markdown is drawn, as in SwiftUI:
/// `Text("**Bold** and _italic_")`. A `String` variable and `Text(verbatim:)` stay literal.
/// Texts join with `+`, each part keeping its own style.
public struct Text: View, Equatable {
    /// The runs, behind one reference: a view is copied many times on its way to its node
    /// (builders, tuples, modifiers, generic code that copies through value witnesses), and a
    /// copy of one reference costs a retain where a copy of the runs' strings, colors, styles
    /// and link would cost several.
    private var storage: Storage

    /// A text's runs. Texts share it freely: a modifier changes it in place only when the text
    /// it is called on holds the only reference (`Text("a").bold()`), so no other text, and no
    /// other thread, ever sees a change. Release builds skip the runtime's access checks on the
    /// runs (read by every text update, as when they were `let`s); debug builds, where the tests
    /// run, keep them.
    private final class Storage: @unchecked Sendable {
        #if DEBUG
        /// The first run; most texts have only this one.
        var head: TextRun
        /// The runs after the first, from `+` or Markdown.
        var tail: [TextRun]
        #else
        @exclusivity(unchecked) var head: TextRun
        @exclusivity(unchecked) var tail: [TextRun]
        #endif
        /// Whether a run may set an attribute; `false` only for a text made from a plain string
        /// and not modified since, the most common: two such texts look alike whenever their
        /// characters do, with no comparison of attributes.
        var setsAttributes: Bool

        init(head: TextRun, tail: [TextRun], setsAttributes: Bool = true) {
            self.head = head
            self.tail = tail
            self.setsAttributes = setsAttributes
        }
    }

    // Read in place (`_read`): a copy of a run is a call through its value witnesses, and most
    // readers only compare or read one of its parts.
    /// The first run; most texts have only this one.
    nonisolated var head: TextRun { _read { yield storage.head } }
    /// The runs after the first, from `+` or Markdown.
    nonisolated var tail: [TextRun] { _read { yield storage.tail } }

    nonisolated init(head: TextRun, tail: [TextRun] = []) {
        storage = Storage(head: head, tail: tail)
    }

    /// Text showing `string` with no attributes of its own.
    nonisolated init(plain string: String) {
        storage = Storage(head: TextRun(string: string), tail: [], setsAttributes: false)
    }

    /// Whether a run may set an attribute (see `Storage.setsAttributes`).
    nonisolated var setsAttributes: Bool { storage.setsAttributes }

    private init(storage: Storage) {
        self.storage = storage
    }

    init(runs: [TextRun]) {
        self.init(head: runs.first ?? TextRun(string: ""), tail: Array(runs.dropFirst()))
    }

    /// Text showing a string, literally: `Text(name)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        // `description` is the string itself (a substring's copied): `String(content)`, called
        // from unspecialized code (a `Button`'s title), would first try a cast to `String`.
        self.init(plain: content.description)
    }

    /// Text showing a string exactly as given.
    public init(verbatim content: String) {
        self.init(plain: content)
    }

    public typealias Body = Never

    /// Every run, in order.
    nonisolated var runs: [TextRun] { [head] + tail }

    /// Whether a run shows a date that changes with time.
    /// Nonisolated, with no closure: a main-actor closure handed to `contains` would check the
    /// executor each time it runs.
    nonisolated var hasLiveDates: Bool {
        if head.liveDate != nil { return true }
        for index in tail.indices where tail[index].liveDate != nil { return true }
        return false
    }

    /// The characters of the text, without styles.
    package var content: String { tail.isEmpty ? head.string : tail.reduce(head.string) { $0 + $1.string } }

    /// This text with `change` applied to every run: in place when this text is the only one
    /// holding its runs (a modifier on a text just made), else on a copy of them.
    consuming func mapRuns(_ change: (inout TextRun) -> Void) -> Text {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(head: storage.head, tail: storage.tail) }
        storage.setsAttributes = true
        change(&storage.head)
        for index in storage.tail.indices { change(&storage.tail[index]) }
        return self
    }

    /// This text with `change` applied to the attributes of every run, where the run has not set
    /// them itself.
    consuming func modified(_ change: (inout TextAttributes) -> Void) -> Text {
        var outer = TextAttributes()
        change(&outer)
        return mapRuns { $0.attributes = $0.attributes.filled(from: outer) }
    }

    /// Two texts as one: each keeps its own style, and the result wraps as one text.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var tail = lhs.tail
        tail.append(rhs.head)
        tail.append(contentsOf: rhs.tail)
        return Text(storage: Storage(head: lhs.head, tail: tail, setsAttributes: lhs.setsAttributes || rhs.setsAttributes))
    }

    /// Whether two texts show the same runs with the same attributes.
    nonisolated public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.storage === rhs.storage || (lhs.head == rhs.head && lhs.tail == rhs.tail)
    }
}

extension Text: PrimitiveView {
    package func makeNode(in graph: ViewGraph) -> Node { TextNode(graph: graph) }
}

/// Lays out and draws a `Text`.
final class TextNode: Node {
    private(set) var text: Text?
    /// The text as glyphs, one array per paragraph, each glyph with the run it belongs to.
    private var paragraphs: [[StyledGlyph]] = [] {
        didSet {
            naturalWidth = 0
            for paragraph in paragraphs { naturalWidth = max(naturalWidth, TextLayout.width(of: paragraph)) }
            wrapped = nil
        }
    }
    /// The letter case each run was laid out in, from the environment's text style.
    private var runCases: [Text.Case?] = []
    /// The width of the widest paragraph: offered at least this much, the text does not wrap.
    private var naturalWidth = 0
    /// The lines for the last width measured or drawn, kept for the next measure or frame.
    private var wrapped: (width: Int?, limit: Int?, mode: Text.TruncationMode, lines: [[StyledGlyph]])?

    /// The lines of the text at `width`, within the line limit.
    private func lines(width: Int?) -> [[StyledGlyph]] {
        let style = textFormatting
        let (limit, mode) = (style.lineLimit, style.truncationMode)
        if limit == nil, width == nil || width! >= naturalWidth { return paragraphs }
        if let wrapped, wrapped.width == width, wrapped.limit == limit, wrapped.mode == mode { return wrapped.lines }
        let lines = TextTruncation.lines(of: paragraphs, width: width, limit: limit, mode: mode)
        wrapped = (width, limit, mode, lines)
        return lines
    }

    init(graph: ViewGraph) { super.init(graph: graph, viewType: Text.self) }

    override var marksOwnDisplayChanges: Bool { true }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        if environmentChanged { environmentWillChange() }
        var newText = view.value(as: Text.self)
        liveText = newText.hasLiveDates ? newText : nil
        if let liveText { newText = showingLiveDates(of: liveText) }
        // Drawn again only when it looks different; a new string that wraps as the old one did
        // changes no size, so nothing else is measured again ("Count: 1" to "Count: 2"), and
        // keeps the styles its runs were drawn in.
        let changes = Self.changes(from: text, to: newText)
        if environmentChanged || !changes.isEmpty { setNeedsDisplay() }
        if changes.contains(.attributes) { runStyles = nil }
        layOut(newText, charactersChanged: changes.contains(.characters), redrawsSameShape: true)
        text = newText
    }

    // MARK: Ticking dates

    /// The text as written, when it shows dates that change with time; nil otherwise.
    private var liveText: Text?
    /// The next tick of the clock, while the text shows live dates.
    private var tick: ScheduledTick?

    /// `live` with each live date's string as of the clock's now; schedules the next tick at
    /// the earliest moment one of them changes (and cancels the previous one).
    private func showingLiveDates(of live: Text) -> Text {
        let clock = environment.dateClock
        let now = clock.now
        var next: Date?
        let shown = live.mapRuns { run in
            guard let date = run.liveDate else { return }
            run.string = date.string(at: now)
            if let change = date.nextChange(after: now) { next = next.map { min($0, change) } ?? change }
        }
        tick?.cancel()
        tick = next.map { date in clock.schedule(at: date) { [weak self] in self?.tickDidFire() } }
        return shown
    }

    /// A second passed: only this text is laid out or drawn again, and only if its string changed.
    private func tickDidFire() {
        tick = nil
        guard isAttached, let liveText else { return }
        let shown = showingLiveDates(of: liveText)
        layOut(shown, charactersChanged: Self.changes(from: text, to: shown).contains(.characters), redrawsSameShape: true)
        text = shown
        graph.requestFrame()
    }

    override func willDetach() {
        tick?.cancel()
        tick = nil
    }

    /// Builds the glyphs again when the text's characters (`charactersChanged`, from
    /// `changes(from:to:)`) or their case changed. With `redrawsSameShape`, a new string that
    /// wraps as the old one did is only drawn again: a ticking date changes its digits once a
    /// second, not its size.
    private func layOut(_ newText: Text, charactersChanged: Bool, redrawsSameShape: Bool = false) {
        let style = textFormatting
        let cases = newText.tail.isEmpty && style.textCase == nil && style.font == nil && newText.head.attributes.font == nil
            ? [nil] : newText.runs.map { $0.attributes.caseTransform(inherited: inheritedTextStyle) }
        guard charactersChanged || cases != runCases else { return }
        runCases = cases
        let old = paragraphs
        paragraphs = Self.paragraphs(of: newText, cases: cases)
        if redrawsSameShape, TextLayout.haveSameShape(old, paragraphs) {
            // Every width wraps and truncates it as before, so no size can change.
            setNeedsDisplay()
        } else {
            setNeedsLayout()
        }
    }

    /// The glyphs of every run, joined: a run continues the last paragraph of the run before it.
    /// Reads the runs' strings in place: `text.runs` would make an array of copied runs.
    nonisolated private static func paragraphs(of text: Text, cases: [Text.Case?]) -> [[StyledGlyph]] {
        var result: [[StyledGlyph]] = []
        for index in 0...text.tail.count {
            var string = index == 0 ? text.head.string : text.tail[index - 1].string
            switch cases.count > index ? cases[index] : nil {
            case .uppercase: string = string.uppercased()
            case .lowercase: string = string.lowercased()
            case nil: break
            }
            TextLayout.appendParagraphs(of: string, run: index, to: &result)
        }
        return result
    }

    /// What differs between two texts' runs.
    struct Changes: OptionSet {
        let rawValue: UInt8
        /// A run's attributes: its style, its link.
        static let attributes = Changes(rawValue: 1)
        /// A run's characters, or the date it shows; or the number of runs.
        static let characters = Changes(rawValue: 2)
    }

    /// What differs between `old` (everything, when there is none) and `new`, run by run;
    /// strings compared by their bytes: cheaper than `==`, which compares them by canonical
    /// equivalence (slowly, beyond ASCII), and an equivalent string spelled differently may be
    /// drawn differently.
    nonisolated static func changes(from old: Text?, to new: Text) -> Changes {
        guard let old, old.tail.count == new.tail.count else { return [.attributes, .characters] }
        var changes: Changes = []
        // The runs' parts read one at a time: a run passed whole to a function would be copied
        // (through its value witnesses) for as long as the function runs.
        let comparesAttributes = old.setsAttributes || new.setsAttributes
        assert(comparesAttributes || [old, new].allSatisfy { $0.runs.allSatisfy { $0.attributes == TextAttributes() } },
               "a text made from a plain string has runs with attributes")
        if comparesAttributes, old.head.attributes != new.head.attributes { changes.insert(.attributes) }
        if old.head.liveDate != new.head.liveDate || !haveSameBytes(old.head.string, new.head.string) { changes.insert(.characters) }
        for index in old.tail.indices {
            if comparesAttributes, old.tail[index].attributes != new.tail[index].attributes { changes.insert(.attributes) }
            if old.tail[index].liveDate != new.tail[index].liveDate || !haveSameBytes(old.tail[index].string, new.tail[index].string) {
                changes.insert(.characters)
            }
        }
        return changes
    }

    /// Whether two texts have the same runs, string for string the same bytes.
    nonisolated static func looksAlike(_ old: Text?, _ new: Text) -> Bool { changes(from: old, to: new).isEmpty }

    /// Whether two strings have the same UTF-8 bytes; compares native strings' storage in one
    /// call rather than byte by byte.
    nonisolated private static func haveSameBytes(_ a: String, _ b: String) -> Bool {
        let (aBytes, bBytes) = (a.utf8, b.utf8)
        guard aBytes.count == bBytes.count else { return false }
        let same = aBytes.withContiguousStorageIfAvailable { aBuffer in
            bBytes.withContiguousStorageIfAvailable { bBuffer in
                aBuffer.isEmpty || memcmp(aBuffer.baseAddress!, bBuffer.baseAddress!, aBuffer.count) == 0
            }
        }
        return same.flatMap { $0 } ?? aBytes.elementsEqual(bBytes)
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        let old = inheritedTextStyle
        environment = newEnvironment
        environmentWillChange()
        let new = inheritedTextStyle
        if let text, new.textCase != old.textCase || new.font != old.font { layOut(text, charactersChanged: false) }
        if new.lineLimit != old.lineLimit || new.reservesLineLimitSpace != old.reservesLineLimitSpace
            || new.truncationMode != old.truncationMode {
            wrapped = nil
            setNeedsLayout()
        }
        setNeedsDisplay()
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let style = textFormatting
        let lines = lines(width: proposal.width)
        var width = 0
        if lines.count == paragraphs.count && (proposal.width == nil || proposal.width! >= naturalWidth) {
            width = naturalWidth
        } else {
            for line in lines { width = max(width, TextLayout.width(of: line)) }
        }
        // Like SwiftUI's, text keeps at least one line when offered less height, so stacks
        // treat a line of text as rigid.
        var count = lines.count
        if style.reservesLineLimitSpace, let limit = style.lineLimit { count = max(count, limit) }
        let height = count == 0 ? 0 : max(1, min(count, proposal.height ?? .max))
        return Size(width: width, height: height)
    }

    /// The text style inherited from the environment, and the entries holding it there: looking
    /// a value up walks the environment's entries and may take a default, so the style is read
    /// again only from other entries (an environment changed above the text in some other
    /// value costs one walk), and only once per change: the environment changes only through
    /// `update(with:environmentChanged:)` and `environmentDidChange(_:)`, which mark it stale.
    private var inheritedStyle = InheritedText(style: TextStyle(), formatting: TextFormatting())
    private var inheritedStyleEntries: InheritedText.Entries?
    private var inheritedStyleIsStale = true

    /// The environment changes (or did, in `environmentDidChange(_:)`): what was read from it
    /// is read again when next asked for.
    private func environmentWillChange() {
        inheritedStyleIsStale = true
        runStyles = nil
    }

    private func refreshInheritedStyle() {
        guard inheritedStyleIsStale else { return }
        inheritedStyleIsStale = false
        let entries = environment.inheritedTextEntries
        if let inheritedStyleEntries, inheritedStyleEntries.isIdentical(to: entries) { return }
        inheritedStyle = InheritedText(entries)
        inheritedStyleEntries = entries
    }

    /// The text style inherited from the environment.
    private var inheritedTextStyle: InheritedText {
        refreshInheritedStyle()
        return inheritedStyle
    }

    /// The inherited formatting alone, which is what measuring reads: plain values, cheaper to
    /// copy than the whole style with its colors (measuring asks for it many times a frame).
    private var textFormatting: TextFormatting {
        refreshInheritedStyle()
        return inheritedStyle.formatting
    }

    /// How each run is drawn: the pen it is written with, or its style and gradient when it is
    /// drawn in one.
    private struct RunStyles {
        var pens: [Pen] = []
        var gradients: [(style: CellStyle, shading: GradientShading)?] = []
    }

    /// The runs' styles, made by the first draw after the runs' attributes or the environment
    /// changed: a text whose characters change in the same style (a count, a clock) is drawn
    /// again with the styles it had.
    private var runStyles: RunStyles?

    private func makeRunStyles(of text: Text) -> RunStyles {
        let inherited = inheritedTextStyle
        // The accent (two default lookups) is read only for a link.
        let linkColor = Self.hasLinks(text) ? environment.colorSystem.accent : Color.blue
        var cellStyles = [text.head.attributes.cellStyle(inherited: inherited, linkColor: linkColor)]
        for run in text.tail { cellStyles.append(run.attributes.cellStyle(inherited: inherited, linkColor: linkColor)) }
        var styles = RunStyles()
        // A run drawn in a style other than a plain color (a gradient, `.tint`) takes its colors here.
        if inherited.shading != nil || Self.hasShapeStyles(text) {
            let context = ShapeStyleContext(environment)
            for (index, run) in text.runs.enumerated() {
                switch run.attributes.foregroundStyle(in: context) {
                case .color(let color):
                    cellStyles[index].foreground = color
                    styles.gradients.append(nil)
                case .gradient(let shading):
                    styles.gradients.append((cellStyles[index], shading))
                }
            }
        }
        styles.pens = cellStyles.map(Pen.init)
        return styles
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        guard let text else { return }
        if runStyles == nil { runStyles = makeRunStyles(of: text) }
        guard let styles = runStyles else { return }
        let alignment = textFormatting.multilineTextAlignment
        let frame = frame
        let area = frame.intersection(clip)
        for (row, line) in lines(width: frame.width).prefix(frame.height).enumerated() {
            var x = frame.x
            switch alignment {
            case .leading: break
            case .center: x += (frame.width - TextLayout.width(of: line)) / 2
            case .trailing: x += frame.width - TextLayout.width(of: line)
            }
            // One draw per stretch of glyphs of one run; a glyph at a time in a gradient.
            var start = 0
            while start < line.count {
                let run = line[start].run
                // A text of one run has one stretch a line.
                var end = styles.pens.count == 1 ? line.count : start + 1
                while end < line.count, line[end].run == run { end += 1 }
                if run < styles.gradients.count, let (runStyle, shading) = styles.gradients[run] {
                    for glyph in line[start..<end] {
                        var style = runStyle
                        style.foreground = shading.color(x: x - frame.x, y: row, width: frame.width, height: frame.height)
                        x += canvas.draw(glyph.glyph, x: x, y: frame.y + row, style: style, clip: area)
                    }
                } else {
                    x += canvas.draw(line[start..<end], x: x, y: frame.y + row, pen: styles.pens[run], clip: area)
                }
                start = end
            }
        }
    }
}

extension TextNode {
    // Nonisolated, as `paragraphs(of:cases:)`: their closures are not checked for the executor.
    /// Whether a run of `text` is a link.
    nonisolated private static func hasLinks(_ text: Text) -> Bool {
        text.head.attributes.link != nil || text.tail.contains { $0.attributes.link != nil }
    }

    /// Whether a run of `text` has a shape style of its own.
    nonisolated private static func hasShapeStyles(_ text: Text) -> Bool {
        text.head.attributes.shapeStyle != nil || text.tail.contains { $0.attributes.shapeStyle != nil }
    }
}
