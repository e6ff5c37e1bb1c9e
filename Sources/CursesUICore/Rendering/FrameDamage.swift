/// What the next frame draws again: a band of whole rows, and the nodes whose new frames join it
/// once layout has placed them.
@MainActor
package struct FrameDamage {
    /// The first damaged row and the row after the last (plain numbers, widened with `min` and
    /// `max`: damage is always whole rows); `top >= bottom` when nothing is damaged.
    private var top = Int.max, bottom = Int.min
    /// The rows the last frame drew; the rest of it equals the frame before.
    package var lastDrawnRows = Rect.zero
    /// Nodes that look different, drawn again where layout puts them.
    package var nodes: [Node] = []
    /// Whether the last frame showed a presentation.
    package var drewPresentations = false

    /// Adds the rows of `rect`, a rectangle that is not empty, to the damage.
    package mutating func add(_ rect: Rect) {
        top = min(top, rect.y)
        bottom = max(bottom, rect.y &+ rect.height)
    }

    /// Takes the damaged rows of a screen `height` rows high, leaving nothing damaged.
    package mutating func takeRows(within height: Int) -> Range<Int> {
        let rows = max(top, 0)..<max(max(top, 0), min(bottom, height))
        top = .max
        bottom = .min
        return rows
    }
}
