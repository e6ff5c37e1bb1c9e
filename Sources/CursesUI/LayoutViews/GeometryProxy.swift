@_spi(CursesUICore) import CursesUICore
import Foundation

/// The size and place of a `GeometryReader`, handed to its content, as in SwiftUI. Lengths are
/// in cells: a width of 40 is forty columns.
public struct GeometryProxy {
    /// The size the reader was given.
    public let size: CGSize
    /// The reader's frame on the screen.
    let globalFrame: CGRect
    /// The origins of the named spaces around the reader, innermost first.
    let namedOrigins: [(name: AnyHashable, origin: CGPoint)]

    /// The safe-area insets; a terminal has none, so they are zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space: `.global` is the screen, `.local` the reader
    /// itself, and `.named(name)` the nearest enclosing view named so (the screen if none is).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global:
            return globalFrame
        case .local:
            return CGRect(origin: .zero, size: size)
        case .named(let name):
            let origin = namedOrigins.first { $0.name == name }?.origin ?? .zero
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    @MainActor
    init(frame: Rect, of node: Node) {
        size = CGSize(width: frame.width, height: frame.height)
        globalFrame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        var origins: [(name: AnyHashable, origin: CGPoint)] = []
        var ancestor = node.parent
        while let current = ancestor {
            if let named = current as? any NamedCoordinateSpaceNode, let name = named.coordinateSpaceName {
                origins.append((name, CGPoint(x: current.frame.x, y: current.frame.y)))
            }
            ancestor = current.parent
        }
        namedOrigins = origins
    }
}
