@_spi(CursesUICore) import CursesUICore
/// The node of a `NavigationStack`: its root view and the levels pushed on it, of which it lays
/// out, draws and lets take focus only the top one. Covered levels keep their nodes (and state).
@MainActor
class NavigationStackNodeBase: Node {
    /// The root view's node.
    var rootNode: Node?
    /// The bound path, if the stack has one.
    var path: NavigationPathBinding?
    /// The root's level, which holds its title.
    private(set) lazy var rootLevel = NavigationLevel(stack: self)
    /// The pushed levels, bottom first.
    private(set) var levels: [NavigationLevel] = []

    /// A `navigationDestination(for:)` inside the stack: who registered it and how it builds views.
    private struct DestinationBuilder {
        weak var node: Node?
        let build: (AnyHashable) -> AnyView?
    }
    private var destinations: [ObjectIdentifier: DestinationBuilder] = [:]

    private var rootEnvironmentCache: (source: EnvironmentValues, derived: EnvironmentValues)?

    /// The level on top: the last pushed, or the root.
    var topLevel: NavigationLevel { levels.last ?? rootLevel }
    private var topNode: Node? { levels.isEmpty ? rootNode : levels.last?.node }
    private var topItems: [Node] { topNode?.layoutItems ?? [] }

    /// Only the top view's controls can take focus.
    override var focusableChildren: [Node] { topNode.map { [$0] } ?? [] }

    /// The root view's environment: the stack's, with the stack and the root level to find.
    func rootEnvironment(from source: EnvironmentValues) -> EnvironmentValues {
        if let cache = rootEnvironmentCache, cache.source.isIdentical(to: source) { return cache.derived }
        var derived = source
        derived.navigationStack = NavigationStackReference(node: self)
        derived.navigationLevel = NavigationLevelReference(level: rootLevel)
        rootEnvironmentCache = (source, derived)
        return derived
    }

    func syncChildren() {
        children = ([rootNode] + levels.map(\.node)).compactMap { $0 }
    }

    override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        guard !newEnvironment.isIdentical(to: environment) else { return }
        environment = newEnvironment
        rootNode?.environmentDidChange(rootEnvironment(from: newEnvironment))
        // Pushed views follow their sources, which forward changes themselves; a value level
        // with no destination follows the stack.
        for level in levels where level.source == nil {
            level.node?.environmentDidChange(level.environment(from: rootEnvironment(from: newEnvironment)))
        }
    }

    override func reevaluate() {
        super.reevaluate()
        syncPath()
        for level in levels where level.value != nil { buildValueLevel(level) }
        syncChildren()
    }

    // MARK: Pushing and popping

    /// Pushes a view from a `NavigationLink(destination:)`; it inherits the link's environment.
    func push<Destination: View>(_ destination: Destination, from link: Node) -> NavigationLevel {
        let level = NavigationLevel(stack: self)
        level.source = link
        level.savedFocus = graph.focusedNode
        levels.append(level)
        level.node = reconcile(nil, with: destination, environment: level.environment(from: link.environment))
        didChangeLevels()
        return level
    }

    /// Whether `level` is on this stack now.
    func contains(_ level: NavigationLevel) -> Bool { levels.contains { $0 === level } }

    /// Updates a pushed view with its link's newest destination and environment.
    func update<Destination: View>(_ level: NavigationLevel, with destination: Destination, environment: EnvironmentValues) {
        guard contains(level) else { return }
        let node = reconcile(level.node, with: destination, environment: level.environment(from: environment))
        if node !== level.node {
            level.node = node
            syncChildren()
        }
    }

    /// Passes a link's new environment on to the view it pushed.
    func sourceEnvironmentDidChange(_ level: NavigationLevel, to environment: EnvironmentValues) {
        guard contains(level) else { return }
        level.node?.environmentDidChange(level.environment(from: environment))
    }

    /// Pushes a value from a `NavigationLink(value:)`: appends it to the bound path, or pushes
    /// the view its `navigationDestination` builds.
    func push(value: AnyHashable) {
        if let path {
            path.set(path.get() + [value])
            // A binding to something unobservable tells nobody about the write; look again.
            invalidate()
        } else {
            appendValueLevel(value)
        }
    }

    /// Pops `level` and every level above it (`dismiss()`, Esc).
    func pop(_ level: NavigationLevel) {
        guard let index = levels.firstIndex(where: { $0 === level }) else { return }
        let removed = removeLevels(from: index)
        if let path, removed.contains(where: { $0.value != nil }) {
            path.set(levels.compactMap(\.value))
            invalidate()
        }
    }

    /// Removes the levels from `index` up, destroying their views, and gives focus back to the
    /// control that pushed the lowest of them.
    @discardableResult
    private func removeLevels(from index: Int) -> [NavigationLevel] {
        guard index < levels.count else { return [] }
        let removed = Array(levels[index...])
        levels.removeSubrange(index...)
        for level in removed.reversed() { level.node?.detach() }
        if let focus = removed.first?.savedFocus, focus.isAttached { graph.focus(focus) }
        didChangeLevels()
        return removed
    }

    private func didChangeLevels() {
        syncChildren()
        setNeedsLayout()
        graph.requestFrame()
    }

    override func handleKeyPress(_ press: KeyPress) -> KeyPress.Result {
        guard press.key == .escape, press.modifiers.isEmpty, let top = levels.last else { return .ignored }
        pop(top)
        return .handled
    }

    // MARK: Values and destinations

    /// Makes the levels match the bound path: keeps the levels whose values still match, pops
    /// the rest, and pushes the new values.
    func syncPath() {
        guard let path else { return }
        let values = tracking { path.get() }
        var matched = 0, kept = 0
        for level in levels {
            if let value = level.value {
                guard matched < values.count, values[matched] == value else { break }
                matched += 1
            }
            kept += 1
        }
        removeLevels(from: kept)
        for value in values.dropFirst(matched) { appendValueLevel(value) }
    }

    private func appendValueLevel(_ value: AnyHashable) {
        let level = NavigationLevel(stack: self, value: value)
        level.savedFocus = graph.focusedNode
        levels.append(level)
        buildValueLevel(level)
        didChangeLevels()
    }

    /// Builds a value level's view with the destination registered for the value's type.
    private func buildValueLevel(_ level: NavigationLevel) {
        guard let value = level.value else { return }
        let destination = destinations[ObjectIdentifier(type(of: value.base))]
        level.source = destination?.node
        let source = destination?.node?.environment ?? rootEnvironment(from: environment)
        guard let destination, let content = tracking({ destination.build(value) }) else {
            level.node?.detach()
            level.node = nil
            return
        }
        level.node = reconcile(level.node, with: content, environment: level.environment(from: source))
    }

    /// Registers how to build views for values of `type`; levels it built get the new closure.
    func registerDestination(for type: Any.Type, node: Node, build: @escaping (AnyHashable) -> AnyView?) {
        let id = ObjectIdentifier(type)
        destinations[id] = DestinationBuilder(node: node, build: build)
        for level in levels {
            guard let value = level.value, ObjectIdentifier(Swift.type(of: value.base)) == id else { continue }
            if level.source === node || level.node == nil { buildValueLevel(level) }
        }
        syncChildren()
    }

    /// Forgets a destination when the view that registered it goes away.
    func unregisterDestination(for type: Any.Type, node: Node) {
        let id = ObjectIdentifier(type)
        if destinations[id]?.node === node { destinations[id] = nil }
    }

    /// Passes a destination's new environment on to the levels it built.
    func destinationEnvironmentDidChange(from node: Node) {
        for level in levels where level.source === node {
            level.node?.environmentDidChange(level.environment(from: node.environment))
        }
    }

    // MARK: Layout and drawing

    private var titleRows: Int { topLevel.title == nil ? 0 : 1 }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let rows = titleRows
        let content = StackLayout.vertical.size(of: topItems, proposal: ProposedSize(
            width: proposal.width, height: proposal.height.map { $0 - rows }))
        let titleWidth = min(topLevel.title.map { TextLayout.width(of: $0) } ?? 0, proposal.width ?? .max)
        return Size(width: max(content.width, titleWidth), height: content.height + rows)
    }

    override func placeChildren(in rect: Rect) {
        let rows = titleRows
        StackLayout.vertical.place(topItems, in: Rect(x: rect.x, y: rect.y + rows, width: rect.width, height: rect.height - rows))
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        if let title = topLevel.title {
            let style = CellStyle(foreground: environment.textStyle.foreground, isBold: true)
            canvas.draw(title, x: frame.x, y: frame.y, style: style, clip: area)
        }
        for item in topItems { item.drawIfVisible(into: &canvas, clip: area) }
    }
}
