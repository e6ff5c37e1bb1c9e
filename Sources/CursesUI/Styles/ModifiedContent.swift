@_spi(CursesUICore) import CursesUICore
/// A view with a modifier applied, or two modifiers applied one after the other, as in SwiftUI:
/// what `.modifier(_:)` and `concat(_:)` return.
public struct ModifiedContent<Content, Modifier> {
    /// The view, or the first modifier.
    public var content: Content
    /// The modifier applied to `content`.
    public var modifier: Modifier

    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// CursesUI applies the modifier itself, so this has no body, as a view or as a modifier.
    public typealias Body = Never
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    package func makeNode(in graph: ViewGraph) -> Node {
        makeNode(in: graph) { ModifiedContentNode<Content, Modifier>(graph: graph) }
    }
}

/// A modifier on a `ForEach` or a `Group` applies to each element, each with its own state, as
/// the built-in modifiers do.
extension ModifiedContent: ElementwiseModifier where Content: View, Modifier: ViewModifier {
    var subject: Content { content }
    func modifying(_ content: AnyView) -> any View { ModifiedContent<AnyView, Modifier>(content: content, modifier: modifier) }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

/// A pair of modifiers: applied as the first, then the second, each a view of its own.
@MainActor
protocol ComposedViewModifier {
    /// Reconciles `content` with both modifiers applied below `node`.
    func reconcile<C: View>(_ content: C, in node: Node, existing: Node?, environment: EnvironmentValues) -> Node
}

extension ModifiedContent: ComposedViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    func reconcile<C: View>(_ content: C, in node: Node, existing: Node?, environment: EnvironmentValues) -> Node {
        node.reconcile(existing, with: content.modifier(self.content).modifier(modifier), environment: environment)
    }
}

/// The view whose `body` is a modifier's `body(content:)`: a `CompositeNode` runs it like any
/// view's body, with the modifier's dynamic properties linked to the node's storage. The content
/// travels in a box, so a new content value alone leaves this view equal to the last one.
struct ModifierBody<Modifier: ViewModifier>: View {
    var modifier: Hosted<Modifier>
    let content: ForwardedContent

    var body: Modifier.Body {
        modifier.value.body(content: _ViewModifier_Content(source: content))
    }
}

/// Keeps the content box of one applied modifier, and updates the content in place when the
/// modifier's body does not run again.
final class ModifiedContentNode<Content: View, Modifier: ViewModifier>: PassthroughNode {
    private let content = TypedForwardedContent<Content>()

    init(graph: ViewGraph) { super.init(graph: graph, viewType: ModifiedContent<Content, Modifier>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let modified = view.value(as: ModifiedContent<Content, Modifier>.self)
        if let composed = modified.modifier as? any ComposedViewModifier {
            let child = composed.reconcile(modified.content, in: self, existing: children.first, environment: environment)
            if children.first !== child { children = [child] }
            return
        }
        content.set(modified.content)
        updateContent(ModifierBody(modifier: Hosted(value: modified.modifier), content: content))
        content.flush()
    }
}
