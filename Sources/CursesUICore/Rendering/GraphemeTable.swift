/// The graphemes of several scalars, each stored once and never removed, so an index stays
/// valid for the life of the process. Bounded: text shown by a long-running program must not
/// grow it without limit.
package final class GraphemeTable: @unchecked Sendable {
    /// The table all graphemes share.
    package static let shared = GraphemeTable()

    /// The most graphemes kept: far more distinct clusters than a screen holds, or real text
    /// uses (every precomposable letter with marks, every emoji sequence and flag together are a
    /// few tens of thousands); at most a few tens of MB when full.
    package static let capacity = 1 << 18

    /// A string compared and hashed by its bytes, not by `String`'s canonical equivalence:
    /// equal indices mean equal bytes.
    private struct Key: Hashable {
        let text: String

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

        func hash(into hasher: inout Hasher) {
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }

    private let lock = Lock()
    private var indices: [Key: UInt32] = [:]
    private var strings: [String] = []

    /// The index of `text`, added if new; `nil` once the table is full.
    package func index(of text: String) -> UInt32? {
        let key = Key(text: text)
        lock.lock()
        defer { lock.unlock() }
        if let index = indices[key] { return index }
        guard strings.count < Self.capacity else { return nil }
        let index = UInt32(strings.count)
        strings.append(text)
        indices[key] = index
        return index
    }

    /// The text stored at `index`.
    package func string(at index: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return strings[index]
    }
}
