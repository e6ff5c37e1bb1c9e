/// A two-way connection to a value owned elsewhere, as in SwiftUI.
///
/// Bindings made from `@State` (`$x`, `$x.property`, `$array[i].property`) know where their
/// value lives, so two of them to the same place compare equal and a view that receives an
/// unchanged binding is not re-rendered. `Binding(get:set:)` bindings are opaque and count as
/// changed whenever their creator re-renders.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// Where the value lives, when known: the state storage and the path within it.
    package let location: BindingLocation?

    /// A binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
        location = nil
    }

    package init(get: @escaping () -> Value, set: @escaping (Value) -> Void, location: BindingLocation?) {
        getter = get
        setter = set
        self.location = location
    }

    package init(box: StateBox<Value>) {
        self.init(get: { box.value }, set: { box.value = $0 }, location: BindingLocation(root: ObjectIdentifier(box), path: []))
    }

    /// A binding to another binding, for `@Binding var x` initialized with `_x = binding`
    /// and for `$item` closure parameters.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in }, location: nil)
    }

    /// The value, read and written through the binding.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself, for `$x` of a `@Binding var x`.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property (or element) of the value: `$model.name`, `$items[0].isOn`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter
        let setter = self.setter
        return Binding<Subject>(
            get: { getter()[keyPath: keyPath] },
            set: { newValue in
                var value = getter()
                value[keyPath: keyPath] = newValue
                setter(value)
            },
            location: location?.appending(keyPath)
        )
    }
}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection, Value: RandomAccessCollection, Value.Index: Hashable {
    /// Bindings to the elements, for `ForEach($items) { $item in … }`.
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection, Value: RandomAccessCollection, Value.Index: Hashable {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        self[dynamicMember: \Value[position]]
    }
}

extension Binding: BidirectionalCollection where Value: MutableCollection, Value: RandomAccessCollection, Value.Index: Hashable {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection, Value.Index: Hashable {}

/// Where a binding's value lives: a state storage and a key path within it. Two bindings with
/// equal locations read and write the same value.
package struct BindingLocation: Hashable {
    package let root: ObjectIdentifier
    package let path: [AnyKeyPath]

    package func appending(_ keyPath: AnyKeyPath) -> BindingLocation {
        BindingLocation(root: root, path: path + [keyPath])
    }
}
