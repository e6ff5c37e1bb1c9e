@_spi(CursesUICore) import CursesUICore
/// A key for a value a view gives the custom `Layout` that arranges it, as in SwiftUI: set it
/// with `.layoutValue(key:value:)`, read it in the layout with `subviews[index][Key.self]`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

/// Gives its content a layout value.
struct LayoutValueView<Key: LayoutValueKey, Content: View>: View, PrimitiveView {
    let value: Key.Value
    let content: Content
    typealias Body = Never

    package func makeNode(in graph: ViewGraph) -> Node { LayoutValueNode<Key, Content>(graph: graph) }
}

/// What a `LayoutSubview` reads from the nodes above its view.
@MainActor
protocol LayoutValueCarrying: Node {
    /// The value for the key type `key`, if this node sets it.
    func layoutValue(for key: ObjectIdentifier) -> Any?
}

/// Keeps the value and lays out as its content; a new value lays out the layout again.
final class LayoutValueNode<Key: LayoutValueKey, Content: View>: PassthroughNode, LayoutValueCarrying {
    private var value: Key.Value?

    init(graph: ViewGraph) { super.init(graph: graph, viewType: LayoutValueView<Key, Content>.self) }

    override func update(with view: ViewValue, environmentChanged: Bool) {
        let newView = view.value(as: LayoutValueView<Key, Content>.self)
        // Values need not be equatable: any update may change what the layout reads.
        value = newView.value
        setNeedsLayout()
        updateContent(newView.content)
    }

    func layoutValue(for key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(Key.self) ? value : nil
    }
}

extension View {
    /// Gives this view `value` for `key`, which the custom `Layout` arranging it reads with
    /// `subviews[index][key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        LayoutValueView<K, Self>(value: value, content: self)
    }
}

extension LayoutSubview {
    /// The value this subview gives for `key` (`.layoutValue(key:value:)`), or the key's default.
    @MainActor
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        // The subview is the first node that takes a place; the modifier is above it, on the
        // transparent nodes that hold only it.
        var node: Node? = self.node
        while let current = node {
            if let value = (current as? any LayoutValueCarrying)?.layoutValue(for: ObjectIdentifier(K.self)) as? K.Value {
                return value
            }
            guard let parent = current.parent, parent.isTransparent, parent.layoutItems.count == 1 else { break }
            node = parent
        }
        return K.defaultValue
    }
}
