/// Incremental layout: changed nodes are measured again and placed again; everything else keeps
/// its sizes and frames. See DESIGN.md §5.
extension ViewGraph {
    /// Checks `node`'s sizes in the next layout pass; see `Node.setNeedsLayout()`.
    package func measureLater(_ node: Node) {
        needsLayout = true
        guard !node.needsMeasure else { return }
        node.needsMeasure = true
        layoutQueue.nodesToMeasure.append(node)
    }

    /// Places `node` again in its frame in the next layout pass.
    package func placeLater(_ node: Node) {
        needsLayout = true
        layoutQueue.nodesToPlace.append(node)
    }

    /// Lays out what changed, from the top-left corner of the screen, and rebuilds the focus ring.
    ///
    /// Changed nodes are measured again, deepest first; a node whose sizes held is only placed
    /// again in its frame, and one whose sizes changed has the node that lays it out checked in
    /// turn. When a change reaches the root, or the screen is new or resized, the root's items are
    /// then sized and placed from their caches, which reaches every node that moved. Placing can
    /// build rows of lazy containers, which asks for more; the pass repeats a few times for that.
    /// The focus ring is collected again only when it may have changed.
    package func layout() {
        for node in nodesLaidOutEveryFrame {
            node.setNeedsLayout()
            node.setNeedsDisplay()
        }
        for _ in 0..<4 {
            remeasureChangedNodes()
            if layoutQueue.needsRootPass {
                layoutQueue.needsRootPass = false
                let items = root.layoutItems
                let fitted = StackLayout.vertical.size(of: items, proposal: ProposedSize(size))
                StackLayout.vertical.place(items, in: Rect(x: 0, y: 0, width: min(fitted.width, size.width),
                                                           height: min(fitted.height, size.height)))
            }
            let stable = Self.shallowestFirst(layoutQueue.nodesToPlace)
            layoutQueue.nodesToPlace.removeAll(keepingCapacity: true)
            for node in stable where node.isAttached && node.needsPlacement { node.place(in: node.frame) }
            if layoutQueue.isEmpty { break }
        }
        layoutPresentations()
        // Nodes that moved, came or went left the focus ring stale; only then, or when focus
        // moved, can the focused control have left a scroll view's viewport.
        let somethingMoved = focusRingIsStale
        rebuildFocusRing()
        updateFocusState()
        if somethingMoved || input.revealedNode != focusedNode.map(ObjectIdentifier.init) {
            input.revealedNode = focusedNode.map(ObjectIdentifier.init)
            revealFocusedNode()
        }
    }

    /// `nodes` by depth, shallowest first, stable. The comparison is a plain function on
    /// numbers: a main-actor closure would have its executor checked on every call.
    package static func shallowestFirst(_ nodes: [Node]) -> [Node] {
        var keys: [(Int, Int)] = []
        keys.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() { keys.append((node.depth, index)) }
        keys.sort(by: <)
        var result: [Node] = []
        result.reserveCapacity(nodes.count)
        for (_, index) in keys { result.append(nodes[index]) }
        return result
    }

    /// Measures changed nodes again, deepest first, so that a change reaches the node that lays
    /// it out before that node is checked. Nodes whose sizes held are left to be placed again.
    ///
    /// The nodes wait in one bucket per depth: a node's parent is one level up, in a bucket not
    /// yet measured, so a change climbs without the queue ever being searched or sorted.
    private func remeasureChangedNodes() {
        var buckets = layoutQueue.takeBucketsByDepth()
        var depth = buckets.count - 1
        while depth >= 0 {
            var index = 0
            while index < buckets[depth].count {
                let node = buckets[depth][index]
                index += 1
                guard node.isAttached else { continue }
                guard node.sizesChangedSinceMeasured() else {
                    layoutQueue.nodesToPlace.append(node)
                    continue
                }
                // The parent lays the node out (or, when transparent, passes it on to its own parent).
                guard let container = node.parent else {
                    layoutQueue.needsRootPass = true
                    continue
                }
                guard !container.needsMeasure else { continue }
                container.needsMeasure = true
                buckets[container.depth].append(container)
            }
            buckets[depth].removeAll(keepingCapacity: true)
            depth -= 1
        }
        layoutQueue.returnBuckets(buckets)
    }

    /// Scrolls every scroll view around the focused control so the control is visible.
    private func revealFocusedNode() {
        guard let focused = focusedNode, !input.isRevealSuppressed else { return }
        var node = focused.parent
        while let current = node {
            if let scroll = current.scrollViewport { scroll.reveal(focused.frame) }
            node = current.parent
        }
    }
}
