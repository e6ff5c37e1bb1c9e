/// Whether a view's content can be edited, as in SwiftUI: lists delete and move rows through
/// `ForEach.onDelete(perform:)` and `.onMove(perform:)`, and an `EditButton` switches it.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment, as a single gesture would.
    case transient
    /// Editing until switched off.
    case active

    /// Whether the mode is `transient` or `active`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// A binding to the edit mode of this subtree, or `nil` where no view above provides one:
    /// `.environment(\.editMode, $editMode)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
