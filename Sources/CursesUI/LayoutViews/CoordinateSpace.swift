@_spi(CursesUICore) import CursesUICore
import Foundation

/// A frame of reference for the geometry a `GeometryProxy` reports, as in SwiftUI.
public enum CoordinateSpace: Hashable {
    /// The whole screen: column 0, row 0 is its top-left cell.
    case global
    /// The view's own space: its top-left cell is (0, 0).
    case local
    /// The space of the nearest enclosing view given this name with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

extension View {
    /// Names this view's space, so views inside can measure their frames from its top-left
    /// corner with `proxy.frame(in: .named(name))`.
    public func coordinateSpace<Name: Hashable>(name: Name) -> some View {
        CoordinateSpaceView(name: AnyHashable(name), content: self)
    }

    /// Names this view's space (`.named(_:)`), as SwiftUI's newer spelling does.
    public func coordinateSpace(_ space: CoordinateSpace) -> some View {
        CoordinateSpaceView(name: space.name, content: self)
    }
}

extension CoordinateSpace {
    /// The name of a named space; `.global` and `.local` name nothing.
    var name: AnyHashable? {
        if case .named(let name) = self { return name }
        return nil
    }
}

/// Names the space of its content.
struct CoordinateSpaceView<Content: View>: View, PrimitiveView {
    let name: AnyHashable?
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node {
        CoordinateSpaceNode<Self>(graph: graph, initial: name) { ($0.name, $0.content) }
    }
}

/// Lays its content out unchanged; geometry readers inside find it by its name.
final class CoordinateSpaceNode<V: View>: ModifierNode<V, AnyHashable?>, NamedCoordinateSpaceNode {
    var coordinateSpaceName: AnyHashable? { parameters }
}

/// A node that names a coordinate space.
@MainActor
protocol NamedCoordinateSpaceNode: Node {
    var coordinateSpaceName: AnyHashable? { get }
}
