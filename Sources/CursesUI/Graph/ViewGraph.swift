/// The live graph of nodes behind one root view: it schedules updates, runs layout and drawing,
/// owns focus, and routes keys. Terminals and `TestHost` drive it; it never touches a terminal.
@MainActor
final class ViewGraph {
    /// The root node; a user view's node (or a primitive's).
    private(set) var root: Node!
    /// The size of the screen in cells.
    private(set) var size: Size
    /// The last frame drawn.
    private(set) var canvas: Canvas
    /// The frame drawn before the last one, kept (not copied) so a benchmark or test can count
    /// what the last frame changed.
    private(set) var previousCanvas: Canvas

    /// Whether a layout pass is due: a node changed its layout (`Node.setNeedsLayout()`), the
    /// screen was resized, or focus moved (the focus ring and scroll positions follow layout).
    var needsLayout = true
    /// Whether something needs drawing again (focus moved, a value changed).
    var needsDraw = true
    /// Whether the next frame draws the whole screen instead of the damaged rows.
    var needsFullRedraw = true
    /// The rows the next frame draws again (full width; see `damage(_:)`).
    private var damagedRows: Rect?
    /// The rows the last frame drew; the rest of it equals the frame before.
    private(set) var lastDrawnRows = Rect.zero
    /// Whether the last frame showed a presentation.
    private var drewPresentations = false
    /// Nodes that look different, drawn again where layout puts them.
    private var nodesToDisplay: [Node] = []
    /// Key help bars, which show what the focus scope offers: measured and drawn every frame.
    var keyHelpBars: [Node] = []

    /// Nodes whose content changed in a way that may change their sizes, for the next layout.
    private var nodesToMeasure: [Node] = []
    /// Nodes to place again in their current frames: their sizes held, or they scrolled.
    private var nodesToPlace: [Node] = []

    /// Nodes invalidated since the last frame.
    private var dirtyNodes: [Node] = []
    /// Nodes invalidated by Observation, possibly from other threads.
    nonisolated let inbox = InvalidationInbox()
    /// Work to run once the current update pass is done: `onAppear`, `onChange`, starting tasks.
    private var pendingEffects: [@MainActor () -> Void] = []

    /// Called once when an update is needed and no frame is pending; the host renders soon after.
    var onFrameRequest: (@MainActor () -> Void)?
    private var frameRequested = false

    /// The control with focus.
    private(set) weak var focusedNode: Node?
    /// Focusable controls in reading order, from the last layout pass.
    private(set) var focusRing: [Node] = []
    /// Focus states, focus requests and pointer bookkeeping; see `ViewGraph+Input.swift`.
    let input = InputState()
    /// Presented sheets, alerts and dialogs, oldest first; the last one has focus and keys.
    var presentations: [PresentationNode] = []

    /// What `dismiss()` at the root does: ends the app, or records it in tests.
    var onDismissRoot: (@MainActor () -> Void)?
    /// Whether `dismiss()` was called at the root.
    private(set) var isDismissed = false
    /// The root's dismiss action, stable for the graph's life.
    private(set) lazy var rootDismissAction = DismissAction { [weak self] in
        guard let self else { return }
        self.isDismissed = true
        self.onDismissRoot?()
    }

    /// Tasks started by views (`.task`) that have not finished.
    var runningTaskCount = 0
    var hasRunningTasks: Bool { runningTaskCount > 0 }

    /// Where `_printChanges()` writes.
    private(set) lazy var changeLog = ChangeLog()

    /// Counts `body` evaluations, for tests and benchmarks.
    var bodyEvaluationCount = 0

    /// Counts sizes computed rather than answered from a node's cache, for tests and benchmarks:
    /// a frame measures only what changed and the path above it.
    var sizeComputationCount = 0

    /// Counts frames rendered, for tests and benchmarks.
    private(set) var frameCount = 0

    init<Root: View>(root view: Root, size: Size, environment: EnvironmentValues = EnvironmentValues()) {
        self.size = size
        self.canvas = Canvas(width: size.width, height: size.height)
        self.previousCanvas = canvas
        var environment = environment
        environment.dismiss = rootDismissAction
        let node = makeNode(for: view)
        root = node
        node.update(with: view, environment: environment)
    }

    /// How many cells the last frame changed compared with the frame before it (every cell when
    /// the size changed). Computed on demand, so rendering pays nothing for it.
    var lastFrameChangedCells: Int {
        guard previousCanvas.width == canvas.width, previousCanvas.height == canvas.height else {
            return canvas.width * canvas.height
        }
        var changed = 0
        for (old, new) in zip(previousCanvas.cells, canvas.cells) where old != new { changed += 1 }
        return changed
    }

    // MARK: Scheduling

    /// Remembers an invalidated node for the next frame and asks the host for one.
    func schedule(_ node: Node) {
        dirtyNodes.append(node)
        requestFrame()
    }

    /// Asks the host for a frame, once until it renders.
    func requestFrame() {
        guard !frameRequested else { return }
        frameRequested = true
        onFrameRequest?()
    }

    /// Whether state changes, effects or layout are waiting; a redraw alone (a spinner turning)
    /// is not work.
    var hasPendingWork: Bool {
        !dirtyNodes.isEmpty || !inbox.isEmpty || !pendingEffects.isEmpty || needsLayout
    }

    /// Runs `effect` after the current update pass, before the frame is drawn.
    func enqueueEffect(_ effect: @escaping @MainActor () -> Void) {
        pendingEffects.append(effect)
        requestFrame()
    }

    /// Updates every invalidated node, shallowest first, so a parent's update can refresh its
    /// children before they would update on their own.
    /// Effects may change state again; the passes repeat until nothing is left, up to a bound
    /// that stops an effect that always changes state from hanging the app.
    func processUpdates() {
        for _ in 0..<100 {
            for node in inbox.drain() { node.invalidate() }
            while !dirtyNodes.isEmpty {
                let batch = dirtyNodes.sorted { $0.depth < $1.depth }
                dirtyNodes.removeAll()
                for node in batch where node.isAttached && node.isDirty {
                    node.reevaluate()
                    node.setNeedsDisplay()
                    needsDraw = true
                }
            }
            guard !pendingEffects.isEmpty else { return }
            let effects = pendingEffects
            pendingEffects.removeAll()
            for effect in effects { effect() }
            if inbox.isEmpty && dirtyNodes.isEmpty && pendingEffects.isEmpty { return }
        }
    }

    // MARK: Frames

    /// Runs pending updates, then lays out and draws if anything changed. Returns whether a new
    /// frame was drawn.
    @discardableResult
    func render() -> Bool {
        frameRequested = false
        processUpdates()
        guard needsLayout || needsDraw else { return false }
        // Lazy containers build rows during layout; what those rows start (effects, state
        // changes) is settled and laid out again before the frame is drawn.
        for _ in 0..<3 where needsLayout {
            layout()
            needsLayout = false
            guard !dirtyNodes.isEmpty || !inbox.isEmpty || !pendingEffects.isEmpty else { break }
            processUpdates()
        }
        needsLayout = false
        needsDraw = false
        let next = draw()
        previousCanvas = canvas
        canvas = next
        frameCount += 1
        return true
    }

    /// Draws the rows of `rect` again in the next frame. Damage is kept as a band of whole rows,
    /// so no wide character is ever cut by the edge of a damaged area.
    func damage(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        let rows = Rect(x: 0, y: rect.y, width: size.width, height: rect.height)
        damagedRows = damagedRows?.union(rows) ?? rows
        needsDraw = true
    }

    /// Draws `node` again, where it is now and where the next layout puts it.
    func displayLater(_ node: Node) {
        damage(node.frame)
        nodesToDisplay.append(node)
        needsDraw = true
    }

    /// Checks `node`'s sizes in the next layout pass; see `Node.setNeedsLayout()`.
    func measureLater(_ node: Node) {
        needsLayout = true
        guard !node.needsMeasure else { return }
        node.needsMeasure = true
        nodesToMeasure.append(node)
    }

    /// Places `node` again in its frame in the next layout pass.
    func placeLater(_ node: Node) {
        needsLayout = true
        nodesToPlace.append(node)
    }

    /// Draws the next frame: the damaged rows over a copy of the last frame, or everything.
    ///
    /// Drawing goes into the older of the two frames' storage, which nothing else holds by now
    /// (a terminal keeps the frame it presented last, the newer one), so no storage is made.
    /// That frame differs from the last one only in the rows the last frame drew; those are
    /// copied over first.
    private func draw() -> Canvas {
        for node in nodesToDisplay where node.isAttached { damage(node.frame) }
        nodesToDisplay.removeAll()
        var next = previousCanvas
        previousCanvas = Canvas(width: 0, height: 0)
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var area = damagedRows?.intersection(bounds) ?? .zero
        // Presentations cover what is below them; while one shows, and in the frame after the
        // last one closes, the whole screen is drawn.
        let presenting = !presentations.isEmpty
        defer { drewPresentations = presenting }
        if needsFullRedraw || presenting || drewPresentations || next.width != size.width || next.height != size.height
            || canvas.width != size.width || canvas.height != size.height {
            next.reset(width: size.width, height: size.height)
            area = bounds
        } else {
            // The damaged rows are drawn afresh, so they need no copy.
            next.copyRows(lastDrawnRows, skipping: area, from: canvas)
            next.clear(area)
        }
        if !area.isEmpty {
            for item in root.layoutItems { item.drawIfVisible(into: &next, clip: area) }
            drawPresentations(into: &next)
        }
        needsFullRedraw = false
        needsDraw = false
        damagedRows = nil
        lastDrawnRows = area
        return next
    }

    /// Lays out what changed, from the top-left corner of the screen, and rebuilds the focus ring.
    ///
    /// Changed nodes are measured again, deepest first; a node whose sizes held is only placed
    /// again in its frame, and one whose sizes changed has the node that lays it out checked in
    /// turn. The root's items are then sized and placed from their caches, which reaches every
    /// node that moved. Placing can build rows of lazy containers, which asks for more; the pass
    /// repeats a few times for that.
    private func layout() {
        for bar in keyHelpBars {
            bar.setNeedsLayout()
            bar.setNeedsDisplay()
        }
        for _ in 0..<4 {
            remeasureChangedNodes()
            let items = root.layoutItems
            let fitted = StackLayout.vertical.size(of: items, proposal: ProposedSize(size))
            StackLayout.vertical.place(items, in: Rect(x: 0, y: 0, width: min(fitted.width, size.width),
                                                       height: min(fitted.height, size.height)))
            let stable = nodesToPlace.sorted { $0.depth < $1.depth }
            nodesToPlace.removeAll()
            for node in stable where node.isAttached && node.needsPlacement { node.place(in: node.frame) }
            if nodesToMeasure.isEmpty && nodesToPlace.isEmpty { break }
        }
        layoutPresentations()
        rebuildFocusRing()
        updateFocusState()
        revealFocusedNode()
    }

    /// Measures changed nodes again, deepest first, so that a change reaches the node that lays
    /// it out before that node is checked. Nodes whose sizes held are left to be placed again.
    private func remeasureChangedNodes() {
        var queue = nodesToMeasure.sorted { $0.depth > $1.depth }
        nodesToMeasure.removeAll()
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            guard node.isAttached else { continue }
            guard node.sizesChangedSinceMeasured() else {
                nodesToPlace.append(node)
                continue
            }
            // The parent lays the node out (or, when transparent, passes it on to its own parent).
            guard let container = node.parent, !container.needsMeasure else { continue }
            container.needsMeasure = true
            let slot = queue[index...].firstIndex { $0.depth <= container.depth } ?? queue.count
            queue.insert(container, at: slot)
        }
    }

    /// Scrolls every scroll view around the focused control so the control is visible.
    private func revealFocusedNode() {
        guard let focused = focusedNode, !input.isRevealSuppressed else { return }
        var node = focused.parent
        while let current = node {
            if let scroll = current as? ScrollViewport { scroll.reveal(focused.frame) }
            node = current.parent
        }
    }

    /// Changes the screen size; the next frame lays everything out again.
    func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = Size(width: max(0, newSize.width), height: max(0, newSize.height))
        needsLayout = true
        needsFullRedraw = true
        requestFrame()
    }

    // MARK: Focus

    private func rebuildFocusRing() {
        var ring: [Node] = []
        forEachNodeInFocusScope { node in
            if node.isAttached, node.isFocusable, !node.frame.isEmpty { ring.append(node) }
        }
        // Reading order: top to bottom, then left to right; ties keep tree order.
        focusRing = ring.enumerated().sorted { lhs, rhs in
            let a = lhs.element.frame, b = rhs.element.frame
            if a.y != b.y { return a.y < b.y }
            if a.x != b.x { return a.x < b.x }
            return lhs.offset < rhs.offset
        }.map(\.element)
        if let focused = focusedNode, focused.isAttached, focusRing.contains(where: { $0 === focused }) { return }
        if focusedNode == nil, input.isFocusCleared { return }
        guard focusedNode !== focusRing.first else { return }
        focusedNode = focusRing.first
        needsFullRedraw = true
    }

    /// Moves focus to the next (or previous) control of the ring, wrapping around.
    func moveFocus(forward: Bool) {
        guard !focusRing.isEmpty else { return }
        let current = focusRing.firstIndex { $0 === focusedNode }
        let next: Int
        if let current {
            next = (current + (forward ? 1 : focusRing.count - 1)) % focusRing.count
        } else {
            next = forward ? 0 : focusRing.count - 1
        }
        focus(focusRing[next])
    }

    /// Gives focus to a control.
    func focus(_ node: Node?) {
        if node != nil { input.isFocusCleared = false }
        guard focusedNode !== node else { return }
        input.isRevealSuppressed = false
        focusedNode = node
        // Focus shows on the controls, in key help bars and in what reads focus state.
        needsFullRedraw = true
        needsLayout = true
        requestFrame()
    }

    // MARK: Input

    /// Routes a key: first to the focused control, then to the controls' keyboard shortcuts, then
    /// to `onKeyPress` handlers from the focused control outwards, then to focus navigation.
    func handle(_ press: KeyPress) {
        processUpdates()
        input.isRevealSuppressed = false
        if let focused = focusedNode, focused.isAttached, focused.handleFocusedKey(press) == .handled {
            // The control may show the key (a text field's cursor) without anything else changing.
            focused.setNeedsDisplay()
            return
        }
        if performKeyboardShortcut(press) { return }
        for handler in keyHandlerChain() where handler.isAttached {
            if handler.handleKeyPress(press) == .handled { return }
        }
        switch (press.key, press.modifiers) {
        case (.tab, []), (.downArrow, []):
            moveFocus(forward: true)
        case (.tab, .shift), (.upArrow, []):
            moveFocus(forward: false)
        default:
            break
        }
    }

    /// The nodes that may handle a key: the focused control and its ancestors, innermost first;
    /// with nothing focused, every node in tree order.
    private func keyHandlerChain() -> [Node] {
        if let focused = focusedNode, focused.isAttached {
            var chain: [Node] = []
            var node: Node? = focused
            while let current = node {
                chain.append(current)
                if isKeyBoundary(current, above: chain.dropLast().last) { break }
                node = current.parent
            }
            return chain
        }
        return unfocusedKeyHandlers()
    }
}
