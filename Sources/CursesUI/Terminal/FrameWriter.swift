@_spi(CursesUICore) import CursesUICore

/// Turns frames into the bytes a terminal needs to show them, from its terminfo capabilities:
/// the changed cells of `FrameDiff`, reached with the cheapest cursor move, in the fewest
/// attribute changes, a block of rows that moved up or down by one scrolled instead of rewritten.
///
/// It keeps what it knows of the terminal between frames (where the cursor is, which attributes
/// are on); `invalidate()` forgets it, for a screen whose state is unknown.
///
/// Width policy: a grapheme is written whole, as its UTF-8 bytes, and takes the columns
/// `DisplayWidth` gives it (Unicode 16). Terminals agree on those for plain text; for the rest
/// (clusters of several scalars, emoji, symbols whose width changed between Unicode versions) a
/// terminal may use another width, so after such a grapheme the cursor is placed again by
/// address, and a wide one is written over two blanks: a disagreement never shifts the rest of
/// the row or leaves a stale cell.
struct FrameWriter {
    /// What the terminal draws a character with: attributes and colors (-1: default; a palette
    /// index below 256; a direct color as `Pen.direct` plus its 24-bit red, green and blue).
    private struct Pen: Equatable {
        // No array literals of `Cell.Attributes` in this module: the option set's initializer from
        // one is not specialized here and looks up an associated type by name, which searches the
        // executable's conformance records on the first frame.
        var attributes = Cell.Attributes(rawValue: 0)
        var foreground = -1
        var background = -1
        var link = Hyperlink.none
        static let plain = Pen()
        static let direct = 1 << 24
    }

    let capabilities: TerminalCapabilities
    /// The bytes of the frames written so far; the caller sends and empties it.
    var output: [UInt8] = []
    /// Where the cursor is; nil when unknown.
    private var cursor: (x: Int, y: Int)?
    /// The pen the terminal has; nil when unknown.
    private var pen: Pen?
    /// Colors as `Color.paletteIndex(colors:)` takes them (at most 256).
    private let colorCount: Int
    /// Whether links go out as OSC 8 hyperlinks (see `HyperlinkSetting`).
    var sendsHyperlinks = false
    /// Whether true colors go out as 24-bit SGR sequences rather than the nearest palette entry
    /// (see `TrueColorSetting`); only on a terminal with colors.
    var sendsTrueColor = false
    /// The hyperlink open on the terminal: cells written now belong to it.
    private var openLink = Hyperlink.none
    /// Cursor movements formatted so far, a direct-mapped cache (see `sequence(_:_:_:)`).
    private var formattedMovements = [(key: MovementKey, bytes: [UInt8])?](repeating: nil, count: FrameWriter.movementSlots)
    /// How many movements the cache holds: a power of two.
    private static let movementSlots = 256

    init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
        colorCount = capabilities.foreground == nil ? 0 : min(capabilities.colors, 256)
    }

    /// Makes `output` the bytes of one frame: empties it (keeping its storage for the next
    /// frame), then appends what `write` does.
    mutating func writeFrame(from old: Canvas?, to new: Canvas, rows: Range<Int>?, width: Int, height: Int) {
        output.removeAllKeepingStorage()
        write(from: old, to: new, rows: rows, width: width, height: height)
    }

    /// Forgets where the cursor is and which attributes are on.
    mutating func invalidate() {
        cursor = nil
        pen = nil
    }

    /// Appends what turns the screen showing `old` into `new` to `output`: only rows in `rows`
    /// may differ. Without `old`, or when its size differs, clears the screen and writes every
    /// cell that is not blank. Only the `width` × `height` top-left cells of the frame are
    /// written (the terminal's size, which may lag the frame's).
    mutating func write(from old: Canvas?, to new: Canvas, rows: Range<Int>? = nil, width: Int, height: Int) {
        var old = old
        // After a clear the blank cells are there already; no blank frame is made to say so (on a
        // huge terminal it would be as large as the frame).
        var skipsBlanks = false
        if let previous = old, previous.width == new.width, previous.height == new.height {
            // A scroll takes at least four changed rows; most frames change fewer.
            if (rows?.count ?? new.height) >= 4,
               let scroll = Self.scroll(from: previous, to: new, rows: rows ?? 0..<new.height, height: height) {
                self.scroll(scroll, old: &old!, height: height)
            }
        } else {
            setPen(.plain)
            output += capabilities.clear
            cursor = (0, 0)
            old = nil
            skipsBlanks = true
        }
        let screenWidth = min(width, new.width), screenHeight = min(height, new.height)
        FrameDiff.forEachRun(from: old, to: new, rows: old == nil ? nil : rows) { run in
            guard run.row < screenHeight else { return }
            write(run, of: new, width: screenWidth, height: screenHeight, skipsBlanks: skipsBlanks)
        }
        // No link stays open between frames: nothing else the terminal shows may join it.
        setLink(.none)
    }

    // MARK: Cells

    private mutating func write(_ run: FrameDiff.Run, of canvas: Canvas, width: Int, height: Int, skipsBlanks: Bool) {
        let y = run.row
        // The row is taken once: the canvas's subscript is a call into the other module per cell.
        let row = canvas.rows[y]
        var x = run.columns.lowerBound
        let end = min(run.columns.upperBound, width, row.count)
        if skipsBlanks { while x < end, row[x] == .blank { x += 1 } }
        guard x < end else { return }
        // Move first: unchanged cells on the way can then be written again in the pen they have.
        move(to: x, y, in: canvas)
        setPen(penFor(row[x]))
        while x < end {
            let cell = row[x]
            if skipsBlanks, cell == .blank {
                x += 1
                continue
            }
            var cellWidth = x + 1 < row.count && row[x + 1].isContinuation && !cell.isContinuation ? 2 : 1
            // The bottom-right cell of a terminal that scrolls when it is written stays as it is.
            if y == height - 1, x + cellWidth >= width, capabilities.autoMargins, !capabilities.delayedWrap { return }
            // A wide character cut by the screen's right edge shows as a blank.
            let cut = x + cellWidth > width
            if cut { cellWidth = 1 }
            // Printable ASCII, most cells, is one byte of sure width: no scalar ranges to look up,
            // no UTF-8 to encode.
            let ascii = cut ? nil : cell.grapheme.printableASCII
            let sure = ascii != nil || cut || cell.isContinuation || Self.isCertain(cell.grapheme)
            if sure {
                move(to: x, y, in: canvas)
                if let ascii { output.append(ascii) } else { appendGrapheme(cell, blank: cut) }
                cursor = (x + cellWidth, y)
            } else {
                // Blanks first, so a terminal that draws it narrower leaves no stale cell behind.
                if cellWidth == 2 {
                    move(to: x, y)
                    output += [0x20, 0x20]
                    cursor = x + 2 < width ? (x + 2, y) : nil
                }
                move(to: x, y)
                appendGrapheme(cell, blank: cut)
                cursor = nil
            }
            // In the last column the cursor waits to wrap, or has wrapped: its place is unknown.
            if x + cellWidth >= width { cursor = nil }
            x += cellWidth
        }
    }

    /// The cell's text: its grapheme, or a blank for a stray continuation or a wide character cut
    /// by the screen's edge.
    private mutating func appendGrapheme(_ cell: Cell, blank: Bool) {
        if blank || cell.isContinuation {
            output.append(0x20)
        } else {
            cell.grapheme.appendUTF8(to: &output)
        }
    }

    /// Whether every terminal gives this grapheme the width `DisplayWidth` does: one scalar of
    /// a script whose widths have not changed since Unicode 9 and are not East Asian ambiguous.
    static func isCertain(_ grapheme: Grapheme) -> Bool {
        guard let scalar = grapheme.singleScalar else { return false }
        switch scalar {
        case 0x20..<0x7F, 0xA0..<0x300, 0x370..<0x380, 0x384..<0x483, 0x48A..<0x530: return true
        case 0x5D0..<0x5EB, 0x620..<0x64B: return true  // Hebrew and Arabic letters
        case 0x2010..<0x2028, 0x2190..<0x2200, 0x2500..<0x25FD: return true  // punctuation, arrows, box drawing
        case 0x2400..<0x2427, 0xFFFD: return true  // control pictures and the replacement character
        case 0x3000..<0x303F, 0x3041..<0x3097, 0x30A0..<0x3100: return true  // CJK punctuation, kana
        case 0x3400..<0x4DC0, 0x4E00..<0xA000, 0xAC00..<0xD7A4, 0xF900..<0xFB00: return true  // ideographs, Hangul
        case 0xFF01..<0xFF61, 0xFFE0..<0xFFE7: return true  // fullwidth forms
        case 0xFF61..<0xFF9E: return true  // halfwidth katakana, without the sound marks
        default: return false
        }
    }

    // MARK: Cursor

    /// Moves the cursor with the shortest sequence the terminal has.
    private mutating func move(to x: Int, _ y: Int, in canvas: Canvas? = nil) {
        if let cursor, cursor.x == x, cursor.y == y { return }
        if let pen, pen != .plain, !capabilities.movesInAttributes { setPen(.plain) }
        // A one-byte move is the shortest there is: taken without weighing the others (in the
        // order the weighing below would prefer it; parametrized sequences are never one byte).
        if let cursor, cursor.y == y, let one = oneByteMove(from: cursor.x, to: x) {
            output += one
            self.cursor = (x, y)
            return
        }
        var best = sequence(.address, y, x) ?? []
        func consider(_ candidate: [UInt8]) {
            if !candidate.isEmpty, candidate.count < best.count { best = candidate }
        }
        if let cursor, cursor.y == y {
            if x == 0 { consider(capabilities.carriageReturn) }
            if let hpa = sequence(.column, x) { consider(hpa) }
            if x > cursor.x, let right = sequence(.right, x - cursor.x) { consider(right) }
            if x < cursor.x, let left = sequence(.left, cursor.x - x) { consider(left) }
            if x == cursor.x + 1 { consider(capabilities.rightOne) }
            // Unchanged cells in between, rewritten, when that is shorter and they look alike.
            if x > cursor.x, x - cursor.x < best.count, let canvas, let gap = sameLooking(canvas, y, cursor.x..<x) {
                best = gap
            }
            if x == cursor.x - 1 { consider(capabilities.leftOne) }
            if x > 0, let right = sequence(.right, x), capabilities.carriageReturn.count + right.count < best.count {
                consider(capabilities.carriageReturn + right)
            }
        }
        output += best
        cursor = (x, y)
    }

    /// A one-byte sequence that moves the cursor from column `from` to `to` of its row, if the
    /// terminal has one: carriage return, `cuf1` or `cub1`.
    @inline(__always)
    private func oneByteMove(from: Int, to x: Int) -> [UInt8]? {
        if x == 0, capabilities.carriageReturn.count == 1 { return capabilities.carriageReturn }
        if x == from + 1, capabilities.rightOne.count == 1 { return capabilities.rightOne }
        if x == from - 1, capabilities.leftOne.count == 1 { return capabilities.leftOne }
        return nil
    }

    /// The cursor movements `move` weighs, by their terminfo capability.
    private enum Movement: UInt8 {
        case address, column, right, left
    }

    private struct MovementKey: Equatable {
        let movement: Movement
        let first: Int
        let second: Int

        /// The key's slot in a cache of `slots` (a power of two): rows and columns of one screen
        /// spread over the slots without hashing.
        func slot(of slots: Int) -> Int {
            (first &* 0x45 &+ second &* 0x9E3 &+ Int(movement.rawValue) &* 0x3B) & (slots &- 1)
        }
    }

    /// The sequence of a cursor movement, `nil` when the terminal has no such capability. Formatted
    /// once and kept: a key that changes the same cell each time moves the cursor the same way,
    /// and terminfo's `tiparm` costs more than the rest of a small frame. The cache is indexed
    /// directly, not hashed (a hashed lookup cost more than a small frame's other output); a
    /// movement that meets another in its slot replaces it.
    private mutating func sequence(_ movement: Movement, _ first: Int, _ second: Int = 0) -> [UInt8]? {
        let key = MovementKey(movement: movement, first: first, second: second)
        let slot = key.slot(of: FrameWriter.movementSlots)
        if let cached = formattedMovements[slot], cached.key == key { return cached.bytes }
        let capability = switch movement {
        case .address: capabilities.cursorAddress as TerminalCapabilities.Parametrized?
        case .column: capabilities.columnAddress
        case .right: capabilities.right
        case .left: capabilities.left
        }
        guard let capability else { return nil }
        let bytes = capability(first, second)
        formattedMovements[slot] = (key, bytes)
        return bytes
    }

    /// The bytes of `columns` of row `y`, when they are single-column characters of sure width
    /// drawn with the current pen.
    private func sameLooking(_ canvas: Canvas, _ y: Int, _ columns: Range<Int>) -> [UInt8]? {
        guard let current = pen else { return nil }
        var bytes: [UInt8] = []
        for x in columns {
            let cell = canvas[x, y]
            guard let byte = cell.grapheme.printableASCII, !canvas[x + 1, y].isContinuation,
                  penFor(cell) == current else { return nil }
            bytes.append(byte)
        }
        return bytes
    }

    // MARK: Attributes

    /// The pen that draws `cell` on this terminal.
    @inline(__always)
    private func penFor(_ cell: Cell) -> Pen {
        // A static function of the three settings it needs: a method would copy the whole writer
        // (a `memcpy` of it on every frame) to call.
        Self.pen(for: cell, colors: colorCount, hyperlinks: sendsHyperlinks, trueColor: sendsTrueColor)
    }

    private static func pen(for cell: Cell, colors: Int, hyperlinks: Bool, trueColor: Bool) -> Pen {
        let attributes = cell.attributes
        let link = hyperlinks ? cell.link : .none
        guard colors > 0 else { return Pen(attributes: attributes, link: link) }
        return Pen(attributes: attributes, foreground: penColor(cell.foregroundCode, colors: colors, trueColor: trueColor),
                   background: penColor(cell.backgroundCode, colors: colors, trueColor: trueColor), link: link)
    }

    /// A cell's color (as `Color.packed`) as the pen keeps it: -1 for the terminal's default,
    /// which most cells have and which needs no `Color` made; direct where the writer sends true
    /// colors; else the nearest palette entry of `colors`.
    @inline(__always)
    private static func penColor(_ code: UInt32, colors: Int, trueColor: Bool) -> Int {
        code == 0 ? -1 : penColor(of: code, colors: colors, trueColor: trueColor)
    }

    /// `penColor(_:colors:trueColor:)` of a color that is not the default one.
    private static func penColor(of code: UInt32, colors: Int, trueColor: Bool) -> Int {
        let color = Color(packed: code)
        if trueColor, case .rgb(let r, let g, let b)? = color?.storage {
            return Pen.direct | Int(r) << 16 | Int(g) << 8 | Int(b)
        }
        return color?.paletteIndex(colors: colors) ?? -1
    }

    /// Appends the SGR sequence for `color` in the pen's form: 24-bit for a direct color
    /// (`38;2` or `48;2`), else terminfo's `setaf`/`setab`.
    private mutating func appendColor(_ color: Int, background: Bool) {
        guard color >= Pen.direct else {
            (background ? capabilities.background : capabilities.foreground)?.append(color, to: &output)
            return
        }
        output += Array("\u{1B}[\(background ? 48 : 38);2;\(color >> 16 & 0xFF);\(color >> 8 & 0xFF);\(color & 0xFF)m".utf8)
    }

    /// Opens the hyperlink `link` (OSC 8), closing the open one; `none` only closes. The address
    /// is in its safe form (`Hyperlink.safeAddress`): no byte of it can end the sequence.
    private mutating func setLink(_ link: Hyperlink) {
        guard link != openLink else { return }
        output += Self.linkStart
        if let address = link.address { output += address.utf8 }
        output += Self.stringTerminator
        openLink = link
    }

    private static let linkStart = Array("\u{1B}]8;;".utf8)
    private static let stringTerminator = Array("\u{1B}\\".utf8)

    /// Changes the terminal's pen to `new`: all off first when an attribute must go (terminfo
    /// has no way to turn most of them off alone), then what `new` adds.
    private mutating func setPen(_ new: Pen) {
        setLink(new.link)
        if let pen, pen == new { return }
        var current = pen ?? Pen(attributes: .bold, foreground: -2, background: -2, link: new.link)
        let toDefault = (new.foreground < 0 && current.foreground >= 0) || (new.background < 0 && current.background >= 0)
        if pen == nil || !current.attributes.subtracting(new.attributes).isEmpty
            || (toDefault && capabilities.defaultColors.isEmpty) {
            output += capabilities.attributesOff
            current = .plain
        } else if toDefault {
            output += capabilities.defaultColors
            current.foreground = -1
            current.background = -1
        }
        let added = new.attributes.subtracting(current.attributes)
        if added.contains(.bold) { output += capabilities.bold }
        if added.contains(.dim) { output += capabilities.dim }
        if added.contains(.underline) { output += capabilities.underline }
        if added.contains(.reverse) { output += capabilities.reverse }
        if added.contains(.italic) { output += capabilities.italic }
        if added.contains(.strikethrough) { output += capabilities.strikethrough }
        if new.foreground != current.foreground, new.foreground >= 0 { appendColor(new.foreground, background: false) }
        if new.background != current.background, new.background >= 0 { appendColor(new.background, background: true) }
        pen = new
    }

    // MARK: Scrolling

    /// A block of rows that moved by one: rows `rows` of the new frame are those of the old one
    /// `shift` rows further down (1: the content moved up) or up (-1).
    private struct Scroll {
        var rows: Range<Int>
        var shift: Int
    }

    /// The largest block of at least three rows of `rows` that moved by one row, when more of its
    /// rows match moved than in place.
    private static func scroll(from old: Canvas, to new: Canvas, rows: Range<Int>, height: Int) -> Scroll? {
        let rows = rows.clamped(to: 0..<min(new.height, height))
        guard rows.count >= 4 else { return nil }
        func same(_ newRow: Int, _ oldRow: Int) -> Bool { new.row(newRow, equals: oldRow, of: old) }
        var best: Scroll?
        for shift in [1, -1] {
            var start = -1
            for y in rows.lowerBound...rows.upperBound {
                let source = y + shift
                let matches = y < rows.upperBound && rows.contains(source) && same(y, source)
                if matches {
                    if start < 0 { start = y }
                } else if start >= 0 {
                    let block = start..<y
                    if block.count >= 3, block.count > best?.rows.count ?? 0,
                       block.filter({ same($0, $0) }).count < block.count / 2 {
                        best = Scroll(rows: block, shift: shift)
                    }
                    start = -1
                }
            }
        }
        return best
    }

    /// Scrolls the block on the terminal and in `old`, where the row it uncovers becomes blank.
    private mutating func scroll(_ scroll: Scroll, old: inout Canvas, height: Int) {
        guard let region = capabilities.scrollRegion else { return }
        let reverse = capabilities.scrollReverse
        let forward = capabilities.scrollForward
        guard scroll.shift == 1 ? !forward.isEmpty : !reverse.isEmpty else { return }
        // The region spans the block and the row scrolled out of it.
        let top = scroll.shift == 1 ? scroll.rows.lowerBound : scroll.rows.lowerBound - 1
        let bottom = scroll.shift == 1 ? scroll.rows.upperBound : scroll.rows.upperBound - 1
        // The uncovered row takes the current background: the default one.
        setPen(.plain)
        region.append(top, bottom, to: &output)
        cursor = nil
        if scroll.shift == 1 {
            move(to: 0, bottom)
            output += forward
        } else {
            move(to: 0, top)
            output += reverse
        }
        region.append(0, height - 1, to: &output)
        cursor = nil
        old.scroll(rows: top..<(bottom + 1), by: scroll.shift)
    }
}
