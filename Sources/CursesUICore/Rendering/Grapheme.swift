/// The text of one glyph or cell in four bytes, stored as plain bits so that cells and glyphs
/// hold no reference: copying, clearing and comparing them is copying and comparing memory, with
/// no retain, release or string comparison.
///
/// One scalar (every character of ASCII, CJK, kana, most symbols and single emoji) is kept as
/// its value. A cluster of several scalars (a letter with marks, an emoji with a modifier or a
/// variation selector, flags, ZWJ sequences) is interned in a process-wide table and stored as
/// its index there; the table holds at most `GraphemeTable.capacity` clusters, and once it is
/// full a new cluster is cut to its first scalar.
///
/// Two graphemes are equal when their bytes are: canonically equivalent text spelled differently
/// is drawn differently, so it is a different cell.
@usableFromInline package struct Grapheme: Hashable, Sendable {
    /// 0: no text; `scalarFlag | value`: one scalar; `1 + index` (below `scalarFlag`): a cluster
    /// in the table. 22 bits at most, so that a `Cell` keeps other bits beside it.
    @usableFromInline package private(set) var rawValue: UInt32

    /// Marks a scalar, so that U+0000 is not the empty grapheme.
    private static let scalarFlag: UInt32 = 1 << 21

    /// The grapheme whose `rawValue` this is.
    @inlinable @inline(__always)
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The index of `GraphemeTable.shared` holding the cluster; nil for no text or one scalar.
    private var internedIndex: Int? {
        rawValue &- 1 < Self.scalarFlag &- 1 ? Int(rawValue &- 1) : nil
    }

    /// No text: the second cell of a wide character, or a glyph that draws nothing.
    package static var empty: Grapheme { Grapheme(rawValue: 0) }

    /// A space, what a blank cell shows.
    package static var space: Grapheme { Grapheme(rawValue: scalarFlag | 0x20) }

    /// One scalar.
    package init(_ scalar: Unicode.Scalar) { rawValue = Self.scalarFlag | scalar.value }

    /// Any text; a grapheme cluster is what it is meant for, but any string is kept whole (see
    /// the type's note on the table's capacity).
    package init(_ text: String) {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else {
            self = .empty
            return
        }
        if scalars.next() == nil {
            self.init(first)
        } else if let index = GraphemeTable.shared.index(of: text) {
            self.init(rawValue: 1 + index)
        } else {
            self.init(first)
        }
    }

    /// Whether there is no text.
    @inlinable package var isEmpty: Bool { rawValue == 0 }

    /// The character as its byte when it is one printable ASCII character, as most cells are;
    /// a terminal writes those without decoding them.
    package var printableASCII: UInt8? {
        let value = rawValue &- Self.scalarFlag
        guard value >= 0x20, value < 0x7F else { return nil }
        return UInt8(truncatingIfNeeded: value)
    }

    /// The scalar, when the text is one scalar; nil for none or several.
    package var singleScalar: UInt32? {
        rawValue & ~(Self.scalarFlag - 1) == Self.scalarFlag ? rawValue & (Self.scalarFlag - 1) : nil
    }

    /// The text.
    package var string: String {
        if let index = internedIndex { return GraphemeTable.shared.string(at: index) }
        guard let value = singleScalar, let scalar = Unicode.Scalar(value) else { return "" }
        return String(Character(scalar))
    }

    /// Appends the UTF-8 bytes of the text to `bytes`, without making a string for one scalar.
    package func appendUTF8(to bytes: inout [UInt8]) {
        if let index = internedIndex {
            bytes.append(contentsOf: GraphemeTable.shared.string(at: index).utf8)
            return
        }
        guard let value = singleScalar else { return }
        switch value {
        case ..<0x80:
            bytes.append(UInt8(truncatingIfNeeded: value))
        case ..<0x800:
            bytes.append(UInt8(truncatingIfNeeded: 0xC0 | value >> 6))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        case ..<0x1_0000:
            bytes.append(UInt8(truncatingIfNeeded: 0xE0 | value >> 12))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(truncatingIfNeeded: 0xF0 | value >> 18))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(truncatingIfNeeded: 0x80 | value & 0x3F))
        }
    }
}
