/// The result of an `if`/`else` or `switch` in a `ViewBuilder`. Each branch has its own identity:
/// switching branches replaces the content and its state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    package let storage: Storage

    public typealias Body = Never
}

extension _ConditionalContent: ContainerView {
    package func updateChildren(of node: ContainerNode<Self>) {
        switch storage {
        case .trueContent(let content): node.updateSingleChild(content, branch: 0)
        case .falseContent(let content): node.updateSingleChild(content, branch: 1)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Optional views are primitive.
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {}

extension Optional: ContainerView where Wrapped: View {
    package func updateChildren(of node: ContainerNode<Self>) {
        node.updateSingleChild(self)
    }
}
