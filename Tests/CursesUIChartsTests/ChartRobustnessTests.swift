import CursesUISnapshotTesting
import InlineSnapshotTesting
import CursesUI
import CursesUICharts
import Testing

/// Charts draw something sensible, and never crash, at any size and with any values.
@MainActor
struct ChartRobustnessTests {
    struct Everything: View {
        var body: some View {
            Chart {
                BarMark(x: .value("k", "a"), y: .value("v", 3)).foregroundStyle(by: .value("s", "one"))
                BarMark(x: .value("k", "b"), y: .value("v", -2)).foregroundStyle(by: .value("s", "two"))
                LineMark(x: .value("k", "a"), y: .value("v", Double.nan))
                LineMark(x: .value("k", "b"), y: .value("v", Double.infinity))
                PointMark(x: .value("k", "a"), y: .value("v", 1)).symbol(by: .value("m", "x"))
                AreaMark(x: .value("k", "a"), y: .value("v", 1))
                RuleMark(y: .value("v", 1e300))
                RectangleMark(x: .value("k", "b"), y: .value("v", 0))
            }
        }
    }

    @Test func everySizeFromNothingUp() async {
        let host = TestHost(Everything(), width: 0, height: 0)
        await host.settle()
        for (width, height) in [(1, 1), (2, 1), (1, 5), (3, 3), (7, 4), (12, 2), (40, 12), (0, 3), (200, 60)] {
            host.resize(width: width, height: height)
            await host.settle()
            #expect(host.text.split(separator: "\n").count <= height)
            #expect(host.text.split(separator: "\n").allSatisfy { $0.count <= width })
        }
    }

    @Test func anEmptyChartIsBlank() async {
        let host = TestHost(Chart { ForEach([Int](), id: \.self) { LineMark(x: .value("x", $0), y: .value("y", $0)) } }, width: 10, height: 4)
        await host.settle()
        assertInlineSnapshot(of: host, as: .frame()) {
            """

            """
        }
    }

    @Test func labelsAreSanitized() async {
        let host = TestHost(Chart {
            BarMark(x: .value("k", "a\u{1B}[2Jb"), y: .value("v", 1))
        }.chartYAxis(.hidden), width: 12, height: 4)
        await host.settle()
        assertInlineSnapshot(of: host, as: .frame()) {
            """
              ████████
              ████████
            ─────┬──────
               a␛[2Jb
            """
        }
    }
}
