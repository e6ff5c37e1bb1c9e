/// What the next frame draws again: a band of whole rows, and the nodes whose new frames join it
/// once layout has placed them.
@MainActor
package struct FrameDamage {
    /// The rows to draw again, full width; `nil` when nothing is damaged.
    package var rows: Rect?
    /// The rows the last frame drew; the rest of it equals the frame before.
    package var lastDrawnRows = Rect.zero
    /// Nodes that look different, drawn again where layout puts them.
    package var nodes: [Node] = []
    /// Whether the last frame showed a presentation.
    package var drewPresentations = false
}
