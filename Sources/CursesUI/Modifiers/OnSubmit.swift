@_spi(CursesUICore) import CursesUICore
/// The kinds of submission an `onSubmit(of:_:)` action responds to, as in SwiftUI.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The set's bits.
    public let rawValue: Int
    /// Creates a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Return pressed in a `TextField` or `SecureField`.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Submitting a search field; CursesUI has none yet, so such actions wait for one.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// One `onSubmit` action with the triggers it responds to. Its action compares equal to the one
/// made by the same modifier, so re-rendering the modified view does not republish the
/// environment to everything below it.
struct SubmitAction: Equatable {
    var triggers: SubmitTriggers
    var action: EnvironmentAction<Void>
}

private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [SubmitAction] { [] }
}

extension EnvironmentValues {
    /// The `onSubmit` actions around a view, outermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// Runs the submit actions for `trigger`, innermost first.
    @MainActor
    func submit(_ trigger: SubmitTriggers) {
        for submit in submitActions.reversed() where submit.triggers.contains(trigger) {
            submit.action()
        }
    }
}

extension View {
    /// Runs `action` when the user submits a text field inside this view (presses Return in it),
    /// as in SwiftUI; put it on one field or on a whole form. Every `onSubmit` around the field
    /// runs, innermost first.
    ///
    /// The source location parameters give the action a stable identity; leave them out.
    public func onSubmit(of triggers: SubmitTriggers = .text,
                         fileID: String = #fileID, line: Int = #line, column: Int = #column,
                         _ action: @escaping () -> Void) -> some View {
        let submit = SubmitAction(
            triggers: triggers,
            action: EnvironmentAction(location: ActionSourceLocation(fileID: fileID, line: line, column: column),
                                      .sync { _ in action() }))
        return transformEnvironment(\.submitActions) { $0.append(submit) }
    }

    /// Keeps submissions from inside this view from reaching `onSubmit` actions further out,
    /// as in SwiftUI: a field that should not submit the form around it.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        transformEnvironment(\.submitActions) { actions in
            if isBlocking { actions.removeAll() }
        }
    }
}
