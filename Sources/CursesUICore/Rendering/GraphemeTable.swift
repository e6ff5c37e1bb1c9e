/// The graphemes too long to keep inline, each stored once and never removed, so an index stays
/// valid for the life of the process. Bounded: text shown by a long-running program must not
/// grow it without limit.
package final class GraphemeTable: @unchecked Sendable {
    /// The table all graphemes share.
    package static let shared = GraphemeTable()

    /// The most graphemes kept: far more distinct long graphemes than a screen holds.
    package static let capacity = 1 << 16

    private let lock = Lock()
    /// Keyed by bytes, not by `String`'s canonical equivalence: equal indices mean equal bytes.
    private var indices: [[UInt8]: UInt32] = [:]
    private var strings: [String] = []

    /// The index of `text`, added if new; `nil` once the table is full.
    package func index(of text: String) -> UInt32? {
        let key = Array(text.utf8)
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
