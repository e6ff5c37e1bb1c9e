import CursesUI
import CursesUICharts
import Foundation

/// The whole screen: a summary line, the CPU and memory charts, the filter, the process list
/// and the help bar.
struct MonitorScreen: View {
    let monitor: SystemMonitor
    @Environment(\.dismiss) private var dismiss
    @State private var filter = ""
    @State private var order = ProcessOrder.cpu
    @State private var selection: ProcessSample.ID?
    @State private var detail: ProcessSample?

    private var visibleProcesses: [ProcessSample] {
        let needle = filter.trimmingCharacters(in: .whitespaces).lowercased()
        let shown = needle.isEmpty ? monitor.processes : monitor.processes.filter {
            $0.name.lowercased().contains(needle) || String($0.id).hasPrefix(needle)
        }
        return shown.sorted { a, b in
            switch order {
            case .cpu: (a.cpuPercent, b.id) > (b.cpuPercent, a.id)
            case .memory: (a.residentKiB, b.id) > (b.residentKiB, a.id)
            case .pid: a.id < b.id
            case .name: (a.name.lowercased(), a.id) < (b.name.lowercased(), b.id)
            }
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(summary).bold()
            HStack(spacing: 2) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("CPU busy per core (%)")
                    CPUChart(history: monitor.coreHistory)
                }
                VStack(alignment: .leading, spacing: 0) {
                    Text("Memory used (GiB)")
                    MemoryChart(history: monitor.memoryHistory, totalGiB: Double(monitor.memory.totalKiB) / 1_048_576)
                }
            }
            .frame(height: 10)
            HStack {
                TextField("Filter", text: $filter, prompt: Text("Filter by name or PID"))
                Text("sorted by \(order.rawValue)").foregroundStyle(.secondary)
            }
            Text(ProcessRow.header).foregroundStyle(.secondary)
            List(visibleProcesses, selection: $selection) { process in
                ProcessRow(process: process)
            }
            .keyHelp("details", key: "i")
            .onKeyPress("i") {
                // The selected process, or the first one shown when none is selected yet.
                detail = visibleProcesses.first { $0.id == selection } ?? visibleProcesses.first
                return detail == nil ? .ignored : .handled
            }
            KeyHelpBar()
        }
        .keyHelp("sort", key: "s")
        .keyHelp("move", key: .tab)
        .keyHelp("quit", key: "q")
        .onKeyPress("s") {
            order = order.next
            return .handled
        }
        // A new order or filter shows the list from its top, as top does.
        .onChange(of: order) { selection = visibleProcesses.first?.id }
        .onChange(of: filter) { selection = visibleProcesses.first?.id }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
        .sheet(item: $detail) { process in
            ProcessDetailSheet(process: process)
        }
    }

    private var summary: String {
        let memory = monitor.memory
        let used = String(format: "%.1f", Double(memory.usedKiB) / 1_048_576)
        let total = String(format: "%.1f", Double(memory.totalKiB) / 1_048_576)
        return "monitor · \(monitor.coreHistory.count) cores · \(used)/\(total) GiB · \(monitor.processes.count) processes · sample \(monitor.sampleCount)"
    }
}

/// Busy percent of each core over the last minute, one line per core.
struct CPUChart: View {
    let history: [[Double]]

    var body: some View {
        Chart {
            ForEach(history.indices, id: \.self) { core in
                let samples = history[core]
                ForEach(samples.indices, id: \.self) { index in
                    LineMark(x: .value("Seconds", index - samples.count + 1), y: .value("Busy", samples[index]))
                        .foregroundStyle(by: .value("Core", "cpu\(core)"))
                }
            }
        }
        .chartXScale(domain: -SystemMonitor.historyLength...0)
        .chartYScale(domain: 0...100)
        .chartYAxis { AxisMarks(values: [0, 50, 100]) }
    }
}

/// Memory used over the last minute, as an area under the total.
struct MemoryChart: View {
    let history: [Double]
    let totalGiB: Double

    var body: some View {
        Chart {
            ForEach(history.indices, id: \.self) { index in
                AreaMark(x: .value("Seconds", index - history.count + 1), y: .value("Used", history[index]))
            }
        }
        .chartXScale(domain: -SystemMonitor.historyLength...0)
        .chartYScale(domain: 0...max(1, totalGiB.rounded(.up)))
    }
}

/// One process in the list, in fixed columns.
struct ProcessRow: View {
    static let header = "    PID   CPU%      MEM  NAME"
    let process: ProcessSample

    var body: some View {
        let memory = ProcessRow.memory(process.residentKiB)
        let padded = String(repeating: " ", count: max(0, 8 - memory.count)) + memory
        return Text(String(format: "%7d %6.1f ", process.id, process.cpuPercent) + padded + "  " + process.name)
    }

    /// Memory in the largest unit that keeps it short.
    static func memory(_ kib: Int) -> String {
        kib >= 1_048_576 ? String(format: "%.1fG", Double(kib) / 1_048_576)
            : kib >= 1024 ? String(format: "%.1fM", Double(kib) / 1024) : "\(kib)K"
    }
}

/// Everything known about one process; Esc closes it.
struct ProcessDetailSheet: View {
    let process: ProcessSample

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Process \(process.id): \(process.name)").bold()
            Text("State:    \(process.state)")
            Text("Threads:  \(process.threads)")
            Text("CPU:      \(String(format: "%.1f", process.cpuPercent))% of a core")
            Text("Memory:   \(ProcessRow.memory(process.residentKiB)) resident")
            Text("Command:  \(process.commandLine.isEmpty ? "[\(process.name)]" : process.commandLine)")
            Text("Esc: close").foregroundStyle(.secondary)
        }
        .padding(1)
        .frame(width: 60)
    }
}
