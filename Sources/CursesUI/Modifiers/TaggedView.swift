@_spi(CursesUICore) import CursesUICore
/// A view with a value attached by `.tag(_:)`, which a `Picker` reads to know what each option
/// selects. Anywhere else it lays out and draws exactly as its content.
struct TaggedView<Content: View, Tag: Hashable>: View, PrimitiveView {
    let tag: Tag
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { TaggedNode<Content, Tag>(graph: graph) }
}

/// What a picker needs from a tagged node without knowing its content type.
@MainActor
protocol TagCarrying: AnyObject {
    /// The tag, as given to `.tag(_:)`; `nil` before the first update.
    var tagValue: Any? { get }
}

/// Keeps the tag and passes layout through to the content, so tagging never changes layout.
final class TaggedNode<Content: View, Tag: Hashable>: PassthroughNode, TagCarrying {
    private(set) var tag: Tag?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: TaggedView<Content, Tag>.self) }

    var tagValue: Any? { tag }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let tagged = view.value(as: TaggedView<Content, Tag>.self)
        tag = tagged.tag
        updateContent(tagged.content)
    }
}

extension View {
    /// Attaches a value to this view, as in SwiftUI; a `Picker` selects the tag of the option
    /// chosen, so tag each option with a value of the selection's type.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TaggedView(tag: tag, content: self)
    }
}
