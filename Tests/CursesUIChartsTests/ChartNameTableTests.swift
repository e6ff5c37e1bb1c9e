import CursesUI
@testable import CursesUICharts
import Testing

/// Categories and names are numbers in a table each chart keeps for itself, so names that change
/// with every update (a monitor's processes) never pile up.
@MainActor
struct ChartNameTableTests {
    @Test func eachChartKeepsOnlyTheNamesItPlots() {
        for refresh in 0..<50 {
            var marks = _ChartMarks()
            let content = ForEach(0..<3) { index in
                BarMark(x: .value("Process", "process \(refresh)-\(index)"), y: .value("CPU", index))
                    .foregroundStyle(by: .value("User", "user \(refresh % 2)"))
            }
            content._collectMarks(into: &marks)
            // A table shared by all charts would hold the names of every refresh before this one.
            #expect(marks.table.names == ["process \(refresh)-0", "user \(refresh % 2)", "process \(refresh)-1", "process \(refresh)-2"])
            #expect(marks.table.map(\.series) == Array(repeating: ChartName(id: 1), count: 3))
        }
    }

    @Test func marksReadBackAsTheyWereMade() {
        var marks = _ChartMarks()
        let date = Date(timeIntervalSinceReferenceDate: 1_000)
        @ChartContentBuilder func content() -> some ChartContent {
            LineMark(x: .value("Time", date), y: .value("Load", 2.5), series: .value("Host", "b"))
            BarMark(x: .value("Day", "Mon"), yStart: .value("Low", 1), yEnd: .value("High", 4))
            PointMark(x: .value("X", 1), y: .value("Y", 2))
        }
        content()._collectMarks(into: &marks)
        let table = marks.table
        #expect(table.count == 3)
        #expect(table[0].kind == .line && table[0].x == .date(date) && table[0].y == .number(2.5) && table[0].line.map(table.string) == "b")
        #expect(table[1].kind == .bar && table[1].x == .category("Mon") && table[1].y == .number(1) && table[1].yEnd == .number(4))
        #expect(table[1].stacking == .unstacked && table[1].line == nil)
        #expect(table[2].kind == .point && table[2].x == .number(1) && table[2].y == .number(2) && table[2].yEnd == nil)
    }
}
