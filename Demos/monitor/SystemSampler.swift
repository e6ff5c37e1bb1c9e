import Foundation

/// One process as `/proc/<pid>` describes it.
struct ProcessSample: Identifiable, Equatable {
    let id: Int
    let name: String
    let state: String
    let threads: Int
    /// Resident memory in KiB.
    let residentKiB: Int
    /// CPU time used so far, in clock ticks.
    let cpuTicks: Int
    /// Share of one core used since the previous sample, in percent.
    var cpuPercent: Double = 0
    let commandLine: String
}

/// Memory as `/proc/meminfo` gives it, in KiB.
struct MemorySample: Equatable {
    var totalKiB = 0
    var availableKiB = 0
    var usedKiB: Int { totalKiB - availableKiB }
}

/// Reads `/proc`: per-core CPU times, memory and processes. Keeps the previous readings, so each
/// call to `sample()` gives usage over the time since the last.
struct SystemSampler {
    private var previousCores: [(busy: Int, total: Int)] = []
    private var previousTicks: [Int: Int] = [:]
    private var previousTime = ContinuousClock.now
    private let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

    /// Busy percent per core, memory, and processes with their CPU share since the last call.
    mutating func sample() -> (cores: [Double], memory: MemorySample, processes: [ProcessSample]) {
        let now = ContinuousClock.now
        let elapsed = max(0.001, Double((now - previousTime).components.attoseconds) / 1e18 + Double((now - previousTime).components.seconds))
        previousTime = now
        let cores = readCores()
        var usage: [Double] = []
        for (index, core) in cores.enumerated() {
            let before = index < previousCores.count ? previousCores[index] : (busy: 0, total: 0)
            let total = core.total - before.total
            usage.append(total > 0 ? min(100, max(0, Double(core.busy - before.busy) / Double(total) * 100)) : 0)
        }
        previousCores = cores
        var processes = readProcesses()
        var ticks: [Int: Int] = [:]
        for index in processes.indices {
            let process = processes[index]
            ticks[process.id] = process.cpuTicks
            if let before = previousTicks[process.id] {
                processes[index].cpuPercent = Double(process.cpuTicks - before) / ticksPerSecond / elapsed * 100
            }
        }
        previousTicks = ticks
        return (usage, readMemory(), processes)
    }

    /// (busy, total) clock ticks of each `cpuN` line of `/proc/stat`.
    private func readCores() -> [(busy: Int, total: Int)] {
        guard let stat = Self.text(of: "/proc/stat") else { return [] }
        return stat.split(separator: "\n").filter { $0.hasPrefix("cpu") && !$0.hasPrefix("cpu ") }.map { line in
            let values = line.split(separator: " ").dropFirst().compactMap { Int($0) }
            let total = values.prefix(8).reduce(0, +)
            let idle = values.count > 4 ? values[3] + values[4] : total
            return (total - idle, total)
        }
    }

    private func readMemory() -> MemorySample {
        var memory = MemorySample()
        guard let info = Self.text(of: "/proc/meminfo") else { return memory }
        for line in info.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count >= 2, let value = Int(parts[1]) else { continue }
            if parts[0] == "MemTotal:" { memory.totalKiB = value }
            if parts[0] == "MemAvailable:" { memory.availableKiB = value }
        }
        return memory
    }

    /// A `/proc` file's text, read through `FileHandle`: `String(contentsOfFile:)` and
    /// `Data(contentsOf:)` leak 4 KiB on Linux for each empty file that reports size 0, such as a
    /// kernel thread's `cmdline` (a megabyte a minute here).
    private static func text(of path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        do { return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self) } catch { return nil }
    }

    private func readProcesses() -> [ProcessSample] {
        let pageKiB = Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> ProcessSample? in
            guard let pid = Int(entry),
                  let stat = Self.text(of: "/proc/\(entry)/stat"),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
            // "pid (comm) state ppid …": comm may hold spaces and parentheses.
            let name = String(stat[stat.index(after: open)..<close])
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 21 else { return nil }
            let ticks = (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
            let commandLine = Self.text(of: "/proc/\(entry)/cmdline")
                .map { String($0.map { $0 == "\0" ? " " : $0 }).trimmingCharacters(in: .whitespaces) } ?? ""
            return ProcessSample(id: pid, name: name, state: String(fields[0]), threads: Int(fields[17]) ?? 0,
                                 residentKiB: (Int(fields[21]) ?? 0) * pageKiB, cpuTicks: ticks, commandLine: commandLine)
        }
    }
}
