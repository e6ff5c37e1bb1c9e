import CursesUISnapshotTesting
import InlineSnapshotTesting
import Testing
@testable import CursesUI

/// `Gauge` draws its labels and a bar exact to an eighth of a cell.
@MainActor
struct GaugeTests {
    @Test func labelsAndBarInEighths() async {
        let host = TestHost(VStack(alignment: .leading, spacing: 0) {
            Gauge(value: 0.3) { Text("CPU") } currentValueLabel: { Text("30%") }
            Gauge(value: 6.5, in: 0...10) { Text("Disk") } currentValueLabel: { Text("6.5 GB") }
                minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
            Gauge(value: 2.0) { Text("Clamped") }
        }.frame(width: 20), width: 20, height: 6)
        await host.settle()
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            CPU              30%
            ██████░░░░░░░░░░░░░░
            Disk          6.5 GB
            0 █████████▊░░░░░ 10
            Clamped
            ████████████████████
            """
        }
        #expect(host.cell(x: 0, y: 1).foreground == ColorSystem(colorScheme: .dark).accent)
        #expect(host.cell(x: 19, y: 1).foreground == ColorSystem(colorScheme: .dark).border)
    }

    @Test func seriesColorsStayDistinctInSixteenColors() {
        for scheme in [ColorScheme.dark, .light] {
            let indices = ColorSystem(colorScheme: scheme).chartSeries.map { $0.paletteIndex(colors: 16) }
            #expect(Set(indices).count == indices.count, "\(scheme): \(indices)")
        }
    }
}
