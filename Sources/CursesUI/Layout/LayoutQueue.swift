/// What the next layout pass measures and places again.
@MainActor
struct LayoutQueue {
    /// Nodes whose content changed in a way that may change their sizes.
    var nodesToMeasure: [Node] = []
    /// Nodes to place again in their current frames: their sizes held, or they scrolled.
    var nodesToPlace: [Node] = []

    /// Whether nothing waits.
    var isEmpty: Bool { nodesToMeasure.isEmpty && nodesToPlace.isEmpty }
}
