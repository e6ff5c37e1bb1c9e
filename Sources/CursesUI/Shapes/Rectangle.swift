/// A rectangle filling its frame, as in SwiftUI; stroked with box-drawing characters.
public struct Rectangle: Shape {
    /// A rectangle.
    public init() {}

    /// The frame itself.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}
