/// A node that does something when clicked, after it takes focus.
@MainActor
package protocol ClickableNode: Node {
    /// Handles a click at `point` (screen coordinates, inside the node's frame).
    func click(at point: Point)
}

/// A control that performs an action (a button on Return, a click or its keyboard shortcut).
@MainActor
package protocol ActivatableNode: Node {
    /// Performs the control's action.
    func activate()
}

/// A focus stop whose content shares its focus: a view inside it with no focus stop of its own
/// (a `focusable()` view's text) counts as focused while it is.
@MainActor
package protocol FocusSharingNode: Node {}

/// A node that draws controls of its own beside its children (a tab bar, a table's header),
/// which a click reaches even though they are not focus stops.
@MainActor
package protocol ChromeClickableNode: Node {
    /// Handles a click at `point`; returns whether it hit the node's own controls.
    func clickChrome(at point: Point) -> Bool
}

/// A node the mouse wheel scrolls.
@MainActor
package protocol WheelScrollable: Node {
    /// Scrolls by `lines` rows (positive is down); returns `false` to let a node further out scroll.
    func scroll(byLines lines: Int) -> Bool
}

extension ViewGraph {
    /// Rows one notch of the mouse wheel scrolls.
    package static let linesPerWheelNotch = 3

    // MARK: Focus state

    /// Queues a focus state's write; the next layout moves focus to match.
    package func requestFocusChange(_ storage: any FocusStateStorage) {
        input.addRequest(storage)
        needsLayout = true
        requestFrame()
    }

    /// Takes focus away from every control; it stays away until something is focused again.
    package func clearFocus() {
        input.isFocusCleared = true
        focus(nil)
    }

    /// Run after each layout, once the focus ring is known: carries out focus states' requests,
    /// then tells every focus state where focus is (which re-renders the views that read them).
    package func updateFocusState() {
        let requests = input.takeRequests()
        let bindings = input.focusBindings
        guard !bindings.isEmpty else { return }
        for storage in requests {
            let bound = bindings.filter { $0.focusStorage === storage }
            guard !bound.isEmpty else { continue }
            if storage.isUnfocused {
                if bound.contains(where: containsFocus) { clearFocus() }
                continue
            }
            let targets = bound.filter(\.isRequested)
            guard !targets.isEmpty, !targets.contains(where: containsFocus) else { continue }
            let stop = focusRing.first { stop in targets.contains { stop.isInside($0) } }
                ?? targets.lazy.compactMap(enclosingFocusStop).first
            if let stop { focus(stop) }
        }
        publishFocus(to: bindings)
    }

    /// Sets each focus state to the innermost bound view holding focus, or to `false`/`nil`.
    private func publishFocus(to bindings: [any FocusBindingNode]) {
        var holders: [ObjectIdentifier: any FocusBindingNode] = [:]
        var storages: [ObjectIdentifier: any FocusStateStorage] = [:]
        for binding in bindings {
            guard let storage = binding.focusStorage else { continue }
            let key = ObjectIdentifier(storage)
            storages[key] = storage
            guard containsFocus(binding) else { continue }
            if let holder = holders[key], holder.depth >= binding.depth { continue }
            holders[key] = binding
        }
        for (key, storage) in storages {
            if let holder = holders[key] { holder.publishFocused() } else { storage.publishUnfocused() }
        }
    }

    /// Whether focus is on the bound view or inside it; a view with no focus stop of its own
    /// inside a `focusable()` view shares that view's focus.
    private func containsFocus(_ binding: any FocusBindingNode) -> Bool {
        guard let focused = focusedNode, focused.isAttached else { return false }
        if focused.isInside(binding) { return true }
        return focused is any FocusSharingNode && enclosingFocusStop(of: binding) === focused
            && !focusRing.contains { $0.isInside(binding) }
    }

    /// The nearest `focusable()` view around `node` that is in the focus ring.
    private func enclosingFocusStop(of node: Node) -> Node? {
        var current = node.parent
        while let candidate = current {
            if candidate is any FocusSharingNode { return focusRing.contains { $0 === candidate } ? candidate : nil }
            current = candidate.parent
        }
        return nil
    }

    // MARK: Keyboard shortcuts

    /// Performs the first enabled, visible control (in reading order) whose shortcut is `press`;
    /// the caller asks only while the tree has shortcuts (`InputState.shortcutProviders`).
    package func performKeyboardShortcut(_ press: KeyPress) -> Bool {
        for node in focusRing where node.isAttached {
            guard let shortcut = node.keyboardShortcut, shortcut.matches(press),
                  let control = node as? any ActivatableNode else { continue }
            control.activate()
            return true
        }
        return false
    }

    // MARK: Mouse

    /// Handles a mouse event at a column and row: a click focuses (and activates) what is under
    /// it, the wheel scrolls the nearest scrollable view under it.
    package func handleMouse(_ kind: MouseEventKind, x: Int, y: Int) {
        switch kind {
        case .click: click(at: Point(x: x, y: y))
        case .scrollUp: scroll(at: Point(x: x, y: y), byLines: -Self.linesPerWheelNotch)
        case .scrollDown: scroll(at: Point(x: x, y: y), byLines: Self.linesPerWheelNotch)
        case .scroll(let lines): scroll(at: Point(x: x, y: y), byLines: lines)
        }
    }

    /// Focuses the focus stop under `point` (the deepest node there, or its nearest focusable
    /// ancestor) and activates it when it is a control.
    package func click(at point: Point) {
        processUpdates()
        // What the pointer touched may change anywhere under it; clicks are rare enough to draw
        // the whole screen again.
        needsFullRedraw = true
        var node = hitTest(point)
        var chrome = node
        while let current = chrome {
            if let clickable = current as? any ChromeClickableNode, clickable.clickChrome(at: point) { return }
            chrome = current.parent
        }
        while let current = node, !focusRing.contains(where: { $0 === current }) { node = current.parent }
        guard let target = node else { return }
        focus(target)
        (target as? any ClickableNode)?.click(at: point)
    }

    /// Scrolls the innermost scroll view or list under `point` by `lines` rows.
    package func scroll(at point: Point, byLines lines: Int) {
        processUpdates()
        var node = hitTest(point)
        while let current = node {
            if let scrollable = current as? any WheelScrollable, scrollable.scroll(byLines: lines) {
                input.isRevealSuppressed = true
                return
            }
            node = current.parent
        }
    }

    /// The topmost node drawn at `point`: the deepest one whose frame contains it, later siblings
    /// (drawn over earlier ones) first. Scroll views clip what they hold to their viewport.
    /// While a sheet or alert is presented, only its content can be hit: it is modal. What focus
    /// scoping leaves out (a navigation stack's covered views) cannot be hit either.
    package func hitTest(_ point: Point) -> Node? {
        var hit: Node?
        func visit(_ node: Node, clip: Rect) {
            guard node.isAttached else { return }
            var clip = clip
            if !node.isTransparent {
                guard node.frame.contains(x: point.x, y: point.y), clip.contains(x: point.x, y: point.y) else { return }
                hit = node
            }
            if let viewport = node.scrollViewport { clip = clip.intersection(viewport.viewport) }
            for child in node.focusableChildren { visit(child, clip: clip) }
        }
        visit(focusScopeRoot, clip: Rect(x: 0, y: 0, width: size.width, height: size.height))
        return hit
    }
}

extension Node {
    /// Whether this node is `ancestor` or below it.
    package func isInside(_ ancestor: Node) -> Bool {
        var node: Node? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}
