@_spi(CursesUICore) import CursesUICore
/// A view that arranges its children in a vertical line, as in SwiftUI.
///
/// `spacing` is in rows; the default is 0, because rows are scarce in a terminal.
public struct VStack<Content: View>: View {
    // First: the node reads the content in place, at the stack's own address (see `StackNode`).
    let content: Content
    let alignment: HorizontalAlignment
    let spacing: Int?

    /// A vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Body = Never
}

/// A view that arranges its children in a horizontal line, as in SwiftUI.
///
/// `spacing` is in columns; the default is 1, so `HStack { Text("a"); Text("b") }` reads "a b".
public struct HStack<Content: View>: View {
    // First: the node reads the content in place, at the stack's own address (see `StackNode`).
    let content: Content
    let alignment: VerticalAlignment
    let spacing: Int?

    /// A horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Body = Never
}

extension VStack: PrimitiveView, StackLayoutDescribing {
    package func makeNode(in graph: ViewGraph) -> Node {
        assert(MemoryLayout<Self>.offset(of: \Self.content) == 0, "the node reads the content at the stack's address")
        return StackNode<Self, Content>(graph: graph)
    }

    mutating func stackLayout() -> StackLayout {
        StackLayout(axis: .vertical, alignment: alignment.fraction, spacing: spacing ?? 0, customAlignment: alignment.custom)
    }
}

extension HStack: PrimitiveView, StackLayoutDescribing {
    package func makeNode(in graph: ViewGraph) -> Node {
        assert(MemoryLayout<Self>.offset(of: \Self.content) == 0, "the node reads the content at the stack's address")
        return StackNode<Self, Content>(graph: graph)
    }

    mutating func stackLayout() -> StackLayout {
        StackLayout(axis: .horizontal, alignment: alignment.fraction, spacing: spacing ?? 1, customAlignment: alignment.custom)
    }
}

/// A stack laid out by a `StackNode`.
protocol StackLayoutDescribing: View {
    /// The layout the stack asks for. A requirement, so that the node reads it with the stack's
    /// type at hand: a closure made in the stack's generic code, or a static requirement handed
    /// a pointer, looks the type up (the runtime's hashed cache) on every update. `mutating`
    /// only so that the node hands over the stack where it is: a non-mutating requirement is
    /// handed a copy of the whole stack, its content's views included. It changes nothing.
    mutating func stackLayout() -> StackLayout
}

/// Lays out the flattened children of a stack with `StackLayout`.
///
/// The stack's value and its content are read in place, not copied (a copy of the content copies
/// each of its views through its type's value witnesses): `V` keeps its `Content` as its first
/// stored property, where the value starts.
final class StackNode<V: StackLayoutDescribing, Content: View>: Node, AlignmentGuideConsumer {
    private var layout = StackLayout.vertical

    init(graph: ViewGraph) {
        super.init(graph: graph, viewType: V.self)
    }

    /// A stack draws nothing of its own: its children draw their changes, and layout draws where
    /// they moved.
    override var marksOwnDisplayChanges: Bool { true }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let stack = view.address(as: V.self)
        let newLayout = Self.layout(of: stack)
        if newLayout.axis != layout.axis || newLayout.alignment != layout.alignment || newLayout.spacing != layout.spacing
            || newLayout.customAlignment != layout.customAlignment {
            layout = newLayout
            setNeedsLayout()
        }
        let content = UnsafeRawPointer(stack).assumingMemoryBound(to: Content.self)
        let child = reconcile(children.first, at: content, environment: environment)
        if children.first !== child { children = [child] }
    }

    /// The layout the stack at `stack` asks for. `stackLayout()` is `mutating` only so that it is
    /// handed the stack in place, and writes nothing, so the view value handed to the update
    /// stays as it was: debug builds check that its bytes did not change.
    static func layout(of stack: UnsafePointer<V>) -> StackLayout {
        #if DEBUG
        let bytes = UnsafeRawBufferPointer(start: stack, count: MemoryLayout<V>.size)
        let before = Array(bytes)
        let layout = UnsafeMutablePointer(mutating: stack).pointee.stackLayout()
        precondition(bytes.elementsEqual(before), "\(V.self).stackLayout() wrote to the view value it was handed")
        return layout
        #else
        return UnsafeMutablePointer(mutating: stack).pointee.stackLayout()
        #endif
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        layout.size(of: children.first?.layoutItems ?? [], proposal: proposal)
    }

    override func placeChildren(in rect: Rect) {
        layout.place(children.first?.layoutItems ?? [], in: rect)
    }

    override func draw(into canvas: inout Canvas, clip: Rect) {
        let area = frame.intersection(clip)
        children.first?.drawLayoutItems(into: &canvas, clip: area)
    }

    func alignsOn(_ guide: AlignmentGuideKey) -> Bool { layout.guideKey == guide }

    /// A custom alignment's guide lies where the first of the stack's views that sets it puts it.
    override func alignmentGuide(across axis: Axis, guide: AlignmentGuideKey, size: Size) -> Int? {
        guard guide.custom != nil else { return nil }
        return layout.alignmentGuide(across: axis, guide: guide, size: size, items: children.first?.layoutItems ?? [])
    }
}
