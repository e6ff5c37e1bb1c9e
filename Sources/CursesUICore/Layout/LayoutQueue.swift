/// What the next layout pass measures and places again.
@MainActor
package struct LayoutQueue {
    /// Nodes whose content changed in a way that may change their sizes.
    package var nodesToMeasure: [Node] = []
    /// Nodes to place again in their current frames: their sizes held, or they scrolled.
    package var nodesToPlace: [Node] = []
    /// Whether the root's items are sized and placed on the screen again: the screen is new or
    /// was resized, or a change reached the root. Otherwise every change stopped below it.
    package var needsRootPass = true

    /// Whether nothing waits.
    package var isEmpty: Bool { nodesToMeasure.isEmpty && nodesToPlace.isEmpty }

    // MARK: Forgetting answers nobody depends on
    //
    // A stack asks a child for its share of the space, which moves as its siblings' sizes do, so
    // a child would collect answers for widths asked once and never again, until its cache
    // overflows and it must count as changed. When a node measures itself again, every answer it
    // keeps was just computed from what it asked its items, so the items' other answers serve
    // nobody and are dropped. Only the items it asks directly: theirs in turn may still serve
    // the items' own answers.

    /// Counts rechecks; what a node is asked is stamped with it.
    package private(set) var stamp = 0
    /// The node whose `computeSize` is running, if any; set only while that node measures
    /// itself. `unowned`, so a read after the node went away stops the program.
    package unowned var asker: Node?
    /// The node measuring itself again (`Node.sizesChangedSinceMeasured()`), if any; set only
    /// while it does.
    private unowned var rechecking: Node?
    /// The nodes it asked directly.
    private var askedByRecheck: [Node] = []

    /// Starts `node`'s recheck; returns the stamp its questions carry.
    package mutating func beginRecheck(of node: Node) -> Int {
        stamp += 1
        rechecking = node
        asker = node
        return stamp
    }

    /// Records that `node` is asked for a size now; returns the stamp of the question.
    package mutating func noteAsked(_ node: Node) -> Int {
        if let rechecking, asker === rechecking, node.recheckAsking != stamp {
            node.recheckAsking = stamp
            askedByRecheck.append(node)
        }
        return stamp
    }

    /// Ends the recheck begun at `mark`: the items it asked forget what it did not ask.
    package mutating func endRecheck(since mark: Int) {
        rechecking = nil
        asker = nil
        for node in askedByRecheck { node.forgetSizesNotAsked(since: mark) }
        askedByRecheck.removeAll(keepingCapacity: true)
    }

    /// Storage for `takeBucketsByDepth()`, kept between passes.
    private var buckets: [[Node]] = []

    /// The nodes to measure, moved into one array per depth (index = `Node.depth`).
    package mutating func takeBucketsByDepth() -> [[Node]] {
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
    package mutating func returnBuckets(_ emptied: [[Node]]) {
        buckets = emptied
    }
}
