import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// `TestHost.settle()` waits for real work, not for tasks that sleep (issue 11, point 10).
@MainActor
struct SettleTests {
    struct Poller: View {
        let interval: Duration
        @State private var ticks = 0
        @State private var loaded = "loading"
        var body: some View {
            VStack(alignment: .leading) {
                Text("\(loaded), ticks: \(ticks)")
            }
            .task {
                // Work that takes a few short steps: settle waits for it.
                for _ in 0..<3 { try? await Task.sleep(for: .milliseconds(5)) }
                loaded = "loaded"
            }
            .task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    ticks += 1
                }
            }
        }
    }

    @Test func returnsOnceOnlyASleepingPollingTaskRemains() async {
        let host = TestHost(Poller(interval: .seconds(30)), width: 30, height: 1)
        // With a limit past the first tick: settle() used to wait while any task ran, so it
        // would have returned after the tick (or at the limit), never before it.
        await host.settle(quietPeriod: .milliseconds(50), timeout: .seconds(60))
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            loaded, ticks: 0
            """
        }
    }
}
