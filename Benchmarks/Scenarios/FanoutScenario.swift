import CursesUI
import Observation

struct FanoutState: Equatable {
    var a = 0
    var b = 0
}

extension EnvironmentValues {
    @Entry var state = FanoutState()
}

/// Counts reader bodies; only touched on the main actor.
@MainActor
enum ReaderCounter {
    static var a = 0
    static var b = 0
}

struct ReaderA: View {
    @Environment(\.state.a) private var a
    var body: some View {
        ReaderCounter.a += 1
        return Text("a \(a)")
    }
}

struct ReaderB: View {
    @Environment(\.state.b) private var b
    var body: some View {
        ReaderCounter.b += 1
        return Text("b \(b)")
    }
}

/// 1,000 readers of `\.state.a` and 1,000 of `\.state.b`; "a" changes `a`.
struct FanoutRoot: View {
    @State private var state = FanoutState()
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(0..<1_000) { _ in ReaderA() }
            ForEach(0..<1_000) { _ in ReaderB() }
        }
        .environment(\.state, state)
        .onKeyPress("a") {
            state.a += 1
            return .handled
        }
    }
}

/// 1,000 readers of `\\.state.a` and 1,000 of `\\.state.b`; one key changes `a`.
@MainActor
public final class FanoutScenario: Scenario {
    let host = TestHost(FanoutRoot(), width: 80, height: 24)
    var readersBefore = 0
    /// A host showing the scenario's tree.
    public init() {}
    public func prepare() { readersBefore = ReaderCounter.a + ReaderCounter.b }
    public func run() { host.press("a") }
    /// Bodies of the readers alone during the last run; 1,000 when invalidation is precise.
    public var readerBodies: Int { ReaderCounter.a + ReaderCounter.b - readersBefore }
    public var counters: HostCounters { HostCounters(host) }
}
