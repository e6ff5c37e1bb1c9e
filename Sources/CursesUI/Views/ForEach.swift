@_spi(CursesUICore) import CursesUICore
/// Views computed from a collection, each identified by an id, as in SwiftUI.
///
/// An element keeps its view's state while its id stays; a removed id removes the view. It is a
/// view when its content is; other libraries can make it content of their own kinds (as charts do).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection.
    public var data: Data
    /// Makes the view for an element.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
    /// What a `List` calls to delete rows; see `onDelete(perform:)`.
    package var deleteAction: ((IndexSet) -> Void)? = nil
    /// What a `List` calls to move rows in edit mode; see `onMove(perform:)`.
    package var moveAction: ((IndexSet, Int) -> Void)? = nil

    /// Views for the elements of `data`, identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Content: View {
        self.init(data, id: id, building: content)
    }

    /// The designated initializer, without a result builder, for content of other kinds.
    package init(_ data: Data, id: KeyPath<Data.Element, ID>, building content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }
}

extension ForEach {
    /// Views for the elements of `data`, identified by `identify`: a `ForEach` mapped from another.
    init(_ data: Data, identifiedBy identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = identify
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// Views for `Identifiable` elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        // A closure, not `\.id`: a key path made in generic code resolves its types by name,
        // which searches the executable's conformance records on every app's first frame.
        self.init(data, identifiedBy: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Views for each integer of a range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Content: View {
    /// Views for the elements of a bound collection, each given a binding to its element:
    /// `ForEach($items) { $item in Toggle(item.title, isOn: $item.isOn) }`.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable,
          C.Element: Identifiable, ID == C.Element.ID {
        self.data = data
        self.content = content
        self.identify = { $0.wrappedValue.id }
    }

    /// Views for the elements of a bound collection, identified by the value at `id`.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        self.data = data
        self.content = content
        self.identify = { $0.wrappedValue[keyPath: id] }
    }
}

extension ForEach where Content: View {
    /// Lets a `List` delete these rows: Delete or Backspace on a selected row calls `action` with
    /// its offset in `data`, as a swipe does in SwiftUI. Remove them from the data there, for
    /// instance with `remove(atOffsets:)`.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Lets a `List` in edit mode move these rows: Shift-Up and Shift-Down move the selected row,
    /// calling `action` with its offset and the offset it goes before, as a drag does in SwiftUI.
    /// Move them in the data there, for instance with `move(fromOffsets:toOffset:)`.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.moveAction = action
        return copy
    }
}

extension ForEach: PrimitiveView where Content: View {}

extension ForEach: ContainerView where Content: View {
    package var lazyRowSource: (any LazyRowSource)? { self }

    package func updateChildren(of node: ContainerNode<Self>) {
        if node.isLazyRowSource {
            // A lazy container materializes only the rows it shows, when it lays them out. The
            // count is read here, tracked: a bound collection (`ForEach($items)`) that grows or
            // shrinks updates the rows even when no row was built to read it (an empty list).
            _ = node.tracking { data.count }
            node.setNeedsLayout()
            return
        }
        // The content closure runs here, after the body that made this `ForEach` returned, so
        // the state it reads is tracked here: a change rebuilds this `ForEach` alone.
        let views = node.tracking { data.map { (id: identify($0), view: content($0)) } }
        let keyed = node.children(byID: ID.self)
        // Read once: each access to the property is checked for exclusivity at run time.
        let kept = keyed.nodes
        var updated: [Node] = []
        updated.reserveCapacity(views.count)
        var seen: [ID: Node] = [:]
        seen.reserveCapacity(views.count)
        for (id, view) in views {
            // A repeated id keeps only its first view, as SwiftUI does.
            guard seen[id] == nil else { continue }
            let child = node.reconcile(kept[id], with: view, environment: node.environment)
            seen[id] = child
            updated.append(child)
        }
        for (id, stale) in kept where seen[id] == nil { stale.detach() }
        keyed.nodes = seen
        if updated.count != node.children.count || zip(updated, node.children).contains(where: { $0 !== $1 }) {
            node.setNeedsLayout()
            node.children = updated
        }
    }
}

extension ForEach: LazyRowSource where Content: View {
    package var rowCount: Int { data.count }

    package func rowID(at index: Int) -> RowID {
        RowID(identify(data[data.index(data.startIndex, offsetBy: index)]))
    }

    package func materializeRow(at index: Int, in node: Node) -> Node {
        let containerNode = node as! ContainerNode<Self>
        let element = data[data.index(data.startIndex, offsetBy: index)]
        let id = identify(element)
        let view = node.tracking { content(element) }
        return containerNode.buildLazyRow(at: index, id: id, view: view)
    }
}
