@_spi(CursesUICore) import CursesUICore
/// When a default focus is applied, as in SwiftUI. A terminal has no pointer-driven focus
/// changes to wait for, so both priorities apply it when the view first appears.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    private let name: String

    /// Applied when the view appears.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Applied when the view appears, as `automatic` is.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
    /// Gives focus first to the view bound with `focused(binding, equals: value)`, as in SwiftUI,
    /// instead of the first control in reading order. It applies when this view appears, unless
    /// something already put focus on another bound view.
    public func defaultFocus<V: Hashable>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        onAppear {
            if binding.wrappedValue == binding.unfocusedValue { binding.wrappedValue = value }
        }
    }
}
