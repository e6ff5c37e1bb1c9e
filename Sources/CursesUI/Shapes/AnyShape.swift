/// A type-erased shape, as in SwiftUI.
public struct AnyShape: Shape {
    private let makePath: @MainActor @Sendable (CGRect) -> Path

    /// A shape that draws what `shape` draws.
    public init<S: Shape>(_ shape: S) { makePath = { shape.path(in: $0) } }

    /// The wrapped shape's outline.
    public func path(in rect: CGRect) -> Path { makePath(rect) }
}
