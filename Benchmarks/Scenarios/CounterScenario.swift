import CursesUI
import Observation

/// The counter demo's model.
@Observable
final class CounterModel {
    var count = 0
    func increment() { count += 1 }
}

/// The counter demo's increment action: equal across re-renders.
struct IncrementAction: Equatable {
    private let action: EnvironmentAction<Void>
    init(_ model: CounterModel?) { action = EnvironmentAction { model?.increment() } }
    @MainActor func callAsFunction() { action() }
}

extension EnvironmentValues {
    @Entry var _counterModel: CounterModel?
    var benchmarkCount: Int { _counterModel?.count ?? 0 }
    var benchmarkIncrement: IncrementAction { IncrementAction(_counterModel) }
}

/// The counter demo's tree: the model in the environment at the root, a screen that knows only
/// the action, a section that knows nothing, and a view that reads the derived count.
struct CounterRoot: View {
    @State private var model = CounterModel()
    var body: some View {
        CounterScreen().environment(\._counterModel, model)
    }
}

struct CounterScreen: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.benchmarkIncrement) private var increment
    var body: some View {
        VStack(alignment: .leading) {
            Text("CursesUI counter").bold()
            Divider()
            CountSection()
            Divider()
            Text("Return: increment · +: increment · q: quit").foregroundStyle(.secondary)
        }
        .frame(width: 44)
        .onKeyPress("+") {
            increment()
            return .handled
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
    }
}

struct CountSection: View {
    var body: some View {
        CounterView().padding(.vertical, 1)
    }
}

struct CounterView: View {
    @Environment(\.benchmarkCount) private var count
    @Environment(\.benchmarkIncrement) private var increment
    var body: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)")
            Button("Increment") { increment() }
        }
    }
}

/// One increment of the counter demo's tree: Return on the focused Increment button, 80x24.
@MainActor
public final class CounterScenario: Scenario {
    let host = TestHost(CounterRoot(), width: 80, height: 24)
    /// A host showing the scenario's tree.
    public init() {}
    public func run() { host.press(.return) }
    /// The counter demo's tree, for hosts other than `TestHost`.
    public static var root: some View { CounterRoot() }
    public var counters: HostCounters { HostCounters(host) }
}
