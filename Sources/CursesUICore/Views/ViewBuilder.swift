/// Builds views from closures of statements, as in SwiftUI: several views, `if`/`else`,
/// `if let`, `switch`, optional content and local `let` declarations.
@resultBuilder @MainActor
public enum ViewBuilder {
    /// An empty closure builds an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view stays itself. The builders that pass a view on take it `consuming`: it is moved
    /// through, where a borrowed one would be copied (through its type's value witnesses, for a
    /// stack of several views) and the builder's own variable destroyed, on every `body`.
    @inlinable public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    /// Several views become a `TupleView`.
    @inlinable public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// Each statement is a view.
    @inlinable public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    /// An `if` without `else` builds optional content.
    @inlinable public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else` or a `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: consuming TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else` or a later `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: consuming FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content inside `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
