@_spi(CursesUICore) import CursesUICore
private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls here hide their labels; see `labelsHidden()`.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the toggles and pickers in this view, as in SwiftUI: a toggle in a
    /// built-in style shows only its check box, switch or button, a picker only its options.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
