@_spi(CursesUICore) import CursesUICore
/// The shape of the nearest container, set with `containerShape(_:)`, as in SwiftUI; a
/// ``Rectangle`` when no container sets one.
///
/// SwiftUI insets the container's shape to the view's frame; here the container's shape is
/// drawn in the view's own frame.
public struct ContainerRelativeShape: Shape {
    /// The container's shape.
    public init() {}

    /// A rectangle: the container's shape is found when the shape is drawn.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

private struct ContainerShapeKey: EnvironmentKey {
    static let defaultValue: AnyShape? = nil
}

extension EnvironmentValues {
    /// The shape set with `containerShape(_:)` for ``ContainerRelativeShape`` below.
    var containerShape: AnyShape? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape that ``ContainerRelativeShape`` draws below this view.
    public func containerShape<S: Shape>(_ shape: S) -> some View {
        environment(\.containerShape, AnyShape(shape))
    }
}
