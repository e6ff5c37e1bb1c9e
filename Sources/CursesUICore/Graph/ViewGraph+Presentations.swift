/// A node that presents content modally (a sheet, an alert): while it presents, it is in
/// `ViewGraph.presentations`, and the graph lays its content out and draws it over everything
/// else and scopes focus and keys to it.
@MainActor
package protocol ModalPresenter: Node {
    /// The presented content's node, while presented.
    var presentedNode: Node? { get }
    /// Sizes and places the presented content for a screen of `screen` cells.
    func layoutPresented(on screen: Size)
    /// Draws the presented content over what is below it.
    func drawPresented(into canvas: inout Canvas)
}

extension ViewGraph {
    /// Where focus lives: the topmost presentation's content, or the root when nothing is presented.
    package var focusScopeRoot: Node { presentations.last?.presentedNode ?? root }

    /// Visits the nodes of the focus scope in tree order, skipping children that nodes keep out
    /// of it (`Node.focusableChildren`).
    package func forEachNodeInFocusScope(_ body: (Node) -> Void) {
        _ = firstNodeInFocusScope { node in
            body(node)
            return false
        }
    }

    /// The first node of the focus scope, in tree order, for which `found` holds; the nodes
    /// after it are not visited.
    package func firstNodeInFocusScope(where found: (Node) -> Bool) -> Node? {
        func search(_ node: Node) -> Node? {
            if found(node) { return node }
            for child in node.focusableChildren {
                if let match = search(child) { return match }
            }
            return nil
        }
        return search(focusScopeRoot)
    }

    /// Whether key handling that climbs from `child` stops at `node`: a presentation is modal,
    /// so keys from its content never reach the views behind it.
    package func isKeyBoundary(_ node: Node, above child: Node?) -> Bool {
        guard isPresenting, let child, let presenter = node as? any ModalPresenter else { return false }
        return presenter.presentedNode === child
    }

    /// Lays out every presentation's content over the screen, oldest first.
    package func layoutPresentations() {
        for presentation in presentations { presentation.layoutPresented(on: size) }
    }

    /// Draws every presentation over the tree, oldest first, so the newest is on top.
    package func drawPresentations(into canvas: inout Canvas) {
        for presentation in presentations { presentation.drawPresented(into: &canvas) }
    }
}
