import Foundation
import Testing
import CursesUI
import CursesUICharts

// Swift Charts code as its users write it, with `import Charts` changed to `import CursesUICharts`,
// compiled in the Swift 5 language mode: shorthand closures, `ForEach` of marks, series by
// `foregroundStyle(by:)`, fixed colors, dates, and a plottable enum.

struct ToyShape: Identifiable {
    var color: String
    var type: String
    var count: Double
    var id = UUID()
}

enum Flavor: String, Plottable {
    case vanilla, chocolate
}

struct ProfitPoint: Identifiable {
    var date: Date
    var profit: Double
    var id: Date { date }
}

struct ToyShapesView: View {
    var stacked: [ToyShape] = [
        .init(color: "Green", type: "Cube", count: 2),
        .init(color: "Green", type: "Sphere", count: 0),
        .init(color: "Purple", type: "Cube", count: 1),
        .init(color: "Purple", type: "Sphere", count: 2),
        .init(color: "Pink", type: "Cube", count: 1),
        .init(color: "Pink", type: "Sphere", count: 3),
    ]

    var body: some View {
        Chart(stacked) {
            BarMark(
                x: .value("Shape Type", $0.type),
                y: .value("Total Count", $0.count)
            )
            .foregroundStyle(by: .value("Shape Color", $0.color))
        }
    }
}

struct ProfitView: View {
    let companyA: [ProfitPoint]
    let companyB: [ProfitPoint]

    var body: some View {
        Chart {
            ForEach(companyA) {
                LineMark(x: .value("Date", $0.date), y: .value("Profit", $0.profit))
                    .foregroundStyle(by: .value("Company", "A"))
            }
            ForEach(companyB) {
                LineMark(x: .value("Date", $0.date), y: .value("Profit", $0.profit))
                    .foregroundStyle(by: .value("Company", "B"))
            }
            RuleMark(y: .value("Break even", 0))
                .foregroundStyle(.red)
        }
        .chartYAxis {
            AxisMarks(position: .leading)
        }
    }
}

@MainActor
struct ChartsSwift5Tests {
    @Test func toyShapesStackByColorWithALegend() async {
        let host = TestHost(ToyShapesView(), width: 30, height: 9)
        await host.settle()
        let rows = host.text.split(separator: "\n").map(String.init)
        #expect(rows.last == "█ Green  ▓ Purple  ▒ Pink")
        #expect(rows.contains { $0.contains("Cube") && $0.contains("Sphere") })
    }

    @Test func plottableEnumsAreCategories() async {
        let host = TestHost(Chart {
            PointMark(x: .value("Flavor", Flavor.vanilla), y: .value("Score", 3))
            PointMark(x: .value("Flavor", Flavor.chocolate), y: .value("Score", 5))
        }, width: 30, height: 6)
        await host.settle()
        #expect(host.text.split(separator: "\n").last?.split(separator: " ") == ["vanilla", "chocolate"])
    }

    @Test func profitLinesAndARule() async {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let a = (0..<5).map { ProfitPoint(date: start.addingTimeInterval(Double($0) * 86_400), profit: Double($0 * 10)) }
        let b = (0..<5).map { ProfitPoint(date: start.addingTimeInterval(Double($0) * 86_400), profit: Double(40 - $0 * 10)) }
        let host = TestHost(ProfitView(companyA: a, companyB: b), width: 40, height: 10)
        await host.settle()
        #expect(host.text.split(separator: "\n").last == "── A  ╌╌ B")
        #expect(host.text.contains("40 ┤"))
    }
}
