/// A view whose children take their places directly in the enclosing stack: tuples, groups,
/// conditionals, optionals, `AnyView`, `ForEach`.
@MainActor
package protocol ContainerView: PrimitiveView {
    /// Reconciles the node's children with this view's content.
    func updateChildren(of node: ContainerNode<Self>)
    /// Reconciles the node's children with the content of the view at `view`, read in place.
    static func updateChildren(of node: ContainerNode<Self>, at view: UnsafePointer<Self>)
    /// The rows this view makes one at a time for a lazy container (`ForEach`), or `nil`.
    var lazyRowSource: (any LazyRowSource)? { get }
    /// Whether the node keeps the last view value, to update its children again when invalidated
    /// and for `currentView`. A view whose children follow from its value alone needs none: the
    /// node then reads each new value in place, without copying it.
    static var keepsViewValue: Bool { get }
}

extension ContainerView {
    // Never specialized: a specialization for a concrete type (`AnyView`) would instantiate
    // `ContainerNode<AnyView>` from its mangled name, which searches the executable's conformance
    // records for `AnyView: ContainerView`; the generic code is handed the witness table.
    @_semantics("optimize.sil.specialize.generic.never")
    package func makeNode(in graph: ViewGraph) -> Node { ContainerNode<Self>(graph: graph) }

    package var lazyRowSource: (any LazyRowSource)? { nil }

    package static var keepsViewValue: Bool { true }

    package static func updateChildren(of node: ContainerNode<Self>, at view: UnsafePointer<Self>) {
        view.pointee.updateChildren(of: node)
    }
}

/// The node of a `ContainerView`: transparent to layout, it only keeps children.
package final class ContainerNode<V: ContainerView>: Node {
    /// Which branch of a conditional the children belong to; a change of branch is a change of identity.
    package var branch = 0
    /// Children of a `ForEach` (or of `.id(_:)`) by their id; see `children(byID:)`.
    package var keyedChildren: (any KeyedChildren)? { keyed }
    // The stored properties a lazy container reads for every row it shows are private: the
    // runtime checks each access to a `package` one for exclusivity, as the optimizer cannot
    // see the other module's accesses.
    private var keyed: (any KeyedChildren)?

    /// The children by id, in a dictionary of the id's own type. A node's view type, and so its
    /// id type, never changes.
    package func children<ID: Hashable>(byID _: ID.Type) -> ChildrenByID<ID> {
        if let keyed { return unsafeDowncast(keyed, to: ChildrenByID<ID>.self) }
        let made = ChildrenByID<ID>()
        keyed = made
        return made
    }
    /// Rows a lazy container built from the current view value, by row index: built again only
    /// once the `ForEach` changes, so scrolling builds just the rows that come into view. Until
    /// then the rows' data is the same (writes to a bound collection update the `ForEach`, which
    /// reads its count), so an index finds its row without computing its id.
    private var builtRows: [Int: Node] = [:]

    /// Changes `builtRows` taken out of the node and put back, never in place across a call:
    /// every access to it is then instantaneous, which spares each update the runtime's
    /// exclusivity check (`update` empties it on every key).
    private func changeBuiltRows(_ change: (inout [Int: Node]) -> Void) {
        var rows = builtRows
        builtRows = [:]
        change(&rows)
        builtRows = rows
    }

    /// Builds row `index` of a lazy container, the child with id `id`, from `view`: the node
    /// kept for that id, updated, or a new one. The row is then found by its id and its index.
    package func buildLazyRow<ID: Hashable, Row: View>(at index: Int, id: ID, view: Row) -> Node {
        let keyed = children(byID: ID.self)
        let child = reconcile(keyed.nodes[id], with: view, environment: environment)
        keyed.nodes[id] = child
        changeBuiltRows { $0[index] = child }
        return child
    }

    package init(graph: ViewGraph) { super.init(graph: graph, viewType: V.self) }

    package override var isTransparent: Bool { true }

    /// The last view value, kept so the node can rebuild its children when something its
    /// content closures read changes (`ForEach`). In a box: in this generic class a stored `V?`
    /// looks up `Optional<V>`'s metadata on every access, a class reference needs none.
    private var view: Box<V>?

    /// The last view value.
    package var currentView: V? { view?.value }

    package override var lazyRowSource: (any LazyRowSource)? { view?.value.lazyRowSource }

    package override func builtLazyRow(at index: Int) -> Node? {
        // A copy, so the lookup is not an access to the property spanning a call.
        let rows = builtRows
        return rows[index]
    }

    package override func keepOnlyLazyRows(_ rows: [Node]) {
        // Most layout passes keep the rows they had (the highlight moved within the page): the
        // children by id are then exactly these rows already.
        if rows.count == children.count, zip(rows, children).allSatisfy({ $0 === $1 }) { return }
        let kept = Set(rows.map(ObjectIdentifier.init))
        for child in keyed?.removeNodes(where: { !kept.contains(ObjectIdentifier($0)) }) ?? [] {
            child.detach()
        }
        changeBuiltRows { rows in
            for (index, row) in rows where !kept.contains(ObjectIdentifier(row)) { rows[index] = nil }
        }
        children = rows
    }

    package override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.address(as: V.self)
        if !builtRows.isEmpty { changeBuiltRows { $0.removeAll(keepingCapacity: true) } }
        isDirty = false
        guard V.keepsViewValue else {
            V.updateChildren(of: self, at: newView)
            return
        }
        let box: Box<V>
        if let kept = self.view {
            kept.value = newView.pointee
            box = kept
        } else {
            box = Box(newView.pointee)
            self.view = box
        }
        box.value.updateChildren(of: self)
    }

    package override func reevaluate() {
        super.reevaluate()
        if !builtRows.isEmpty { changeBuiltRows { $0.removeAll(keepingCapacity: true) } }
        if let box = view { box.value.updateChildren(of: self) }
    }

    /// Reconciles the only child with `view`, or removes it when `view` is `nil`.
    /// A change of `branch` replaces the child even when the type stays the same.
    package func updateSingleChild<Child: View>(_ view: Child?, branch newBranch: Int = 0) {
        if newBranch != branch {
            for child in children { child.detach() }
            children = []
            branch = newBranch
        }
        guard let view else {
            for child in children { child.detach() }
            children = []
            return
        }
        let child = reconcile(children.first, with: view, environment: environment)
        if children.first !== child { children = [child] }
    }

    package override func willDetach() {
        keyed = nil
    }
}

/// Reconciles a node's children by position with views given one at a time. The children are
/// replaced only when one of them is a new node, so the common update leaves the tree's
/// structure untouched.
@MainActor
package struct PositionalReconciler {
    private let node: Node
    private var count = 0
    /// The new children, once one differs from the old ones.
    private var updated: [Node]?

    package init(_ node: Node) { self.node = node }

    /// Reconciles the next child with `view`.
    package mutating func reconcile<Child: View>(_ view: Child) {
        let children = node.children
        let existing = count < children.count ? children[count] : nil
        let child = node.reconcile(existing, with: view, environment: node.environment)
        if updated == nil, child !== existing { updated = Array(children.prefix(count)) }
        updated?.append(child)
        count += 1
    }

    /// Removes the children no view was given for and installs the new children, if any.
    package mutating func finish() {
        let children = node.children
        if children.count > count {
            for stale in children.dropFirst(count) { stale.detach() }
            if updated == nil { updated = Array(children.prefix(count)) }
        }
        if let updated { node.children = updated }
    }
}

/// Children by id, whatever the id's type, as code that does not know it sees them.
@MainActor
package protocol KeyedChildren: AnyObject {
    /// Every child with its id.
    var entries: [(id: AnyHashable, node: Node)] { get }
    /// Forgets the children for which `isStale` holds and returns them.
    func removeNodes(where isStale: (Node) -> Bool) -> [Node]
}

/// Children by id, in a dictionary of the id's own type: `AnyHashable` would box every id and
/// hash and compare integers the slow way, on every update of a `ForEach`.
package final class ChildrenByID<ID: Hashable>: KeyedChildren {
    /// The children by id.
    package var nodes: [ID: Node] = [:]

    package var entries: [(id: AnyHashable, node: Node)] { nodes.map { (AnyHashable($0.key), $0.value) } }

    package func removeNodes(where isStale: (Node) -> Bool) -> [Node] {
        var removed: [Node] = []
        for (id, node) in nodes where isStale(node) {
            nodes[id] = nil
            removed.append(node)
        }
        return removed
    }
}
