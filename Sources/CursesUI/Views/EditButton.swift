@_spi(CursesUICore) import CursesUICore
/// A button that switches the edit mode in the environment between `.active` ("Done") and
/// `.inactive` ("Edit"), as in SwiftUI. Without an edit mode above it, it does nothing.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button.
    public init() {}

    public var body: some View {
        Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}
