/// The text of one glyph or cell, stored as plain bits so that cells and glyphs hold no
/// reference: copying, clearing and comparing them is copying and comparing memory, with no
/// retain, release or string comparison.
///
/// Up to 15 UTF-8 bytes (every character of ASCII, CJK, a single emoji with its modifiers, a
/// letter with a few marks) are kept inline. Longer ones (some ZWJ and tag sequences, stacked
/// marks) are interned in a process-wide table and stored as their index there; the table holds
/// at most `GraphemeTable.capacity` of them, and once it is full a longer grapheme is cut to the
/// whole scalars that fit inline (dropping a joiner left at the end).
///
/// Two graphemes are equal when their bytes are: canonically equivalent text spelled differently
/// is drawn differently, so it is a different cell.
package struct Grapheme: Hashable, Sendable {
    /// UTF-8 bytes 0–7, the first in the lowest byte; for an interned grapheme, its table index.
    private var head: UInt64
    /// UTF-8 bytes 8–14 in the low seven bytes; the top byte is the byte count (0–15), or
    /// `Self.internedMarker` for an interned grapheme.
    private var tail: UInt64

    /// The most UTF-8 bytes kept inline.
    package static let inlineCapacity = 15

    /// The top byte of `tail` for a grapheme kept in the table.
    private static let internedMarker: UInt64 = 0xFF

    private init(head: UInt64, tail: UInt64) {
        self.head = head
        self.tail = tail
    }

    /// No text: the second cell of a wide character, or a glyph that draws nothing.
    package static var empty: Grapheme { Grapheme(head: 0, tail: 0) }

    /// A space, what a blank cell shows.
    package static var space: Grapheme { Grapheme(head: 0x20, tail: 1 << 56) }

    /// One scalar, encoded as UTF-8 without a string in between.
    package init(_ scalar: Unicode.Scalar) {
        let value = UInt64(scalar.value)
        switch value {
        case ..<0x80:
            self.init(head: value, tail: 1 << 56)
        case ..<0x800:
            self.init(head: (0xC0 | value >> 6) | (0x80 | value & 0x3F) << 8, tail: 2 << 56)
        case ..<0x1_0000:
            let bytes = (0xE0 | value >> 12) | (0x80 | value >> 6 & 0x3F) << 8 | (0x80 | value & 0x3F) << 16
            self.init(head: bytes, tail: 3 << 56)
        default:
            let bytes = (0xF0 | value >> 18) | (0x80 | value >> 12 & 0x3F) << 8
                | (0x80 | value >> 6 & 0x3F) << 16 | (0x80 | value & 0x3F) << 24
            self.init(head: bytes, tail: 4 << 56)
        }
    }

    /// Any text; a grapheme cluster is what it is meant for, but any string is kept whole (see
    /// the type's note on the table's capacity).
    package init(_ text: String) {
        let utf8 = text.utf8
        if utf8.count <= Self.inlineCapacity {
            self.init(inlineBytes: utf8)
        } else if let index = GraphemeTable.shared.index(of: text) {
            self.init(head: UInt64(index), tail: Self.internedMarker << 56)
        } else {
            self.init(inlineBytes: Self.inlinePrefix(of: text).utf8)
        }
    }

    /// At most `inlineCapacity` bytes, packed.
    private init(inlineBytes: String.UTF8View) {
        var head: UInt64 = 0
        var tail: UInt64 = 0
        var count: UInt64 = 0
        for byte in inlineBytes {
            if count < 8 {
                head |= UInt64(byte) << (8 * count)
            } else {
                tail |= UInt64(byte) << (8 * (count - 8))
            }
            count += 1
        }
        self.init(head: head, tail: tail | count << 56)
    }

    /// The whole scalars of `text` that fit inline, without a joiner at the end.
    package static func inlinePrefix(of text: String) -> String {
        var prefix = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            count += UTF8.width(scalar)
            guard count <= inlineCapacity else { break }
            prefix.append(scalar)
        }
        if prefix.last == "\u{200D}" { prefix.removeLast() }
        return String(prefix)
    }

    /// Whether there is no text.
    package var isEmpty: Bool { head == 0 && tail == 0 }

    /// The character as its byte when it is one printable ASCII character, as most cells are;
    /// a terminal writes those without decoding them.
    package var printableASCII: UInt8? {
        guard tail == 1 << 56, head >= 0x20, head < 0x7F else { return nil }
        return UInt8(truncatingIfNeeded: head)
    }

    /// The text.
    package var string: String {
        let marker = tail >> 56
        if marker == Self.internedMarker { return GraphemeTable.shared.string(at: Int(head)) }
        var bytes = (head.littleEndian, tail.littleEndian)
        return withUnsafeBytes(of: &bytes) { String(decoding: $0.prefix(Int(marker)), as: UTF8.self) }
    }

    /// Appends the UTF-8 bytes of the text to `bytes`, without making a string for inline text.
    package func appendUTF8(to bytes: inout [UInt8]) {
        let marker = tail >> 56
        if marker == Self.internedMarker {
            bytes.append(contentsOf: GraphemeTable.shared.string(at: Int(head)).utf8)
            return
        }
        if marker == 1 {
            bytes.append(UInt8(truncatingIfNeeded: head))
            return
        }
        var storage = (head.littleEndian, tail.littleEndian)
        withUnsafeBytes(of: &storage) { bytes.append(contentsOf: $0.prefix(Int(marker))) }
    }

    /// The scalar, when the text is one scalar; nil for none or several.
    package var singleScalar: UInt32? {
        let count = tail >> 56
        guard count >= 1, count <= 4 else { return nil }
        let first = UInt32(truncatingIfNeeded: head & 0xFF)
        let expected: UInt64 = first < 0x80 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
        guard count == expected else { return nil }
        guard count > 1 else { return first }
        var value = first & (0xFF >> (count + 1))
        for index in 1..<count { value = value << 6 | UInt32(truncatingIfNeeded: head >> (8 * index) & 0x3F) }
        return value
    }
}
