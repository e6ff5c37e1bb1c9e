/// What the next layout pass measures and places again.
@MainActor
struct LayoutQueue {
    /// Nodes whose content changed in a way that may change their sizes.
    var nodesToMeasure: [Node] = []
    /// Nodes to place again in their current frames: their sizes held, or they scrolled.
    var nodesToPlace: [Node] = []
    /// Whether the root's items are sized and placed on the screen again: the screen is new or
    /// was resized, or a change reached the root. Otherwise every change stopped below it.
    var needsRootPass = true

    /// Whether nothing waits.
    var isEmpty: Bool { nodesToMeasure.isEmpty && nodesToPlace.isEmpty }

    /// Storage for `takeBucketsByDepth()`, kept between passes.
    private var buckets: [[Node]] = []

    /// The nodes to measure, moved into one array per depth (index = `Node.depth`).
    mutating func takeBucketsByDepth() -> [[Node]] {
        var taken = buckets
        buckets = []
        for node in nodesToMeasure {
            while taken.count <= node.depth { taken.append([]) }
            taken[node.depth].append(node)
        }
        nodesToMeasure.removeAll(keepingCapacity: true)
        return taken
    }

    /// Gives back the (emptied) buckets of `takeBucketsByDepth()` for the next pass.
    mutating func returnBuckets(_ emptied: [[Node]]) {
        buckets = emptied
    }
}
