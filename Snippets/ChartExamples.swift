// The examples of the article "Drawing charts". The article shows the slices of this file and,
// after each, the frame it draws; the suite builds and runs this file, and the hidden checks at
// the end render each example and compare it with the frame printed in the article.

// snippet.hide
import Foundation
// snippet.show
// snippet.sales
import CursesUI
import CursesUICharts

struct Sale: Identifiable {
    let day: String
    let total: Int
    var id: String { day }
}

struct SalesChart: View {
    let sales: [Sale]

    var body: some View {
        Chart(sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.total))
        }
    }
}
// snippet.end

// snippet.hide
struct Sample: Identifiable {
    let series: String
    let x: Double
    let y: Double
    var id: String { "\(series)\(x)" }
}

struct SeriesChart: View {
    let samples: [Sample]
    var body: some View {
// snippet.show
// snippet.series
Chart(samples) { sample in
    LineMark(x: .value("Time", sample.x), y: .value("Load", sample.y))
        .foregroundStyle(by: .value("Series", sample.series))
}
// snippet.end
// snippet.hide
    }
}

struct ScaledChart: View {
    let values: [Double]
    var body: some View {
// snippet.show
// snippet.axes
Chart(values.indices, id: \.self) { index in
    LineMark(x: .value("Step", index), y: .value("Value", values[index]))
}
.chartYScale(domain: 0...12)
.chartXScale(domain: 0...5)
.chartYAxis { AxisMarks(position: .leading, values: [0, 6, 12]) }
.chartXAxis { AxisMarks(values: .stride(by: 1)) }
// snippet.end
// snippet.hide
    }
}

struct GridChart: View {
    let values: [Double]
    var body: some View {
// snippet.show
// snippet.grid
Chart(values.indices, id: \.self) { index in
    LineMark(x: .value("Step", index), y: .value("Value", values[index]))
}
.chartYScale(domain: 0...10)
.chartYAxis {
    AxisMarks(position: .leading, values: .stride(by: 5)) { value in
        AxisGridLine()
        AxisTick()
        AxisValueLabel { Text("\(value.as(Int.self) ?? 0)%") }
    }
}
.chartXAxis {
    AxisMarks(values: .automatic(desiredCount: 3)) { _ in
        AxisGridLine()
        AxisValueLabel()
    }
}
// snippet.end
// snippet.hide
    }
}

struct Dashboard: View {
    let values: [Double]
    var body: some View {
// snippet.show
// snippet.compact
VStack(alignment: .leading, spacing: 0) {
    Text("load")
    Chart(values.indices, id: \.self) { index in
        LineMark(x: .value("Step", index), y: .value("Value", values[index]))
    }
    .chartXAxis(.hidden)
    .chartYAxis(.hidden)
    .frame(width: 12, height: 1)
    Gauge(value: 0.3) { Text("CPU") } currentValueLabel: { Text("30%") }
}
.frame(width: 20)
// snippet.end
// snippet.hide
    }
}

// MARK: - The checks

/// The frames the article prints: its code blocks without a language, in order.
func articleFrames() throws -> [String] {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CursesUICharts/CursesUICharts.docc/DrawingCharts.md")
    var frames: [String] = []
    var block: (language: Substring, lines: [Substring])?
    for line in try String(contentsOf: article, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
        if let open = block {
            if line == "```" {
                if open.language.isEmpty { frames.append(open.lines.joined(separator: "\n")) }
                block = nil
            } else {
                block = (open.language, open.lines + [line])
            }
        } else if line.hasPrefix("```") {
            block = (line.dropFirst(3), [])
        }
    }
    return frames
}

/// The text of `view`'s frame on a terminal of `width` by `height` cells.
@MainActor func render(_ view: some View, width: Int, height: Int) async -> String {
    let host = TestHost(view, width: width, height: height)
    await host.settle()
    return host.text
}

let sales = [Sale(day: "Mon", total: 12), Sale(day: "Tue", total: 30), Sale(day: "Wed", total: 21), Sale(day: "Thu", total: 7)]
let samples: [Sample] = (0...8).flatMap { (x: Int) -> [Sample] in
    let position = Double(x)
    return [Sample(series: "cpu", x: position, y: position * position / 2),
            Sample(series: "io", x: position, y: 32 - 4 * position)]
}
let values = [3.0, 7, 4, 9, 5, 8]
let rendered = [
    await render(SalesChart(sales: sales), width: 30, height: 10),
    await render(SeriesChart(samples: samples), width: 36, height: 12),
    await render(ScaledChart(values: values), width: 30, height: 9),
    await render(GridChart(values: values), width: 32, height: 9),
    await render(Dashboard(values: values), width: 20, height: 4),
]
let printed = try articleFrames()
precondition(printed.count == rendered.count, "the article prints \(printed.count) frames for \(rendered.count) examples")
let differing = zip(rendered, printed).enumerated().filter { $0.element.0 != $0.element.1 }
for (index, (frame, expected)) in differing {
    FileHandle.standardError.write(Data("example \(index + 1) draws\n\(frame)\nbut the article prints\n\(expected)\n\n".utf8))
}
precondition(differing.isEmpty, "\(differing.count) frames differ from the article's")
