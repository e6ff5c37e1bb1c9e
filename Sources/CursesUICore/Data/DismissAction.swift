/// Dismisses the current presentation; at the root, ends the app. Call it like a function:
/// `dismiss()`, as in SwiftUI.
///
/// Two dismiss actions are equal when they dismiss the same thing, so a view that reads
/// `\.dismiss` is not re-rendered just because its parent was.
public struct DismissAction: Equatable, Sendable {
    /// The stable identity of what this action dismisses.
    private final class Handler: Sendable {
        let perform: @MainActor @Sendable () -> Void
        init(_ perform: @escaping @MainActor @Sendable () -> Void) { self.perform = perform }
    }

    private let handler: Handler?

    package init(_ perform: @escaping @MainActor @Sendable () -> Void) { handler = Handler(perform) }
    private init() { handler = nil }

    /// Dismisses. Does nothing outside a running app or host.
    @MainActor
    public func callAsFunction() {
        handler?.perform()
    }

    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
        lhs.handler === rhs.handler
    }

    package static let none = DismissAction()
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { .none }
}

extension EnvironmentValues {
    /// Dismisses the innermost presentation, or ends the app at the root.
    public package(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
