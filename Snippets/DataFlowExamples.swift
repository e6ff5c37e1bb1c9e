// The examples of the article "Data flow with observable objects and Combine". The article shows
// the slices of this file; the suite builds and runs it, and the hidden checks at the end stop
// it where the behavior differs from what the article says.

// snippet.hide
import CursesUI

// snippet.show
// snippet.stateObject
final class Timesheet: ObservableObject {
    @Published var hours = 0
    @Published var project = "CursesUI"
}

struct TimesheetView: View {
    @StateObject private var sheet = Timesheet()

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(sheet.project): \(sheet.hours) h")
            Button("Log an hour") { sheet.hours += 1 }
            ProjectField(project: $sheet.project)
        }
    }
}
// snippet.end

// snippet.stateObjectInit
struct ProjectView: View {
    @StateObject private var sheet: Timesheet

    init(project: String) {
        let sheet = Timesheet()
        sheet.project = project
        _sheet = StateObject(wrappedValue: sheet)
    }

    var body: some View {
        Text("\(sheet.project): \(sheet.hours) h")
    }
}
// snippet.end

// snippet.observedObject
struct HoursView: View {
    @ObservedObject var sheet: Timesheet

    var body: some View {
        Stepper("Hours: \(sheet.hours)", value: $sheet.hours)
    }
}
// snippet.end

// snippet.environmentObject
struct Dashboard: View {
    @StateObject private var sheet = Timesheet()

    var body: some View {
        Sidebar()                       // knows nothing about the sheet
            .environmentObject(sheet)
    }
}

struct HoursBadge: View {               // somewhere inside Sidebar
    @EnvironmentObject var sheet: Timesheet

    var body: some View {
        Text("\(sheet.hours) h")
    }
}
// snippet.end

// snippet.onReceive
struct Stopwatch: View {
    @State private var seconds = 0
    private let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("\(seconds) s")
            .onReceive(ticks) { _ in seconds += 1 }
    }
}
// snippet.end

// snippet.subject
final class Requests<Parameter>: ObservableObject {
    let subject = PassthroughSubject<Parameter, Never>()
}

extension EnvironmentValues {
    @Entry var openRequests = Requests<String>()
}

struct FileList: View {
    @Environment(\.openRequests) private var openRequests

    var body: some View {
        Button("Open notes.txt") { openRequests.subject.send("notes.txt") }
    }
}

struct Editor: View {
    @StateObject private var openRequests = Requests<String>()
    @State private var openFile = "none"

    var body: some View {
        VStack(alignment: .leading) {
            Text("Open: \(openFile)")
            FileList()
                .environment(\.openRequests, openRequests)
        }
        .onReceive(openRequests.subject) { openFile = $0 }
    }
}
// snippet.end

// snippet.hide
// MARK: - What the article leaves out

struct ProjectField: View {
    @Binding var project: String
    var body: some View { TextField("Project", text: $project) }
}

struct Sidebar: View {
    var body: some View { HoursBadge() }
}

/// Stops the run, showing what differs, when `actual` is not what the article says.
func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String, line: UInt = #line) {
    precondition(actual == expected, "\(what): expected\n\(expected)\ngot\n\(actual)", line: line)
}

let timesheet = TestHost(TimesheetView(), width: 30, height: 4)
timesheet.press(.return)
timesheet.press(.tab)
timesheet.type("!")
expect(timesheet.text, "CursesUI!: 1 h\n[ Log an hour ]\nCursesUI!", "a state object and a binding to it")

expect(TestHost(ProjectView(project: "docs"), width: 30, height: 1).text, "docs: 0 h", "a state object made in init")

let sheet = Timesheet()
let hours = TestHost(HoursView(sheet: sheet), width: 30, height: 1)
hours.press(.rightArrow)
expect(sheet.hours, 1, "the stepper writes through the observed object")
expect(hours.text.hasPrefix("Hours: 1 "), true, "and shows it")
expect(TestHost(Dashboard(), width: 30, height: 1).text, "0 h", "an environment object")
expect(TestHost(Stopwatch(), width: 30, height: 1).text, "0 s", "a timer publisher")

let editor = TestHost(Editor(), width: 30, height: 2)
let evaluations = editor.bodyEvaluationCount
editor.press(.return)
await editor.settle()
expect(editor.text, "Open: notes.txt\n[ Open notes.txt ]", "a request through a subject")
expect(editor.bodyEvaluationCount - evaluations, 1, "only the editor runs body again")
