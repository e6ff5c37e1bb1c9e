import Observation

/// A property that follows keyboard focus, as in SwiftUI.
///
/// Bind it to views with `focused(_:)` (a `Bool`) or `focused(_:equals:)` (an optional value
/// per field). Reading it tells where focus is; it changes as focus moves (Tab, clicks), and the
/// views that read it re-render. Writing it moves focus to the first focusable control inside the
/// view bound to the new value, or, written `false` or `nil`, takes focus away.
///
/// ```swift
/// enum Field { case name, email }
/// @FocusState private var field: Field?
///
/// TextField("Name", text: $name).focused($field, equals: .name)
/// Button("Next") { field = .email }
/// ```
@MainActor @preconcurrency @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A two-way connection to a focus state, for `focused(_:)` and for child views that take
    /// one as `@FocusState.Binding var isFocused: Bool`.
    @MainActor @preconcurrency @propertyWrapper
    public struct Binding {
        package let box: FocusStateBox<Value>?
        package let unfocusedValue: Value

        /// The focus state's value; writing it moves focus, as writing the state does.
        public var wrappedValue: Value {
            get { box?.value ?? unfocusedValue }
            nonmutating set { box?.request(newValue) }
        }

        /// The binding itself, for `$isFocused` of a `@FocusState.Binding var isFocused`.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// What the state holds while focus is elsewhere: `false` or `nil`.
    package let unfocusedValue: Value
    package var box: FocusStateBox<Value>?

    /// A focus state that is `true` while focus is inside the view bound with `focused(_:)`.
    public init() where Value == Bool {
        unfocusedValue = false
    }

    /// A focus state that names the field with focus, `nil` while focus is on none of them.
    public init<T: Hashable>() where Value == T? {
        unfocusedValue = nil
    }

    /// Where focus is. Writing moves focus after the current update; before the view is in a
    /// graph, reads give `false` or `nil` and writes are dropped.
    public var wrappedValue: Value {
        get { box?.value ?? unfocusedValue }
        nonmutating set { box?.request(newValue) }
    }

    /// A binding to pass to `focused(_:)`, `focused(_:equals:)` or a child view.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(box: box, unfocusedValue: unfocusedValue)
    }
}

extension FocusState: StoredDynamicProperty {
    package mutating func link(slot: inout AnyObject?, node: CompositeNodeBase) {
        if let existing = slot as? FocusStateBox<Value> {
            box = existing
        } else {
            let created = FocusStateBox(unfocusedValue: unfocusedValue, graph: node.graph)
            slot = created
            box = created
        }
    }
}

/// What the graph needs of a focus state's storage, whatever its value type.
package protocol FocusStateStorage: AnyObject {
    /// Whether the value says focus is elsewhere (`false`, `nil`).
    var isUnfocused: Bool { get }
    /// Records that focus is on none of the views bound to this state.
    func publishUnfocused()
}

/// The storage behind one `@FocusState`, kept in the view's node.
///
/// Like `@State` storage it is observable, so views that read it re-render when focus moves.
/// User writes are requests the graph carries out after the next layout; the graph then
/// publishes where focus really is, so a request that cannot be met (nothing focusable there)
/// reverts.
package final class FocusStateBox<Value: Hashable>: ObservedStorage, StateStorage, FocusStateStorage, @unchecked Sendable {
    private var storedValue: Value
    package let unfocusedValue: Value
    private let graph: GraphReference

    package init(unfocusedValue: Value, graph: ViewGraph) {
        self.unfocusedValue = unfocusedValue
        self.storedValue = unfocusedValue
        self.graph = graph.reference
    }

    package var untrackedValue: Any { storedValue }
    /// The value, read by the graph without registering a dependency.
    package var current: Value { storedValue }
    package var isUnfocused: Bool { storedValue == unfocusedValue }

    /// The value, registering a dependency of the reading `body`.
    package var value: Value {
        recordAccess()
        return storedValue
    }

    /// A user's write: takes the value at once and asks the graph to move focus to match.
    /// An equal value is still a request, since focus may have moved since it was published.
    @MainActor package func request(_ newValue: Value) {
        store(newValue)
        graph.graph?.requestFocusChange(self)
    }

    /// The graph's write: where focus is now.
    package func publish(_ newValue: Value) { store(newValue) }

    package func publishUnfocused() { store(unfocusedValue) }

    private func store(_ newValue: Value) {
        guard newValue != storedValue else { return }
        withMutation { storedValue = newValue }
    }
}
