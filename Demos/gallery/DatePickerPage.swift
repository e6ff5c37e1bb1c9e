import CursesUI
import Foundation

/// Date pickers for a date, a time and both, one limited to a range.
struct DatePickerPage: View {
    @State private var due = Date()
    @State private var alarm = Date()

    var body: some View {
        Form {
            DatePicker("Due", selection: $due)
            DatePicker("Day", selection: $due, in: Date()..., displayedComponents: .date)
                .datePickerStyle(.compact)
            DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
                .datePickerStyle(.field)
            Text("Due \(due.formatted(date: .complete, time: .shortened))")
            Text("←→ choose a field, ↑↓ or +- change it, digits type it.").foregroundStyle(.secondary)
        }
    }
}
