/// Damage-based drawing: a frame draws again only the rows that changed, over a copy of the last
/// frame. See DESIGN.md §5.
extension ViewGraph {
    /// Draws the rows of `rect` again in the next frame. Damage is kept as a band of whole rows,
    /// so no wide character is ever cut by the edge of a damaged area.
    package func damage(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        let rows = Rect(x: 0, y: rect.y, width: size.width, height: rect.height)
        frameDamage.rows = frameDamage.rows?.union(rows) ?? rows
        needsDraw = true
    }

    /// Draws `node` again, where it is now and where the next layout puts it.
    package func displayLater(_ node: Node) {
        damage(node.frame)
        frameDamage.nodes.append(node)
        needsDraw = true
    }

    /// Draws the next frame: the damaged rows over a copy of the last frame, or everything.
    ///
    /// It starts from the frame before the last, which differs from the last one only in the
    /// rows the last frame drew: those rows are taken from the last frame (shared, not copied:
    /// see `Canvas`), and the damaged ones are blanked. Only the rows drawn now get storage of
    /// their own, so the new frame shares every other row with the one the terminal shows.
    package func drawFrame() -> Canvas {
        for node in frameDamage.nodes where node.isAttached { damage(node.frame) }
        frameDamage.nodes.removeAllKeepingStorage()
        var next = previousCanvas
        previousCanvas = Canvas(width: 0, height: 0)
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var area = frameDamage.rows?.intersection(bounds) ?? .zero
        // Presentations cover what is below them; while one shows, and in the frame after the
        // last one closes, the whole screen is drawn.
        let presenting = isPresenting
        defer { frameDamage.drewPresentations = presenting }
        if needsFullRedraw || presenting || frameDamage.drewPresentations || next.width != size.width || next.height != size.height
            || canvas.width != size.width || canvas.height != size.height {
            next.reset(width: size.width, height: size.height)
            area = bounds
        } else {
            // The damaged rows are drawn afresh, so they need no copy.
            next.copyRows(frameDamage.lastDrawnRows, skipping: area, from: canvas)
            next.clear(area)
        }
        if !area.isEmpty {
            root.drawLayoutItems(into: &next, clip: area)
            if presenting { drawPresentations(into: &next) }
        }
        needsFullRedraw = false
        needsDraw = false
        frameDamage.rows = nil
        frameDamage.lastDrawnRows = area
        return next
    }
}
