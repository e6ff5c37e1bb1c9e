/// The node of a view with a `body`: it links the view's dynamic properties, runs `body` when
/// something it depends on changed, and reconciles the result as its only child.
///
/// `Body` is `V.Body`, a parameter of its own so that running `body` finds that type (and its
/// `View` conformance) in the node's class, where `V.Body` would ask the runtime for `V`'s
/// associated type and conformance on every evaluation.
@MainActor
package final class CompositeNode<V: View, Body: View>: CompositeNodeBase where V.Body == Body {
    /// The last view, in a box: in this generic class a stored `V?` looks up `Optional<V>`'s
    /// metadata on every access, a class reference needs none.
    private var view: Box<V>?
    private let table: DynamicPropertyTable
    /// How a new view is compared with the last one, looked up once for the node.
    private lazy var compareViews = ValueComparators.shared.comparator(for: V.self)

    /// A node for a `V`, whose dynamic properties `table` lists (by default found from `V`'s fields).
    package init(graph: ViewGraph, table: DynamicPropertyTable = .of(V.self)) {
        self.table = table
        super.init(graph: graph, viewType: V.self)
        slots = Array(repeating: nil, count: table.slotCount)
        environmentReadSlots = table.environmentReadSlots
    }

    package override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: V.self)
        var needsBody = isDirty
        if let box = self.view {
            let old = box.value
            if !needsBody {
                if areEqual(old, newView, using: compareViews) {
                    ActionRefresher.refresh(in: old, from: newView)
                } else {
                    needsBody = true
                    inputsChanged = true
                }
            }
        } else {
            needsBody = true
        }
        if let box = self.view { box.value = newView } else { self.view = Box(newView) }
        if !needsBody && environmentChanged && readsChanged(in: environment) { needsBody = true }
        if needsBody {
            evaluateBody()
        } else if environmentChanged {
            for child in children { child.environmentDidChange(environment) }
        }
    }

    package override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
        guard !newEnvironment.isIdentical(to: environment) else { return }
        environment = newEnvironment
        if readsChanged(in: newEnvironment) {
            evaluateBody()
        } else {
            for child in children { child.environmentDidChange(newEnvironment) }
        }
    }

    package override func reevaluate() {
        guard view != nil else { return }
        evaluateBody()
    }

    private func evaluateBody() {
        isDirty = false
        guard let box = self.view else { return }
        if changeLog != nil { summarizeChanges() }
        clearEnvironmentReads()
        // Linking is tracked with the body: an environment value derived from an observable
        // model (`var count: Int { _counter?.count ?? 0 }`) makes this view depend on the model.
        // Linking never changes what `update` compares.
        let body = tracking { () -> Body in linkedBody(of: &box.value) }
        graph.bodyEvaluations += 1
        if changeLog != nil { snapshotState() }
        let child = reconcile(children.first, with: body, environment: environment)
        if children.first !== child { children = [child] }
    }

    /// Links the kept view in place (`&box.value`, valid for the call) and asks it for its body:
    /// one access to the box for both, which the runtime checks for exclusivity. The slots are
    /// taken out while they are linked (no property reads them meanwhile): every access to them
    /// is then instantaneous, which spares all of them the runtime's check.
    private func linkedBody(of view: UnsafeMutablePointer<V>) -> Body {
        if !table.isEmpty {
            var linked = slots
            slots = []
            table.link(view: view, slots: &linked, node: self)
            slots = linked
        }
        return Self.body(of: &view.pointee)
    }

    /// `view.body`, with `view` in place: read through the pointer, the view would be copied
    /// (through its value witnesses) for the call and destroyed after it.
    private static func body(of view: inout V) -> Body {
        view.body
    }

    /// Names what changed since the last `body`, for `_printChanges()`.
    private func summarizeChanges() {
        var parts: [String] = []
        if inputsChanged { parts.append("@self") }
        for (slot, old) in stateSnapshot {
            if let box = slots[slot] as? StateStorage, !areEqualAny(box.untrackedValue, old) { changedSlots.insert(slot) }
        }
        let names = table.slotNames
        parts += changedSlots.sorted().compactMap { names[$0] }
        if parts.isEmpty { parts.append("@dependencies") }
        changeSummary = parts.joined(separator: ", ")
        inputsChanged = false
        changedSlots.removeAll()
    }

    private func snapshotState() {
        stateSnapshot.removeAll(keepingCapacity: true)
        for (slot, storage) in slots.enumerated() {
            if let box = storage as? StateStorage { stateSnapshot[slot] = box.untrackedValue }
        }
    }
}
