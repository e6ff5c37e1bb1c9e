import BenchmarkedCounterDemo
import CursesUI

/// One increment of the counter demo's tree (`CounterRoot`, the very views of `swift run
/// counter`): Return on the focused Increment button, 80x24.
@MainActor
public final class CounterScenario: Scenario {
    let host = TestHost(CounterRoot(), width: 80, height: 24)
    /// A host showing the scenario's tree.
    public init() {}
    public func run() { host.press(.return) }
    public var counters: HostCounters { HostCounters(host) }
}
