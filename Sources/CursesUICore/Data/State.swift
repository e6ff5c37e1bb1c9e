/// A value owned by a view, kept across updates while the view keeps its identity, as in SwiftUI.
///
/// Writing a different value re-renders the views that read it. The storage lives in the view's
/// node: CursesUI links it into each fresh view value before `body` runs.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    package let initialValue: Value
    package var box: StateBox<Value>?

    /// State with an initial value; later view values' initial values are ignored.
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// State with an initial value, for `@State var x = 0`.
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// The current value. Before the view is in a graph, reads give the initial value and writes
    /// are dropped, as in SwiftUI.
    public var wrappedValue: Value {
        get { box?.value ?? initialValue }
        nonmutating set { box?.value = newValue }
    }

    /// A binding to the value, for `$x`.
    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(initialValue) }
        return Binding(box: box)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at `nil`, for `@State var selection: Int?`.
    public init() { self.init(initialValue: nil) }
}

extension State: StoredDynamicProperty {
    @MainActor package mutating func link(slot: inout AnyObject?, node: CompositeNodeBase) {
        if let existing = slot as? StateBox<Value> {
            box = existing
        } else {
            let created = StateBox(initialValue)
            slot = created
            box = created
        }
    }
}
