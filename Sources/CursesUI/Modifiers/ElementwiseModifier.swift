@_spi(CursesUICore) import CursesUICore
/// A modifier that SwiftUI applies to each element of a `ForEach` or a `Group` it modifies:
/// `ForEach(rows) { Text($0) }.border(.gray)` draws one border per row, in a stack or a `List`.
@MainActor
protocol ElementwiseModifier: PrimitiveView {
    associatedtype Subject: View
    /// The view the modifier modifies.
    var subject: Subject { get }
    /// The same modifier around other content.
    func modifying(_ content: AnyView) -> any View
}

extension ElementwiseModifier {
    /// Whether the subject is a `ForEach` or a `Group`, under any number of such modifiers.
    static var appliesElementwise: Bool {
        if let modifier = Subject.self as? any ElementwiseModifier.Type { return modifier.appliesElementwise }
        return Subject.self is any ElementwiseContainer.Type
    }

    /// A node that applies the modifier to each element when the subject is a `ForEach` or a
    /// `Group`, else the one `make` makes.
    func makeNode(in graph: ViewGraph, otherwise make: () -> Node) -> Node {
        Self.appliesElementwise ? ElementwiseNode<Self>(graph: graph) : make()
    }
}

/// A view whose elements each take the modifiers applied to it: `ForEach` and `Group`.
@MainActor
protocol ElementwiseContainer {
    /// The container with `transform` applied to each of its elements.
    func mapElements(_ transform: @escaping @MainActor (AnyView) -> AnyView) -> AnyView
}

/// `view` with `transform` applied to each element it stands for: the elements of a container,
/// each view of a tuple, nothing for an empty view, else the view itself.
@MainActor
func mapElements<Content: View>(of view: Content, _ transform: @escaping @MainActor (AnyView) -> AnyView) -> AnyView {
    if let container = view as? any ElementwiseContainer { return container.mapElements(transform) }
    if let modifier = view as? any ElementwiseModifier, type(of: modifier).appliesElementwise {
        return mapElements(ofModified: modifier, transform)
    }
    if let tuple = view as? any ElementTuple { return AnyView(ElementList(views: tuple.mapElements(transform))) }
    if view is EmptyView { return AnyView(view) }
    return transform(AnyView(view))
}

/// The elements of `modifier`'s subject, each wrapped in `modifier` and then transformed.
@MainActor
private func mapElements<Modifier: ElementwiseModifier>(ofModified modifier: Modifier,
                                                         _ transform: @escaping @MainActor (AnyView) -> AnyView) -> AnyView {
    mapElements(of: modifier.subject) { transform(AnyView(modifier.modifying($0))) }
}

/// A tuple of views that can be mapped view by view.
@MainActor
protocol ElementTuple {
    /// Each view of the tuple with `transform` applied.
    func mapElements(_ transform: @escaping @MainActor (AnyView) -> AnyView) -> [AnyView]
}

/// Views that each take their own place, by position: a mapped tuple.
struct ElementList: View, ContainerView {
    let views: [AnyView]
    typealias Body = Never

    package func updateChildren(of node: ContainerNode<Self>) {
        var reconciler = PositionalReconciler(node)
        for view in views { reconciler.reconcile(view) }
        reconciler.finish()
    }
}

/// The node of an elementwise modifier on a `ForEach` or `Group`: transparent, it holds the
/// container mapped so that each element is wrapped in the modifier.
final class ElementwiseNode<Modifier: ElementwiseModifier>: Node {
    init(graph: ViewGraph) { super.init(graph: graph, viewType: Modifier.self) }

    override var isTransparent: Bool { true }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let modifier = view.value(as: Modifier.self)
        let mapped = mapElements(of: modifier.subject) { AnyView(modifier.modifying($0)) }
        let child = reconcile(children.first, with: mapped, environment: environment)
        if children.first !== child { children = [child] }
    }
}

extension ForEach: ElementwiseContainer where Content: View {
    func mapElements(_ transform: @escaping @MainActor (AnyView) -> AnyView) -> AnyView {
        let content = self.content
        var mapped = ForEach<Data, ID, AnyView>(data, identifiedBy: identify) { transform(AnyView(content($0))) }
        mapped.deleteAction = deleteAction
        mapped.moveAction = moveAction
        return AnyView(mapped)
    }
}

extension Group: ElementwiseContainer {
    func mapElements(_ transform: @escaping @MainActor (AnyView) -> AnyView) -> AnyView {
        AnyView(Group<AnyView> { CursesUI.mapElements(of: content, transform) })
    }
}

extension TupleView: ElementTuple {
    func mapElements(_ transform: @escaping @MainActor (AnyView) -> AnyView) -> [AnyView] {
        // Each view of the tuple may itself be a container (`ForEach` among other views).
        mapEachView { view in
            @MainActor func map<Element: View>(_ element: Element) -> AnyView { CursesUI.mapElements(of: element, transform) }
            return map(view)
        }
    }
}

extension BorderView: ElementwiseModifier {
    var subject: Content { content }
    func modifying(_ content: AnyView) -> any View { BorderView<AnyView>(color: color, content: content) }
}

extension PaddingView: ElementwiseModifier {
    var subject: Content { content }
    func modifying(_ content: AnyView) -> any View { PaddingView<AnyView>(insets: insets, content: content) }
}

extension BackgroundView: ElementwiseModifier {
    var subject: Content { content }
    func modifying(_ content: AnyView) -> any View { BackgroundView<AnyView>(color: color, content: content) }
}

extension FrameView: ElementwiseModifier {
    var subject: Content { content }
    func modifying(_ content: AnyView) -> any View { FrameView<AnyView>(parameters: parameters, content: content) }
}

extension FlexibleFrameView: ElementwiseModifier {
    var subject: Content { content }
    func modifying(_ content: AnyView) -> any View { FlexibleFrameView<AnyView>(parameters: parameters, content: content) }
}

extension OffsetView: ElementwiseModifier {
    var subject: Content { content }
    func modifying(_ content: AnyView) -> any View { OffsetView<AnyView>(offset: offset, content: content) }
}

extension FixedSizeView: ElementwiseModifier {
    var subject: Content { content }
    func modifying(_ content: AnyView) -> any View { FixedSizeView<AnyView>(axes: axes, content: content) }
}

extension LayoutPriorityView: ElementwiseModifier {
    var subject: Content { content }
    func modifying(_ content: AnyView) -> any View { LayoutPriorityView<AnyView>(priority: priority, content: content) }
}

extension OverlayView: ElementwiseModifier {
    var subject: Base { base }
    func modifying(_ content: AnyView) -> any View {
        OverlayView<AnyView, Overlay>(base: content, overlay: overlay, alignment: alignment, isBackground: isBackground)
    }
}
