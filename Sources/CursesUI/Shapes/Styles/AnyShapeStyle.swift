@_spi(CursesUICore) import CursesUICore
/// A type-erased shape style, as in SwiftUI: `condition ? AnyShapeStyle(.red) : AnyShapeStyle(.tint)`.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle, Hashable {
    /// The wrapped style, behind one pointer.
    private let box: Box

    private final class Box: Sendable {
        let base: any ShapeStyle
        /// The wrapped style's value when it is hashable, for equality: otherwise two erased
        /// styles are never equal, so views drawn in one are drawn again on each update.
        let identity: StyleIdentity?

        init(base: any ShapeStyle, identity: StyleIdentity?) {
            self.base = base
            self.identity = identity
        }
    }

    /// A style that draws what `style` draws.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            box = erased.box
        } else {
            box = Box(base: style, identity: (style as? any Hashable).map { StyleIdentity(value: AnyHashable($0)) })
        }
    }

    func resolve(in context: ShapeStyleContext) -> ResolvedShapeStyle { box.base.resolved(in: context) }

    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        if lhs.box === rhs.box { return true }
        guard let left = lhs.box.identity, let right = rhs.box.identity else { return false }
        return left.value == right.value
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(box.identity?.value) }
}

/// A shape style's value as an `AnyHashable`: sendable, since every shape style is.
private struct StyleIdentity: @unchecked Sendable {
    let value: AnyHashable
}
