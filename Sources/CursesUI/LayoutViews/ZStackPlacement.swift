@_spi(CursesUICore) import CursesUICore

/// How a `ZStack` lays out its children, shared by the stack view's node and `ZStackLayout`: the
/// size of the largest child, and every child placed inside it at its own size, aligned.
@MainActor
enum ZStackPlacement {
    /// The size that holds the largest of `nodes` under `proposal`.
    static func size(of nodes: [Node], proposal: ProposedSize) -> Size {
        nodes.reduce(Size.zero) { size, node in
            let fitted = node.sizeThatFits(proposal)
            return Size(width: max(size.width, fitted.width), height: max(size.height, fitted.height))
        }
    }

    /// Places each of `nodes` in `rect` at its size (cut to the rectangle), aligned.
    static func place(_ nodes: [Node], in rect: Rect, alignment: Alignment) {
        for node in nodes {
            let size = node.sizeThatFits(ProposedSize(rect.size))
            let fitted = Size(width: min(size.width, rect.width), height: min(size.height, rect.height))
            node.place(in: Rect(origin: alignment.origin(of: fitted, in: rect), size: fitted))
        }
    }
}
