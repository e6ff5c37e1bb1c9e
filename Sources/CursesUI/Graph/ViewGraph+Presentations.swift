extension ViewGraph {
    /// Where focus lives: the topmost presentation's content, or the root when nothing is presented.
    var focusScopeRoot: Node { presentations.last?.presentedNode ?? root }

    /// Visits the nodes of the focus scope in tree order, skipping children that nodes keep out
    /// of it (`Node.focusableChildren`).
    func forEachNodeInFocusScope(_ body: (Node) -> Void) {
        visitFocusable(focusScopeRoot, body)
    }

    private func visitFocusable(_ node: Node, _ body: (Node) -> Void) {
        body(node)
        for child in node.focusableChildren {
            visitFocusable(child, body)
        }
    }

    /// The key handlers when nothing has focus: the focus scope in tree order, then the topmost
    /// presentation itself (so Esc closes it).
    func unfocusedKeyHandlers() -> [Node] {
        var handlers: [Node] = []
        forEachNodeInFocusScope { handlers.append($0) }
        if let top = presentations.last { handlers.append(top) }
        return handlers
    }

    /// Whether key handling that climbs from `child` stops at `node`: a presentation is modal,
    /// so keys from its content never reach the views behind it.
    func isKeyBoundary(_ node: Node, above child: Node?) -> Bool {
        guard let presenter = node as? PresentationNode, let child else { return false }
        return presenter.presentedNode === child
    }

    /// Lays out every presentation's content over the screen, oldest first.
    func layoutPresentations() {
        for presentation in presentations { presentation.layoutPresented(on: size) }
    }

    /// Draws every presentation over the tree, oldest first, so the newest is on top.
    func drawPresentations(into canvas: inout Canvas) {
        for presentation in presentations { presentation.drawPresented(into: &canvas) }
    }
}
