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
    /// Hides the labels of the controls in this view, as in SwiftUI: a toggle shows only its
    /// check box or switch, a picker only its value, a stepper only its buttons. The labels
    /// still name the controls, for instance in the key-help bar.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
