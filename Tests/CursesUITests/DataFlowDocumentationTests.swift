import Testing
@testable import CursesUI

// The examples of the DocC article "Data flow with observable objects and Combine"
// (DataFlowWithObservableObjectsAndCombine.md), compiled and run: keep the two in step.

enum DocDataFlow {
    final class Timesheet: ObservableObject {
        @Published var hours = 0
        @Published var project = "CursesUI"
    }

    struct ProjectField: View {
        @Binding var project: String
        var body: some View {
            TextField("Project", text: $project)
        }
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

    struct HoursView: View {
        @ObservedObject var sheet: Timesheet

        var body: some View {
            Stepper("Hours: \(sheet.hours)", value: $sheet.hours)
        }
    }

    struct Sidebar: View {
        var body: some View {
            HoursBadge()
        }
    }

    struct Dashboard: View {
        @StateObject private var sheet = Timesheet()

        var body: some View {
            Sidebar()
                .environmentObject(sheet)
        }
    }

    struct HoursBadge: View {
        @EnvironmentObject var sheet: Timesheet

        var body: some View {
            Text("\(sheet.hours) h")
        }
    }

    struct Stopwatch: View {
        @State private var seconds = 0
        private let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

        var body: some View {
            Text("\(seconds) s")
                .onReceive(ticks) { _ in seconds += 1 }
        }
    }

    final class Requests<Parameter>: ObservableObject {
        let subject = PassthroughSubject<Parameter, Never>()
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
}

extension EnvironmentValues {
    @Entry var openRequests = DocDataFlow.Requests<String>()
}

@MainActor
struct DataFlowDocumentationTests {
    @Test func aStateObjectAndItsBindings() {
        let host = TestHost(DocDataFlow.TimesheetView(), width: 30, height: 4)
        host.press(.return)
        host.press(.tab)
        host.type("!")
        #expect(host.text.hasPrefix("CursesUI!: 1 h"))
    }

    @Test func aStateObjectSetInInit() {
        let host = TestHost(DocDataFlow.ProjectView(project: "docs"), width: 30, height: 1)
        #expect(host.text == "docs: 0 h")
    }

    @Test func anObservedObjectAndAnEnvironmentObject() {
        let sheet = DocDataFlow.Timesheet()
        let host = TestHost(DocDataFlow.HoursView(sheet: sheet), width: 30, height: 1)
        host.press(.rightArrow)
        #expect(sheet.hours == 1)
        #expect(host.text.contains("Hours: 1"))
        #expect(TestHost(DocDataFlow.Dashboard(), width: 30, height: 1).text == "0 h")
        #expect(TestHost(DocDataFlow.Stopwatch(), width: 30, height: 1).text == "0 s")
    }

    @Test func aSubjectCarriesRequestsUpWithoutRerenderingTheChild() async {
        let host = TestHost(DocDataFlow.Editor(), width: 30, height: 2)
        let before = host.bodyEvaluationCount
        host.press(.return)
        await host.settle()
        #expect(host.text.hasPrefix("Open: notes.txt"))
        #expect(host.bodyEvaluationCount == before + 1, "only the editor's body ran again")
    }
}
