import CursesUI
import Foundation

/// How the process list is ordered; `s` cycles through them.
enum ProcessOrder: String, CaseIterable {
    case cpu = "CPU", memory = "memory", pid = "PID", name = "name"

    var next: ProcessOrder {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

/// The last minute of CPU and memory use, and the processes now, sampled every second.
@Observable
final class SystemMonitor {
    /// Seconds of history the charts show.
    static let historyLength = 60

    /// Busy percent per core, oldest first, one entry per sample.
    private(set) var coreHistory: [[Double]] = []
    /// Memory used in GiB, oldest first.
    private(set) var memoryHistory: [Double] = []
    private(set) var memory = MemorySample()
    private(set) var processes: [ProcessSample] = []
    /// Samples taken since the start.
    private(set) var sampleCount = 0
    private var sampler = SystemSampler()

    init() { refresh() }

    /// Reads `/proc` again and appends to the history, dropping what is older than a minute.
    func refresh() {
        let sample = sampler.sample()
        if coreHistory.count != sample.cores.count { coreHistory = Array(repeating: [], count: sample.cores.count) }
        for (core, usage) in sample.cores.enumerated() {
            coreHistory[core].append(sampleCount == 0 ? 0 : usage)
            if coreHistory[core].count > Self.historyLength { coreHistory[core].removeFirst() }
        }
        memory = sample.memory
        memoryHistory.append(Double(sample.memory.usedKiB) / 1_048_576)
        if memoryHistory.count > Self.historyLength { memoryHistory.removeFirst() }
        processes = sample.processes
        sampleCount += 1
    }
}
