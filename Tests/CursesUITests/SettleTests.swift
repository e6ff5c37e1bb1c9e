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
        // The poller sleeps an hour, far past the time limit: settle() used to wait while any task
        // ran, so it returned only at the limit. Measuring the wait, not the ticks, keeps the test
        // exact when another suite holds the main actor for a long while.
        let limit = Duration.seconds(300)
        let host = TestHost(Poller(interval: .seconds(3600)), width: 30, height: 1)
        let start = ContinuousClock.now
        await host.settle(quietPeriod: .milliseconds(50), timeout: limit)
        #expect(ContinuousClock.now - start < limit, "settle() waited for the sleeping poller")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            loaded, ticks: 0
            """
        }
    }
}
