/// The live graph of nodes behind one root view: it schedules updates, runs layout and drawing,
/// owns focus, and routes keys. Terminals and `TestHost` drive it; it never touches a terminal.
///
/// Properties accessed so often that the runtime's dynamic exclusivity check on them costs at
/// least about 0.5 % of some benchmark, here and in nodes, are marked `@exclusivity(unchecked)`
/// (each one's figure is in Benchmarks/README.md, "Unsafe annotations"): they are main-actor
/// state, only ever accessed briefly and never passed `inout` across a call that could reach
/// them again. Debug builds, where the tests run, declare them without the attribute
/// (`#if DEBUG`), so the runtime checks that invariant on every access there.
@MainActor
@_spi(CursesUICore) public final class ViewGraph {
    /// The root node; a user view's node (or a primitive's).
    package var root: Node! { rootNode }
    // What a key or a frame reads is kept in private storage behind a `package` accessor: the
    // optimizer sees every access to private storage and drops the runtime's exclusivity check
    // (about 90 instructions an access), which a `package` stored property keeps. Every access to
    // such storage must be instantaneous — taken out, changed and put back rather than changed in
    // place across a call — or the check comes back on all of them.
    private var rootNode: Node!
    /// The environment the root was given, with the screen's size classes.
    private var rootEnvironment = EnvironmentValues()
    /// The size of the screen in cells.
    #if DEBUG
    package private(set) var size: Size
    #else
    @exclusivity(unchecked) package private(set) var size: Size
    #endif
    // What the frame loop reads and writes several times a frame is internal rather than
    // `package` where the views' module does not need it: whole-module optimization then sees
    // every access and drops the runtime's exclusivity checks, which a `package` property keeps
    // (about 110 instructions each).
    /// The last frame drawn.
    var canvas: Canvas
    /// The frame drawn before the last one, kept (not copied) so a benchmark or test can count
    /// what the last frame changed.
    var previousCanvas: Canvas

    /// Whether a layout pass is due: a node changed its layout (`Node.setNeedsLayout()`), the
    /// screen was resized, or focus moved (the focus ring and scroll positions follow layout).
    var needsLayout = true
    /// Whether something needs drawing again (focus moved, a value changed).
    #if DEBUG
    package var needsDraw = true
    #else
    @exclusivity(unchecked) package var needsDraw = true
    #endif
    /// Whether the next frame draws the whole screen instead of the damaged rows. Internal (see
    /// above): read by every frame.
    var needsFullRedraw = true
    /// What the next frame draws again; see `ViewGraph+Drawing.swift`.
    #if DEBUG
    package var frameDamage = FrameDamage()
    #else
    @exclusivity(unchecked) package var frameDamage = FrameDamage()
    #endif
    /// Nodes that show something of the whole focus scope (a key-help bar), so any frame may
    /// change them: they are measured and drawn again in every frame.
    package var nodesLaidOutEveryFrame: [Node] = []
    /// What the next layout pass measures and places again; see `ViewGraph+Layout.swift`.
    #if DEBUG
    package var layoutQueue = LayoutQueue()
    #else
    @exclusivity(unchecked) package var layoutQueue = LayoutQueue()
    #endif

    /// Nodes invalidated since the last frame.
    #if DEBUG
    private var dirtyNodes: [Node] = []
    #else
    @exclusivity(unchecked) private var dirtyNodes: [Node] = []
    #endif
    /// Nodes invalidated by Observation, possibly from other threads.
    package nonisolated let inbox = InvalidationInbox()
    /// What the last drain of the inbox took; kept for its storage.
    #if DEBUG
    private var drainedTokens: [InvalidationToken] = []
    #else
    @exclusivity(unchecked) private var drainedTokens: [InvalidationToken] = []
    #endif
    /// Work to run once the current update pass is done: `onAppear`, `onChange`, starting tasks.
    private var pendingEffects: [@MainActor () -> Void] = []

    /// Called once when an update is needed and no frame is pending; the host renders soon after.
    var onFrameRequest: (@MainActor () -> Void)?
    private var frameRequested = false

    /// The control with focus.
    package var focusedNode: Node? { focused }
    // Strong, not weak: a weak reference gives the object a side table, and then every retain
    // and release of the focused control (a key makes several) takes the runtime's slow path. A
    // control that leaves the tree is replaced by the next layout pass (`rebuildFocusRing`),
    // which lets it go.
    private var focused: Node? {
        didSet {
            guard focused !== oldValue else { return }
            oldValue?.didResignFocus()
            focused?.didBecomeFocused()
        }
    }
    /// Focusable controls in reading order, from the last layout pass.
    package private(set) var focusRing: [Node] = []
    /// Whether the focus ring must be collected again: nodes came or went, moved, or may have
    /// changed whether they take focus (`Node.focusabilityDidChange()`). Internal, so that
    /// setting it (for every new or moved node) is not checked for exclusivity at run time.
    var focusRingIsStale = true
    /// Focus states, focus requests and pointer bookkeeping; see `ViewGraph+Input.swift`.
    package let input = InputState()
    /// Presented sheets, alerts and dialogs, oldest first; the last one has focus and keys.
    package var presentations: [any ModalPresenter] = [] {
        didSet {
            focusRingIsStale = true
            isPresenting = !presentations.isEmpty
            input.keepFocusPlaces(of: [root] + presentations.compactMap(\.presentedNode))
        }
    }
    /// Whether something is presented: what each key and frame asks of `presentations`.
    private(set) var isPresenting = false

    /// What `dismiss()` at the root does: ends the app, or records it in tests.
    package var onDismissRoot: (@MainActor () -> Void)?
    /// Whether `dismiss()` was called at the root.
    package private(set) var isDismissed = false
    /// The root's dismiss action, stable for the graph's life.
    package private(set) lazy var rootDismissAction = DismissAction { [reference] in
        guard let graph = reference.graph else { return }
        graph.isDismissed = true
        graph.onDismissRoot?()
    }

    /// How what may outlive the graph refers to it; see `GraphReference`.
    package let reference = GraphReference()

    /// Tasks started by views (`.task`) that have not finished.
    package var runningTaskCount = 0
    package var hasRunningTasks: Bool { runningTaskCount > 0 }

    /// Where `_printChanges()` writes.
    package private(set) lazy var changeLog = ChangeLog()

    /// Counts `body` evaluations, for tests and benchmarks.
    package var bodyEvaluationCount: Int { bodyEvaluations }
    var bodyEvaluations = 0

    /// Counts sizes computed rather than answered from a node's cache, for tests and benchmarks:
    /// a frame measures only what changed and the path above it.
    package var sizeComputationCount: Int { sizeComputations }
    var sizeComputations = 0

    /// Counts frames rendered, for tests and benchmarks.
    private(set) var frameCount = 0

    package init<Root: View>(root view: Root, size: Size, environment: EnvironmentValues = EnvironmentValues()) {
        self.size = size
        self.canvas = Canvas(width: size.width, height: size.height)
        self.previousCanvas = canvas
        reference.graph = self
        var environment = environment.withOwnDefaults()
        environment.dismiss = rootDismissAction
        environment = environment.withSizeClasses(for: size)
        rootEnvironment = environment
        let node = makeNode(for: view)
        rootNode = node
        ViewValue.with(view) { node.update(with: $0, environment: environment) }
    }

    isolated deinit {
        reference.graph = nil
    }

    /// How many cells the last frame changed compared with the frame before it (every cell when
    /// the size changed). Computed on demand, so rendering pays nothing for it.
    package var lastFrameChangedCells: Int {
        guard previousCanvas.width == canvas.width, previousCanvas.height == canvas.height else {
            return canvas.width * canvas.height
        }
        var changed = 0
        for (oldRow, newRow) in zip(previousCanvas.rows, canvas.rows) {
            for (old, new) in zip(oldRow, newRow) where old != new { changed += 1 }
        }
        return changed
    }

    // MARK: Scheduling

    /// Remembers an invalidated node for the next frame and asks the host for one.
    package func schedule(_ node: Node) {
        dirtyNodes.append(node)
        requestFrame()
    }

    /// Asks the host for a frame, once until it renders.
    package func requestFrame() {
        guard !frameRequested else { return }
        frameRequested = true
        onFrameRequest?()
    }

    /// Whether state changes, effects or layout are waiting; a redraw alone (a spinner turning)
    /// is not work.
    package var hasPendingWork: Bool {
        !dirtyNodes.isEmpty || !inbox.isEmpty || !pendingEffects.isEmpty || needsLayout
    }

    /// Runs `effect` after the current update pass, before the frame is drawn.
    package func enqueueEffect(_ effect: @escaping @MainActor () -> Void) {
        var effects = pendingEffects
        pendingEffects = []
        effects.append(effect)
        pendingEffects = effects
        requestFrame()
    }

    /// Updates every invalidated node, shallowest first, so a parent's update can refresh its
    /// children before they would update on their own.
    /// Effects may change state again; the passes repeat until nothing is left, up to a bound
    /// that stops an effect that always changes state from hanging the app.
    package func processUpdates() {
        for _ in 0..<100 {
            inbox.drain(into: &drainedTokens)
            for token in drainedTokens { token.node?.invalidate() }
            drainedTokens.removeAllKeepingStorage()
            while !dirtyNodes.isEmpty {
                // One node, as a key or a tick invalidates: nothing to sort, no array to make.
                if dirtyNodes.count == 1 {
                    reevaluateIfDirty(dirtyNodes.removeLast())
                    continue
                }
                let batch = Self.shallowestFirst(dirtyNodes)
                dirtyNodes.removeAllKeepingStorage()
                for node in batch { reevaluateIfDirty(node) }
            }
            guard !pendingEffects.isEmpty else { return }
            let effects = pendingEffects
            pendingEffects = []
            for effect in effects { effect() }
            if inbox.isEmpty && dirtyNodes.isEmpty && pendingEffects.isEmpty { return }
        }
    }

    private func reevaluateIfDirty(_ node: Node) {
        guard node.isAttached && node.isDirty else { return }
        node.reevaluate()
        node.setNeedsDisplay()
        needsDraw = true
    }

    // MARK: Frames

    /// Runs pending updates, then lays out and draws if anything changed. Returns whether a new
    /// frame was drawn.
    @discardableResult
    package func render() -> Bool {
        // What the updates invalidate (the nodes Observation posted) is answered by this frame,
        // not by another one; only work they leave over asks for the next.
        frameRequested = true
        processUpdates()
        frameRequested = false
        if !dirtyNodes.isEmpty || !inbox.isEmpty || !pendingEffects.isEmpty { requestFrame() }
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
        drawFrame()
        frameCount += 1
        return true
    }

    /// Changes the screen size; the next frame lays everything out again.
    package func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = Size(width: max(0, newSize.width), height: max(0, newSize.height))
        // The size classes follow the screen; only the views that read them render again.
        let environment = rootEnvironment.withSizeClasses(for: size)
        if !environment.isIdentical(to: rootEnvironment) {
            rootEnvironment = environment
            root.environmentDidChange(environment)
        }
        needsLayout = true
        layoutQueue.needsRootPass = true
        needsFullRedraw = true
        requestFrame()
    }

    // MARK: Focus

    /// Collects the focus ring again if it is stale, and moves focus to its first control when
    /// the focused one left it.
    package func rebuildFocusRing() {
        if focusRingIsStale {
            focusRingIsStale = false
            var ring: [Node] = []
            forEachNodeInFocusScope { node in
                if node.isAttached, node.isFocusable, !node.frame.isEmpty { ring.append(node) }
            }
            // Reading order: top to bottom, then left to right; ties keep tree order. Sorted on
            // plain numbers: a main-actor closure would have its executor checked on every
            // comparison.
            var keys: [(Int, Int, Int)] = []
            keys.reserveCapacity(ring.count)
            for (index, node) in ring.enumerated() { keys.append((node.frame.y, node.frame.x, index)) }
            keys.sort(by: <)
            focusRing.removeAll(keepingCapacity: true)
            for (_, _, index) in keys { focusRing.append(ring[index]) }
        }
        if let focused = focusedNode, focused.isAttached {
            for (index, node) in focusRing.enumerated() where node === focused {
                input.rememberFocus(focused, at: index, in: focusScopeRoot)
                return
            }
        }
        if focusedNode == nil, input.isFocusCleared { return }
        // A control still in the tree but out of the ring (covered by a pushed view or a sheet)
        // gives focus to the new ring's first control; one that left the tree, to its replacement.
        let isGone = focusedNode?.isAttached != true
        let replacement = (isGone ? input.focusReplacement(in: focusRing, scope: focusScopeRoot) : nil)
            ?? initialFocus(in: focusRing)
        guard focused !== replacement else { return }
        focused = replacement
        needsFullRedraw = true
    }

    /// Moves focus to the next (or previous) control of the ring, wrapping around.
    package func moveFocus(forward: Bool) {
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
    package func focus(_ node: Node?) {
        if node != nil { input.isFocusCleared = false }
        guard focused !== node else { return }
        input.isRevealSuppressed = false
        focused = node
        // Focus shows on the controls, in key help bars and in what reads focus state.
        needsFullRedraw = true
        needsLayout = true
        requestFrame()
    }

    // MARK: Input

    /// Routes a key: first to the focused control, then to the controls' keyboard shortcuts, then
    /// to `onKeyPress` handlers from the focused control outwards, then to focus navigation.
    package func handle(_ press: KeyPress) {
        processUpdates()
        input.isRevealSuppressed = false
        if let focused = focusedNode, focused.isAttached, focused.handleFocusedKey(press) == .handled {
            // The control may show the key (a text field's cursor) without anything else changing.
            focused.setNeedsDisplay()
            return
        }
        // Most screens have no shortcut: the key then makes no call for one.
        if input.shortcutProviders > 0, performKeyboardShortcut(press) { return }
        if offerToKeyHandlers(press) { return }
        switch (press.key, press.modifiers) {
        case (.tab, []), (.downArrow, []):
            moveFocus(forward: true)
        case (.tab, .shift), (.upArrow, []):
            moveFocus(forward: false)
        default:
            break
        }
    }

    /// Offers a key to the nodes that may handle it, until one does: the focused control and its
    /// ancestors, innermost first; with nothing focused, the focus scope in tree order, then the
    /// topmost presentation itself (so Esc closes it). Returns whether one handled it.
    private func offerToKeyHandlers(_ press: KeyPress) -> Bool {
        guard let focused, focused.isAttached else {
            let handler = firstNodeInFocusScope { $0.isAttached && $0.handleKeyPress(press) == .handled }
            if handler != nil { return true }
            return presentations.last?.handleKeyPress(press) == .handled
        }
        var node: Node? = focused
        var child: Node?
        while let current = node {
            if current.isAttached, current.handleKeyPress(press) == .handled { return true }
            if isKeyBoundary(current, above: child) { return false }
            child = current
            node = current.parent
        }
        return false
    }
}
