/// The persistent counterpart of a view in the graph: it outlives the transient view values,
/// holds their state, and lays out and draws them.
///
/// Subclasses implement one kind of view each. A node is updated with a new view value of its
/// own type (`update(with:)`), told when the environment above it changes, and invalidated when
/// something it read changes.
@MainActor
@_spi(CursesUICore) open class Node {
    /// The graph the node belongs to, which owns it through the root. Unowned without a check,
    /// which would cost a runtime call on every access: nothing keeps a node past its graph, since
    /// only the tree holds nodes strongly (effects, tasks and observation callbacks hold them
    /// weakly or through an `InvalidationToken`). Debug builds check each access.
    #if DEBUG
    package var graph: ViewGraph {
        graphCheck.check("the graph of a node of \(viewType)")
        return uncheckedGraph
    }
    private unowned(unsafe) let uncheckedGraph: ViewGraph
    private let graphCheck: UnownedCheck<ViewGraph>
    #else
    package unowned(unsafe) let graph: ViewGraph
    #endif
    /// The type of view this node shows; a view of another type needs a new node.
    package let viewType: Any.Type
    /// The node above, which holds this one among its children. Unowned, not weak: a weak
    /// reference gives every node with children a side table, and every retain and release of it
    /// then takes the runtime's slow path. It never dangles: `detach()` clears it, and a node
    /// going away clears it in its children. Debug builds check each read (`UnownedCheck`).
    #if DEBUG
    package var parent: Node? {
        get {
            parentCheck.check("the parent of a node of \(viewType)")
            return uncheckedParent
        }
        set {
            uncheckedParent = newValue
            parentCheck = UnownedCheck(newValue)
        }
    }
    private unowned(unsafe) var uncheckedParent: Node?
    private var parentCheck = UnownedCheck<Node>(nil)
    #else
    @exclusivity(unchecked) package unowned(unsafe) var parent: Node?
    #endif
    /// Children in order. Kinds with fixed children keep them here too, so traversal is uniform.
    #if DEBUG
    package var children: [Node] = [] {
        didSet { childrenDidChange() }
    }
    #else
    @exclusivity(unchecked) package var children: [Node] = [] {
        didSet { childrenDidChange() }
    }
    #endif
    /// The environment this node received from its parent.
    #if DEBUG
    package var environment = EnvironmentValues() {
        didSet { environmentWasSet(from: oldValue) }
    }
    #else
    @exclusivity(unchecked) package var environment = EnvironmentValues() {
        didSet { environmentWasSet(from: oldValue) }
    }
    #endif
    /// Distance from the root; dirty nodes are processed shallowest first.
    #if DEBUG
    package var depth = 0
    #else
    @exclusivity(unchecked) package var depth = 0
    #endif
    /// Whether something this node read changed since it last updated. Internal: every key
    /// reads and sets it, and only the optimizer's view of all its accesses spares those the
    /// runtime's exclusivity check (a `package` property keeps it); views use `markUpdated()`.
    var isDirty = false
    /// False once the node has left the graph.
    #if DEBUG
    package var isAttached = true
    #else
    @exclusivity(unchecked) package var isAttached = true
    #endif
    /// The axis of the stack that lays this node out, set by the stack; `Spacer` and `Divider`
    /// change shape with it.
    package var stackAxis: Axis? { layoutAxis }
    /// `stackAxis`, set by every stack that measures the node. Internal: the runtime checks each
    /// access to a `package` stored property for exclusivity.
    var layoutAxis: Axis?
    /// Where the node was placed by the last layout pass.
    #if DEBUG
    package var frame = Rect.zero
    #else
    @exclusivity(unchecked) package var frame = Rect.zero
    #endif
    /// Whether what the node places may have moved since it was last placed: it is new, its
    /// sizes were checked again, or it scrolled. See `place(in:)`. Internal, as `needsMeasure`.
    private(set) var needsPlacement = true

    /// Sizes this node answered, by proposal, valid until its content or a size below it changes.
    #if DEBUG
    private var sizeCache: [SizeCacheEntry] = []
    #else
    @exclusivity(unchecked) private var sizeCache: [SizeCacheEntry] = []
    #endif
    /// Proposals remembered per node. A stack asks each child three proposals for each one it is
    /// asked itself, and is asked a few by its parent, so a dozen or two recur from frame to frame.
    private static let sizeCacheCapacity = 32

    public init(graph: ViewGraph, viewType: Any.Type) {
        #if DEBUG
        uncheckedGraph = graph
        graphCheck = UnownedCheck(graph)
        #else
        self.graph = graph
        #endif
        self.viewType = viewType
    }

    // Isolated: it touches main-actor state (children, the token). Nodes are released on the
    // main actor, where only the tree holds them, so it runs in place.
    isolated deinit {
        for child in children where child.hasParent(self) { child.parent = nil }
        token?.node = nil
    }

    /// Whether `node` is this node's parent; `node` may be in its `deinit`.
    private func hasParent(_ node: Node) -> Bool {
        #if DEBUG
        parentCheck.refers(to: node)
        #else
        parent === node
        #endif
    }

    private var token: InvalidationToken?

    private func childrenDidChange() {
        flatteningDidChange()
        focusabilityDidChange()
    }

    private func environmentWasSet(from old: EnvironmentValues) {
        // Whether a control can take focus depends on the environment (`isEnabled`).
        if !environment.isIdentical(to: old) { focusabilityDidChange() }
    }

    /// What observation callbacks post to the inbox when something this node read changes.
    package final var invalidationToken: InvalidationToken {
        if let token { return token }
        let made = InvalidationToken(node: self)
        token = made
        return made
    }

    private var observedChangeHandler: (@Sendable () -> Void)?

    /// What Observation calls when something this node read changes: posts the node's token to
    /// the inbox. Made once, so that tracking a `body` allocates no closure.
    package final var onObservedChange: @Sendable () -> Void {
        if let observedChangeHandler { return observedChangeHandler }
        let (inbox, token) = (graph.inbox, invalidationToken)
        let made: @Sendable () -> Void = { inbox.post(token) }
        observedChangeHandler = made
        return made
    }

    // MARK: Updating

    /// Updates the node with a new value of its view type and the environment from its parent:
    /// records the environment, then lets the kind take the value
    /// (`update(with:environmentChanged:)`). `reconcile` calls it after marking the node to be
    /// drawn again (and the graph, for the root's first value, before a first frame that draws
    /// everything).
    package final func update(with view: ViewValue, environment: EnvironmentValues) {
        let environmentChanged = !environment.isIdentical(to: self.environment)
        if environmentChanged { self.environment = environment }
        update(with: view, environmentChanged: environmentChanged)
    }

    /// What a kind of node does with a new value of its view type. `environment` already holds
    /// the parent's; `environmentChanged` tells whether it differs from the one before. Overrides
    /// call `setNeedsLayout()` for what changes their size, never `setNeedsDisplay()`.
    open func update(with view: ViewValue, environmentChanged: Bool) {}

    /// Whether the kind's `update(with:environmentChanged:)` calls `setNeedsDisplay()` itself
    /// when the new value or environment looks different, so that a value that looks the same (a
    /// button whose action is all that changed) draws nothing again. Otherwise every new value
    /// draws the node again.
    open var marksOwnDisplayChanges: Bool { false }

    /// Marks the node as up to date without `reevaluate()`: an update from its parent did the work.
    package func markUpdated() {
        isDirty = false
    }

    /// Re-runs the node's own work after `invalidate()`; the node keeps its current view value.
    open func reevaluate() {
        isDirty = false
    }

    /// Called when the parent's environment changed but the parent did not produce a new view value.
    /// The default passes the environment on to every child unchanged.
    open func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        environment = newEnvironment
        setNeedsDisplay()
        for child in children { child.environmentDidChange(newEnvironment) }
    }

    /// Marks the node to update in the next frame.
    package func invalidate() {
        guard isAttached, !isDirty else { return }
        isDirty = true
        graph.schedule(self)
    }

    /// Reuses `existing` for `view` when it shows the same type of view, or makes a new node.
    /// Either way the result is updated with `view` and attached below this node.
    package func reconcile<V: View>(_ existing: Node?, with view: V, environment: EnvironmentValues) -> Node {
        ViewValue.with(view) { reconcile(existing, withValue: $0, environment: environment) }
    }

    /// `reconcile(_:with:environment:)` for the view at `pointer`, which a node holding it inside
    /// its own view (a stack's content) passes without copying it.
    package func reconcile<V: View>(_ existing: Node?, at pointer: UnsafePointer<V>, environment: EnvironmentValues) -> Node {
        reconcile(existing, withValue: ViewValue(pointer), environment: environment)
    }

    /// What both of the above do, for any view type: one path, not one per view type and
    /// caller, so a key runs the same few lines of code for every child it reconciles.
    private func reconcile(_ existing: Node?, withValue view: ViewValue, environment: EnvironmentValues) -> Node {
        if let existing, existing.viewType == view.type {
            existing.updateReused(with: view, environment: environment)
            return existing
        }
        existing?.detach()
        focusabilityDidChange()
        let node = graph.makeNode(for: view)
        node.parent = self
        node.depth = depth + 1
        node.update(with: view, environment: environment)
        if !isBeingPlaced { setNeedsLayout() }
        return node
    }

    /// Updates this node, kept for a new value of its view: a new value may look different, so
    /// the node is drawn again, unless its kind tells.
    private func updateReused(with view: ViewValue, environment: EnvironmentValues) {
        if !marksOwnDisplayChanges { setNeedsDisplay() }
        update(with: view, environment: environment)
    }

    /// Takes the node and its subtree out of the graph.
    package func detach() {
        guard isAttached else { return }
        if let parent, !parent.isBeingPlaced { parent.setNeedsLayout() }
        detachSubtree()
        parent = nil
    }

    private func detachSubtree() {
        guard isAttached else { return }
        if !isTransparent { graph.damage(frame) }
        focusabilityDidChange()
        isAttached = false
        willDetach()
        for child in children { child.detachSubtree() }
    }

    /// Releases what the node holds outside the tree (tasks, observations, focus).
    open func willDetach() {}

    // MARK: Layout

    /// Records that this node's size or the placement of what it contains may have changed.
    /// Nodes call it whenever something their `computeSize` or `placeChildren(in:)` reads
    /// changes. The next layout pass checks the sizes the node gave before (see
    /// `sizesChangedSinceMeasured()`): if they hold, only the node is placed again; if not, the
    /// node that lays it out is checked in turn. Everything else keeps its sizes and frames.
    package final func setNeedsLayout() {
        guard isAttached else { return }
        graph.measureLater(self)
    }

    /// Whether the node waits for `sizesChangedSinceMeasured()` in the next layout pass.
    /// Internal: the runtime checks each access to a `package` property for exclusivity, since
    /// the optimizer cannot see the other module's, and layout reads this for every node it meets.
    var needsMeasure = false

    /// Measures the node again for every proposal it answered before its content changed and
    /// tells whether any answer differs, or cannot tell (it was never measured, as transparent
    /// nodes mostly are, or it forgot proposals). Either way the node is then placed again.
    package final func sizesChangedSinceMeasured() -> Bool {
        needsMeasure = false
        needsPlacement = true
        guard !sizeCache.isEmpty, sizeCache.count < Self.sizeCacheCapacity else {
            sizeCache.removeAll(keepingCapacity: true)
            return true
        }
        let mark = graph.layoutQueue.beginRecheck(of: self)
        defer { graph.layoutQueue.endRecheck(since: mark) }
        // Checked in place: the answers before a changed one still hold, the ones after it are
        // dropped and measured again when asked.
        for index in sizeCache.indices {
            let entry = sizeCache[index]
            let measured = computeSize(entry.proposal)
            graph.sizeComputations += 1
            guard measured == entry.size else {
                sizeCache[index].size = measured
                sizeCache.removeSubrange((index + 1)...)
                return true
            }
        }
        return false
    }

    /// How many answers the node keeps, for tests.
    package var cachedSizeCount: Int { sizeCache.count }

    /// The recheck (`LayoutQueue.stamp`) that last asked this node directly, so it is noted once.
    /// Internal, as `needsMeasure`: layout reads it for every size it asks.
    var recheckAsking = 0

    /// Drops the answers no one asked for since `mark`: the node that lays this one out has just
    /// measured itself again, so none of its answers depends on them.
    package final func forgetSizesNotAsked(since mark: Int) {
        sizeCache.removeAll { $0.asked < mark }
    }

    /// Whether a stack lays out this node's children in its place (groups, conditionals,
    /// `ForEach`, user views); `false` for nodes that take one place of their own.
    open var isTransparent: Bool { false }

    /// The nodes that take a place of their own, with transparent nodes flattened away.
    package final var layoutItems: [Node] {
        guard isTransparent else { return [self] }
        if let cachedLayoutItems { return cachedLayoutItems }
        var items: [Node] = []
        for child in layoutChildren { items.append(contentsOf: child.layoutItems) }
        cachedLayoutItems = items
        return items
    }

    /// The children a transparent node flattens into its `layoutItems`: all of them, unless a
    /// kind lays some out elsewhere (a presenter's presented content goes over the screen).
    open var layoutChildren: [Node] { children }

    /// A transparent node's `layoutItems`, kept until its children or theirs change.
    private var cachedLayoutItems: [Node]?

    /// Drops the flattened items of this node and of the transparent nodes above it, whose
    /// items include this node's.
    private func flatteningDidChange() {
        var node: Node? = self
        while let current = node {
            current.cachedLayoutItems = nil
            guard current.isTransparent else { return }
            node = current.parent
        }
    }

    /// Records that only where things go inside this node changed (a scroll offset), not its
    /// size: the next layout pass places it again in its frame.
    package final func setNeedsPlacement() {
        needsPlacement = true
        graph.placeLater(self)
        setNeedsDisplay()
    }

    /// Places the node's contents again in its current frame, now; for a node that changed where
    /// its contents go during a layout pass.
    package final func placeAgain() {
        graph.damage(frame)
        needsPlacement = false
        placeChildren(in: frame)
    }

    /// The size this node takes for a proposal, cached until the node's content or a size below
    /// it changes (`setNeedsLayout()`).
    package final func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let stamp = graph.layoutQueue.noteAsked(self)
        for index in sizeCache.indices where sizeCache[index].proposal == proposal {
            sizeCache[index].asked = stamp
            return sizeCache[index].size
        }
        let asker = graph.layoutQueue.asker
        graph.layoutQueue.asker = self
        let size = computeSize(proposal)
        graph.layoutQueue.asker = asker
        graph.sizeComputations += 1
        if sizeCache.count == Self.sizeCacheCapacity { sizeCache.removeFirst() }
        sizeCache.append(SizeCacheEntry(proposal: proposal, size: size, asked: stamp))
        return size
    }

    /// The size for a proposal. Transparent nodes lay their items out as a vertical stack;
    /// other kinds override this.
    open func computeSize(_ proposal: ProposedSize) -> Size {
        isTransparent ? StackLayout.vertical.size(of: layoutItems, proposal: proposal) : .zero
    }

    /// Places the node in `rect`. A node already there, with nothing moved inside it since,
    /// keeps its frame and those of its subtree.
    package final func place(in rect: Rect) {
        guard needsPlacement || rect != frame else { return }
        if rect != frame {
            graph.damage(frame)
            graph.damage(rect)
            // The focus ring is in reading order of frames, and leaves out empty ones.
            focusabilityDidChange()
        }
        frame = rect
        needsPlacement = false
        isPlacingChildren = true
        placeChildren(in: rect)
        isPlacingChildren = false
    }

    /// Whether `placeChildren(in:)` is running.
    private var isPlacingChildren = false

    /// Whether the node that lays this one out is placing its children right now (a lazy
    /// container building the rows it shows): children it gains or loses meanwhile are placed,
    /// or dropped, by that same pass, so they change nothing that needs measuring.
    private var isBeingPlaced: Bool {
        var node = self
        while node.isTransparent {
            guard let parent = node.parent else { return false }
            node = parent
        }
        return node.isPlacingChildren
    }

    /// Places what the node contains inside its frame, `rect`; a transparent node's items are
    /// stacked vertically. Kinds with children override it.
    open func placeChildren(in rect: Rect) {
        if isTransparent { StackLayout.vertical.place(layoutItems, in: rect) }
    }

    /// The layout flexibility along an axis, as stacks need it; see `StackLayout`.
    open var layoutPriority: Double { 0 }

    /// Where this node's guide for a stack's alignment lies across the stack (`axis` is the
    /// cross axis, `guide` the alignment), in cells from its leading or top edge, when
    /// `alignmentGuide(_:computeValue:)` sets one in it; `nil` for the alignment's own position.
    open func alignmentGuide(across axis: Axis, guide: AlignmentGuideKey, size: Size) -> Int? { nil }

    // MARK: Drawing

    /// Records that the node looks different: its area, where it is now and where layout puts
    /// it, is drawn again in the next frame. Transparent nodes draw nothing of their own; their
    /// items record their own changes.
    package final func setNeedsDisplay() {
        guard isAttached, !isTransparent else { return }
        graph.displayLater(self)
    }

    /// Draws the node unless it lies outside `clip`. Everything a node draws lies inside its
    /// frame, clipped by its ancestors' frames, so a node outside the clip has nothing to draw.
    package final func drawIfVisible(into canvas: inout Canvas, clip: Rect) {
        guard isTransparent || frame.intersects(clip) else { return }
        draw(into: &canvas, clip: clip)
    }

    /// Draws the node's `layoutItems`, each unless it lies outside `clip`, without making the
    /// one-element array a node that is not transparent would answer (an allocation a frame).
    package final func drawLayoutItems(into canvas: inout Canvas, clip: Rect) {
        guard isTransparent else { return drawIfVisible(into: &canvas, clip: clip) }
        for item in layoutItems { item.drawIfVisible(into: &canvas, clip: clip) }
    }

    /// Draws the node into the canvas, clipped to `clip`.
    open func draw(into canvas: inout Canvas, clip: Rect) {
        for item in layoutItems where item !== self { item.drawIfVisible(into: &canvas, clip: clip) }
    }

    // MARK: Input

    /// The children whose controls can take focus now; nodes that keep some children out of the
    /// focus ring and of unfocused key handling override it (a navigation stack's covered views,
    /// hidden content, a presenter's presented content, which is a focus scope of its own).
    open var focusableChildren: [Node] { children }

    /// Whether the node is a control that can take focus.
    open var isFocusable: Bool { false }

    /// Called after the node became the focused control, however focus moved (Tab, a click, a
    /// focus state, a screen's first focus); may run during layout, so state writes go through
    /// `ViewGraph.enqueueEffect`. A method, not a protocol cast: the first cast of each node type
    /// searches every conformance record of the executable, which the first frame pays for.
    open func didBecomeFocused() {}

    /// Called after focus left the node; may run during layout, as `didBecomeFocused` may.
    open func didResignFocus() {}

    /// How a newly shown focus scope ranks the control for its first focus: 1 to prefer (a cancel
    /// button), -1 to avoid (a destructive one), 0 otherwise.
    open var initialFocusRank: Int { 0 }

    /// Records that whether this node, or nodes below it, can take focus may have changed
    /// (`isFocusable`, `focusableChildren`): the next layout pass collects the focus ring again.
    /// Frames, children and environments changing call it already.
    package final func focusabilityDidChange() {
        graph.focusRingIsStale = true
    }

    /// The node as a scroll view, if it is one. A property, not a cast: walks up the tree ask it
    /// of every ancestor, and a protocol cast looks the conformance up each time.
    open var scrollViewport: (any ScrollViewport)? { nil }

    /// The rows this node makes one at a time for a lazy container (a `ForEach`'s node), if any.
    /// A property, not a cast, for the same reason.
    package var lazyRowSource: (any LazyRowSource)? { nil }

    /// Row `index` of this node's lazy rows, if it was built from the current view value: found
    /// without the source's generic code, which looks up types and hashes the row's id.
    package func builtLazyRow(at index: Int) -> Node? { nil }

    /// Keeps only `rows`, lazy rows this node built, as its children, in order, and detaches the
    /// rest.
    package func keepOnlyLazyRows(_ rows: [Node]) {}

    /// Handles a key while the node has focus; returns `.ignored` to pass it on.
    open func handleFocusedKey(_ press: KeyPress) -> KeyPress.Result { .ignored }

    /// Handles a key as an `onKeyPress` target while focus is inside it (or nothing has focus).
    open func handleKeyPress(_ press: KeyPress) -> KeyPress.Result { .ignored }

    /// Whether this node is the focused control.
    open var isFocused: Bool { graph.focusedNode === self }

    /// Every attached node below this one, in tree order, this one first.
    package func forEachNode(_ body: (Node) -> Void) {
        body(self)
        for child in children { child.forEachNode(body) }
    }

    /// The first node of class `T` in this subtree, as `firstNode(_:where:)` finds it; a class
    /// cast, which never searches the executable's conformance records as a failing cast to an
    /// unconstrained type does.
    package func firstNode<T: Node>(_: T.Type, where found: (T) -> Bool = { _ in true }) -> T? {
        if let match = self as? T, found(match) { return match }
        for child in children {
            if let match = child.firstNode(T.self, where: found) { return match }
        }
        return nil
    }

    /// The first node at or below this one, in tree order, that is a `T` for which `found`
    /// holds; the nodes after it are not visited.
    package func firstNode<T>(_: T.Type, where found: (T) -> Bool = { _ in true }) -> T? {
        if let match = self as? T, found(match) { return match }
        for child in children {
            if let match = child.firstNode(T.self, where: found) { return match }
        }
        return nil
    }
}

/// One answer in a node's size cache.
package struct SizeCacheEntry {
    package let proposal: ProposedSize
    package var size: Size
    /// When it was last asked for (`LayoutQueue.stamp`).
    package var asked: Int
}
