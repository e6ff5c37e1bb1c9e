/// An action to pass down the environment that keeps its identity across re-renders, so the
/// views that read it are not re-rendered each time the view that provides it is.
///
/// A closure is never equal to another closure, so a closure in the environment re-renders every
/// reader whenever its writer re-renders. An `EnvironmentAction` compares equal to the action
/// made at the same place in the source (or with the same `id`), and always runs the closure
/// from the writer's latest update:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var increment = EnvironmentAction {}
/// }
/// // in the writer's body:
/// .environment(\.increment, EnvironmentAction { count += 1 })
/// // in a reader:
/// @Environment(\.increment) private var increment
/// Button("+") { increment() }
/// ```
///
/// Use it for your own `callAsFunction` types too: store an `EnvironmentAction` instead of a
/// closure, and your type compares equal across re-renders without writing `==`.
public struct EnvironmentAction<Input>: Equatable {
    /// Holds the latest closure; equal actions share it once the writer refreshes it.
    package final class Handler {
        package enum Work {
            case sync(@MainActor (Input) -> Void)
            /// An action without input (`Input` is `Void`), kept as written: wrapping it to take
            /// `()` would allocate a second closure each time the action is made.
            case plain(@MainActor () -> Void)
            case async(@MainActor (Input) async -> Void)
        }
        // Internal: every run of the action reads it, and only a property the optimizer sees all
        // the accesses of goes without the runtime's exclusivity check.
        var work: Work
        package init(_ work: Work) { self.work = work }
    }

    /// What makes two actions equal: where they were written, or the `id` they were given.
    package enum Identity: Equatable {
        /// Kept as it is, since boxing it in `AnyHashable` costs a dynamic cast and an allocation
        /// each time a view reads an action made in a computed environment property.
        case location(ActionSourceLocation)
        case id(AnyHashable)
    }

    package let identity: Identity
    package let handler: Handler

    /// An action identified by where it is written in the source.
    public init(fileID: String = #fileID, line: Int = #line, column: Int = #column,
                _ perform: @escaping @MainActor (Input) -> Void) {
        self.init(location: ActionSourceLocation(fileID: fileID, line: line, column: column), .sync(perform))
    }

    /// An action identified by where it was written.
    package init(location: ActionSourceLocation, _ work: Handler.Work) {
        identity = .location(location)
        handler = Handler(work)
    }

    /// An action identified by `id`; actions with equal ids are equal.
    public init<ID: Hashable>(id: ID, _ perform: @escaping @MainActor (Input) -> Void) {
        identity = .id(AnyHashable(id))
        handler = Handler(.sync(perform))
    }

    /// An async action identified by where it is written in the source.
    public init(fileID: String = #fileID, line: Int = #line, column: Int = #column,
                async perform: @escaping @MainActor (Input) async -> Void) {
        self.init(location: ActionSourceLocation(fileID: fileID, line: line, column: column), .async(perform))
    }

    /// Runs the action now; an async action starts in a new task on the main actor.
    @MainActor
    public func callAsFunction(_ input: sending Input) {
        switch handler.work {
        case .sync(let perform):
            perform(input)
        case .plain(let perform):
            perform()
        case .async(let perform):
            Task { @MainActor in await perform(input) }
        }
    }

    /// Runs the action and waits until it is done.
    @MainActor
    public func callAsFunction(_ input: Input) async {
        switch handler.work {
        case .sync(let perform): perform(input)
        case .plain(let perform): perform()
        case .async(let perform): await perform(input)
        }
    }

    public static func == (lhs: EnvironmentAction, rhs: EnvironmentAction) -> Bool {
        lhs.identity == rhs.identity
    }
}

extension EnvironmentAction where Input == Void {
    /// An action without input, identified by where it is written in the source.
    public init(fileID: String = #fileID, line: Int = #line, column: Int = #column,
                _ perform: @escaping @MainActor () -> Void) {
        self.init(location: ActionSourceLocation(fileID: fileID, line: line, column: column), .plain(perform))
    }

    /// An async action without input, identified by where it is written in the source.
    public init(fileID: String = #fileID, line: Int = #line, column: Int = #column,
                async perform: @escaping @MainActor () async -> Void) {
        self.init(fileID: fileID, line: line, column: column, async: { (_: Void) in await perform() })
    }

    /// Runs the action now; an async action starts in a new task on the main actor.
    @MainActor
    public func callAsFunction() {
        callAsFunction(())
    }

    /// Runs the action and waits until it is done.
    @MainActor
    public func callAsFunction() async {
        await callAsFunction(())
    }
}

/// Where an action was written, its default identity.
package struct ActionSourceLocation: Hashable {
    package let fileID: String
    package let line: Int
    package let column: Int

    package init(fileID: String, line: Int, column: Int) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }
}

/// A value holding the closure of an action, which a writer refreshes in the value its readers
/// already have when the new value compares equal.
package protocol RefreshableAction {
    func refresh(from newer: Any)
}

extension EnvironmentAction: RefreshableAction {
    package func refresh(from newer: Any) {
        guard let newer = newer as? EnvironmentAction, newer.handler !== handler else { return }
        handler.work = newer.handler.work
    }
}

/// A type whose values never hold an action, whatever they hold: `ActionRefresher` does not look
/// inside them. For types it could not rule out by looking at one value, because an optional,
/// enum or existential could hold something else in another (the text style, which every
/// `foregroundStyle(_:)` and `bold()` writes, was walked on every update of every writer).
package protocol HoldsNoActions {}

/// Copies the closures of the actions inside a newer value into the matching actions of an
/// older, equal value, so readers that keep the older value (because it compares equal) run the
/// latest closures.
@MainActor
package enum ActionRefresher {
    /// Types whose values were found to hold no action, and whose shape cannot change that.
    private static var typesWithoutActions: Set<ObjectIdentifier> = []

    package static func refresh(in older: Any, from newer: Any) {
        let type = ObjectIdentifier(Swift.type(of: newer))
        guard !typesWithoutActions.contains(type) else { return }
        if newer is any HoldsNoActions {
            typesWithoutActions.insert(type)
            return
        }
        var shapeVaries = false
        if !walk(older, newer, depth: 0, shapeVaries: &shapeVaries) && !shapeVaries {
            typesWithoutActions.insert(type)
        }
    }

    /// Returns whether an action was found; notes optionals and collections, whose contents
    /// differ from value to value.
    private static func walk(_ older: Any, _ newer: Any, depth: Int, shapeVaries: inout Bool) -> Bool {
        if let action = older as? any RefreshableAction {
            action.refresh(from: newer)
            return true
        }
        // `@State`, `@Environment` and bindings are not inputs: the graph keeps them current.
        guard depth < 6, !(older is any DynamicProperty) else { return false }
        let olderMirror = Mirror(reflecting: older)
        let newerMirror = Mirror(reflecting: newer)
        switch olderMirror.displayStyle {
        case .optional, .collection, .dictionary, .set, .enum: shapeVaries = true
        default: break
        }
        guard olderMirror.children.count == newerMirror.children.count else { return false }
        var found = false
        for (old, new) in zip(olderMirror.children, newerMirror.children) {
            if walk(old.value, new.value, depth: depth + 1, shapeVaries: &shapeVaries) { found = true }
        }
        return found
    }
}
