/// Damage-based drawing: a frame draws again only the rows that changed, over a copy of the last
/// frame. See DESIGN.md §5.
extension ViewGraph {
    /// Draws the rows of `rect` again in the next frame. Damage is kept as a band of whole rows,
    /// so no wide character is ever cut by the edge of a damaged area.
    package func damage(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        frameDamage.add(rect)
        needsDraw = true
    }

    /// Draws `node` again, where it is now and where the next layout puts it.
    package func displayLater(_ node: Node) {
        damage(node.frame)
        frameDamage.nodes.append(node)
        needsDraw = true
    }

    /// Draws the next frame into `canvas`, the damaged rows over a copy of the last frame or
    /// everything, and keeps the last frame as `previousCanvas`.
    ///
    /// It starts from the frame before the last, which differs from the last one only in the rows
    /// the last frame drew: those rows are taken from the last frame (shared, not copied: see
    /// `Canvas`), and the damaged ones are blanked. Only the rows drawn now get storage of their
    /// own, so the new frame shares every other row with the one the terminal shows; a row it
    /// draws again was the frame before the last's own, which no other canvas holds once the last
    /// frame takes its place, so it is blanked and drawn in place.
    func drawFrame() {
        for node in frameDamage.nodes where node.isAttached { damage(node.frame) }
        frameDamage.nodes.removeAllKeepingStorage()
        var next = previousCanvas
        previousCanvas = canvas
        var rows = frameDamage.takeRows(within: size.height)
        // Presentations cover what is below them; while one shows, and in the frame after the
        // last one closes, the whole screen is drawn.
        let presenting = isPresenting
        defer { frameDamage.drewPresentations = presenting }
        if needsFullRedraw || presenting || frameDamage.drewPresentations || next.width != size.width || next.height != size.height
            || canvas.width != size.width || canvas.height != size.height {
            next.reset(width: size.width, height: size.height)
            rows = 0..<size.height
        } else {
            // The damaged rows are drawn afresh, so they need no copy.
            let drawn = frameDamage.lastDrawnRows
            next.copyRows(drawn.y..<drawn.maxY, skipping: rows, from: canvas)
            next.clearRows(rows)
        }
        let area = rows.isEmpty ? Rect.zero : Rect(x: 0, y: rows.lowerBound, width: size.width, height: rows.count)
        if !area.isEmpty {
            root.drawLayoutItems(into: &next, clip: area)
            if presenting { drawPresentations(into: &next) }
        }
        needsFullRedraw = false
        needsDraw = false
        frameDamage.lastDrawnRows = area
        canvas = next
    }
}
