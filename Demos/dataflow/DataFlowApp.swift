import CursesUI

/// The data flow demo: four ways for a child to ask its parent's model to count up, side by side,
/// each showing how many times its child's `body` ran. A closure in the environment re-renders
/// its child on every parent render; a binding re-renders it when the value changes; a child
/// observing the model re-renders whenever the model changes; a Combine subject handed down the
/// environment never re-renders it. A timer publisher drives the clock on the status line.
@main
struct DataFlowApp: App {
    var body: some Scene {
        WindowGroup {
            DataFlowScreen()
        }
    }
}

/// The parent's model. Counting up takes a moment, as a request to a server would.
@MainActor
final class CountModel: ObservableObject {
    @Published var total = 0

    func countUp() {
        Task {
            try? await Task.sleep(for: .milliseconds(20))
            total += 1
        }
    }
}

/// One way of handing the request down.
enum Approach: String, CaseIterable {
    case closure = "closure"
    case binding = "@Binding"
    case observed = "@ObservedObject"
    case subject = "subject"
}

/// How many times each child's `body` ran. A child records its run while its `body` runs, and the
/// labels show the counts a moment later, so reading them never re-renders the child itself.
@MainActor @Observable
final class BodyCounts {
    private(set) var shown: [Approach: Int] = [:]
    @ObservationIgnored private var counted: [Approach: Int] = [:]

    func record(_ approach: Approach) {
        counted[approach, default: 0] += 1
        let count = counted[approach, default: 0]
        Task { @MainActor in self.shown[approach] = count }
    }
}

/// A publisher boxed in an object, so `@StateObject` keeps it and the environment compares it by
/// identity.
final class SubjectBox: ObservableObject {
    let requests = PassthroughSubject<Void, Never>()
}

extension EnvironmentValues {
    @Entry var countUpClosure: () -> Void = {}
    @Entry var countUpSubject = SubjectBox()
    @Entry var bodyCounts: BodyCounts?
}

struct DataFlowScreen: View {
    @StateObject private var model = CountModel()
    @StateObject private var subject = SubjectBox()
    @State private var counts = BodyCounts()
    @State private var seconds = 0
    @Environment(\.dismiss) private var dismiss
    private let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(alignment: .leading) {
            Text("CursesUI data flow: four ways to ask the parent to count up").bold()
            Text("total: \(model.total)   clock: \(seconds) s")
            Divider()
            HStack(alignment: .top, spacing: 1) {
                Column(approach: .closure) {
                    ClosureChild()
                        .environment(\.countUpClosure) { model.countUp() }
                }
                Column(approach: .binding) {
                    BindingChild(total: $model.total)
                }
                Column(approach: .observed) {
                    ObservedChild(model: model)
                }
                Column(approach: .subject) {
                    SubjectChild()
                        .environment(\.countUpSubject, subject)
                }
            }
            Divider()
            Text("Tab: next · Return: push · q: quit").foregroundStyle(.secondary)
        }
        .environment(\.bodyCounts, counts)
        .onReceive(subject.requests) { model.countUp() }
        .onReceive(clock) { _ in seconds += 1 }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }
}

/// A titled column with its child and the child's body count.
struct Column<Child: View>: View {
    let approach: Approach
    @ViewBuilder let child: Child

    var body: some View {
        VStack(alignment: .leading) {
            Text(approach.rawValue).bold()
            child
            BodyCountLabel(approach: approach)
        }
        .frame(width: 19, alignment: .leading)
    }
}

struct BodyCountLabel: View {
    let approach: Approach
    @Environment(\.bodyCounts) private var counts

    var body: some View {
        Text("bodies: \(counts?.shown[approach] ?? 0)")
    }
}

struct ClosureChild: View {
    @Environment(\.countUpClosure) private var countUp
    @Environment(\.bodyCounts) private var counts

    var body: some View {
        let _ = counts?.record(.closure)
        Button("Push") { countUp() }
    }
}

struct BindingChild: View {
    @Binding var total: Int
    @Environment(\.bodyCounts) private var counts

    var body: some View {
        let _ = counts?.record(.binding)
        Button("Push (\(total))") { total += 1 }
    }
}

struct ObservedChild: View {
    @ObservedObject var model: CountModel
    @Environment(\.bodyCounts) private var counts

    var body: some View {
        let _ = counts?.record(.observed)
        Button("Push") { model.countUp() }
    }
}

struct SubjectChild: View {
    @Environment(\.countUpSubject) private var subject
    @Environment(\.bodyCounts) private var counts

    var body: some View {
        let _ = counts?.record(.subject)
        Button("Push") { subject.requests.send(()) }
    }
}
