extension ViewGraph {
    /// The control a focus scope focuses first: the first in reading order, unless that would
    /// put a destructive action one key away (`Node.initialFocusRank`); then the first of the
    /// best ranked. A destructive button never has focus first; where there is one, a cancel
    /// button does, as on macOS.
    package func initialFocus(in ring: [Node]) -> Node? {
        guard ring.contains(where: { $0.initialFocusRank < 0 }) else { return ring.first }
        let best = ring.map(\.initialFocusRank).max() ?? 0
        return ring.first { $0.initialFocusRank == best }
    }
}
