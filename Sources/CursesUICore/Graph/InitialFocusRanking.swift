/// A control that a newly shown focus scope prefers or avoids for its first focus: a destructive
/// button never has focus first; where there is one, a cancel button does, as on macOS.
@MainActor
package protocol InitialFocusRanking: Node {
    /// 1 to prefer (a cancel button), -1 to avoid (a destructive one), 0 otherwise.
    var initialFocusRank: Int { get }
}

extension ViewGraph {
    /// The control a focus scope focuses first: the first in reading order, unless that would
    /// put a destructive action one key away; then the first of the best ranked.
    package func initialFocus(in ring: [Node]) -> Node? {
        func rank(_ node: Node) -> Int { (node as? any InitialFocusRanking)?.initialFocusRank ?? 0 }
        guard ring.contains(where: { rank($0) < 0 }) else { return ring.first }
        let best = ring.map(rank).max() ?? 0
        return ring.first { rank($0) == best }
    }
}
