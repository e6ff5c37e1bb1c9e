import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@_spi(CursesUICore) @testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

/// The graph learns a view's kind from the `View` requirement `_makeNode(in:)`, not from a
/// dynamic cast: a view with a `body` gets a `CompositeNode`, each primitive its own node. A
/// primitive given a `CompositeNode` would call its `body` and trap; a view with a `body` given a
/// primitive's node would never run it. (Debug builds also check every node made against the
/// dynamic cast, in every test.)
@MainActor
struct ViewKindTests {
    /// A user view whose body is only a primitive.
    struct Wrapper: View {
        var body: some View { Text("wrapped") }
    }

    struct Indented: ViewModifier {
        func body(content: Content) -> some View { content.padding(.leading, 2) }
    }

    private let graph = ViewGraph(root: EmptyView(), size: Size(width: 20, height: 4))

    @ViewBuilder private func conditional(_ flag: Bool) -> some View {
        if flag { Text("yes") } else { Wrapper() }
    }

    @Test func aViewWithABodyGetsACompositeNode() {
        #expect(graph.makeNode(for: Wrapper()) is CompositeNode<Wrapper, Wrapper.Body>)
    }

    @Test func primitivesGetTheirOwnNodes() {
        #expect(graph.makeNode(for: Text("a")) is TextNode)
        #expect(graph.makeNode(for: PaddingView(insets: EdgeInsets(), content: Wrapper())) is PaddingNode<PaddingView<Wrapper>>)
        #expect(graph.makeNode(for: Text("a").modifier(Indented())) is ModifiedContentNode<Text, Indented>)
        #expect(graph.makeNode(for: List { Text("a") }) is ListNode<Never, Text>)
    }

    @Test func containersGetContainerNodes() {
        #expect(graph.makeNode(for: AnyView(Wrapper())) is ContainerNode<AnyView>)
        #expect(graph.makeNode(for: Group { Wrapper() }) is ContainerNode<Group<Wrapper>>)
        #expect(graph.makeNode(for: ForEach(0..<3) { Text("\($0)") }) is ContainerNode<ForEach<Range<Int>, Int, Text>>)
        #expect(graph.makeNode(for: Wrapper?.none) is ContainerNode<Wrapper?>)
        #expect(graph.makeNode(for: conditional(true)) is ContainerNode<_ConditionalContent<Text, Wrapper>>)
        #expect(graph.makeNode(for: EmptyView()) is ContainerNode<EmptyView>)
    }

    /// Every kind at once, drawn: the wrappers' bodies ran and the primitives drew themselves.
    @Test func aTreeOfEveryKindDraws() {
        struct Root: View {
            let flag: Bool
            var body: some View {
                VStack(alignment: .leading) {
                    Wrapper().modifier(Indented())
                    AnyView(Wrapper())
                    Group { if flag { Text("shown") } }
                    ForEach(0..<2) { Text("row \($0)") }
                    Optional(Wrapper())
                }
            }
        }
        let host = TestHost(Root(flag: true), width: 12, height: 6)
        assertInlineSnapshot(of: host, as: .frame()) {
            """
              wrapped
            wrapped
            shown
            row 0
            row 1
            wrapped
            """
        }
    }
}
