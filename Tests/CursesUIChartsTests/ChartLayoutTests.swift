import CursesUISnapshotTesting
import InlineSnapshotTesting
import CursesUI
import CursesUICharts
import Testing

/// Charts size like any view and update on their own.
@MainActor
struct ChartLayoutTests {
    @MainActor static var statusBodies = 0

    struct Status: View {
        var body: some View {
            ChartLayoutTests.statusBodies += 1
            return Text("status")
        }
    }

    struct Live: View {
        @State private var values = [1.0, 3, 2]
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Status()
                HStack(spacing: 1) {
                    Text("cpu")
                    Chart(values.indices, id: \.self) { index in
                        LineMark(x: .value("i", index), y: .value("v", values[index]))
                    }
                    .chartXAxis(.hidden).chartYAxis(.hidden)
                }
                .frame(height: 2)
                Text("footer")
            }
            .onKeyPress("a") {
                values.append(4)
                return .handled
            }
        }
    }

    @Test func takesTheSpaceOfferedAndRedrawsAlone() async {
        let host = TestHost(Live(), width: 12, height: 5)
        await host.settle()
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            status
            cpu  ⢀⠤⠒⠉⠒⠒⠤
                ⠊⠁
            footer
            """
        }
        let statusBefore = ChartLayoutTests.statusBodies
        host.press("a")
        await host.settle()
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            status
            cpu  ⢀⡠⢄⡀⢀⠤⠊
                ⠊⠁  ⠈⠁
            footer
            """
        }
        #expect(ChartLayoutTests.statusBodies == statusBefore)
        #expect(host.lastFrameChangedCells <= 16)
    }

    @Test func idealSizeWhenUnconstrained() async {
        let host = TestHost(ScrollView {
            Chart { BarMark(x: .value("k", "a"), y: .value("v", 1)) }.chartXAxis(.hidden).chartYAxis(.hidden)
        }, width: 60, height: 20)
        await host.settle()
        // 12 rows (the ideal height) of a bar filling the band's middle.
        #expect(host.text.split(separator: "\n").count == 12)
    }
}
