import Foundation
import Testing

/// Drives the `monitor` demo through ncurses in a real terminal (tmux): charts, filtering,
/// sorting, the detail sheet, resizes, and sleeping between refreshes.
@Suite("monitor demo in a terminal")
struct MonitorEndToEndTests {
    /// The samples the summary line reports.
    static func sampleCount(_ screen: String) -> Int? {
        screen.split(separator: "\n").first?.components(separatedBy: "sample ").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// The parts every frame shows, whatever the size: both charts with their axes, the list
    /// header and the help bar on the last row (which lists `s` and `q` only while the filter
    /// field, where they are typed, does not have focus).
    static func isComplete(_ screen: String) -> Bool {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return screen.contains("CPU busy per core (%)") && screen.contains("Memory used (GiB)")
            && screen.contains("├ 100") && screen.contains("── cpu0") && screen.contains("    PID   CPU%      MEM  NAME")
            && rows.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.contains("Tab move") == true
    }

    /// The PIDs of the process rows on screen, top to bottom.
    static func pids(_ screen: String) -> [Int] {
        screen.split(separator: "\n").drop { !$0.contains("PID   CPU%") }.dropFirst().compactMap { row in
            row.split(separator: " ").first.flatMap { Int($0) }
        }
    }

    @Test("charts, filter, sort, detail sheet and resizes at 80x24 and 200x60")
    func fullRound() async throws {
        let monitor = try DemoApp.locate("monitor")
        let session = try TmuxSession(width: 80, height: 24)
        try await session.launch(monitor, waitingFor: "CPU busy per core (%)")
        try await session.waitUntil("a complete 80x24 frame after two samples") { Self.isComplete($0) && (Self.sampleCount($0) ?? 0) >= 2 }

        // In the list, the help bar shows every key; a new order shows the list from its top.
        try session.press("Tab", "s", "s")
        try await session.waitUntil("sorted by PID from the top, with every key in the help bar") { screen in
            screen.contains("sorted by PID") && Self.pids(screen).first == 1
                && screen.contains("i details · s sort · Tab move · q quit")
        }
        try session.press("BTab")
        try await session.waitUntil("the filter field focused") { !$0.contains("q quit") }

        try session.type("monitor")
        try await session.waitUntil("only monitor listed") { screen in
            // Process rows start with their PID.
            let rows = screen.split(separator: "\n").drop { !$0.contains("PID   CPU%") }.dropFirst()
                .filter { $0.split(separator: " ").first.map { Int($0) != nil } ?? false }
            return !rows.isEmpty && rows.allSatisfy { $0.split(separator: " ").last == "monitor" }
        }
        #expect(try session.screen().contains("sorted by PID"))
        try session.press("Tab", "s")
        try await session.waitFor("sorted by name")

        try session.press("i")
        try await session.waitUntil("the detail sheet") { $0.contains("Process ") && $0.contains("Command:") && $0.contains("Esc: close") }
        try session.press("Escape")
        try await session.waitUntil("the sheet closed") { !$0.contains("Esc: close") && Self.isComplete($0) && $0.contains("q quit") }

        try session.resize(width: 200, height: 60)
        let wide = try await session.waitUntil("a complete 200x60 frame") { screen in
            Self.isComplete(screen) && screen.contains("-55") && screen.split(separator: "\n", omittingEmptySubsequences: false).count >= 59
        }
        #expect(wide.contains("sorted by name"))
        try session.resize(width: 80, height: 24)
        try await session.waitUntil("a complete 80x24 frame again") { Self.isComplete($0) && !$0.contains("-55") }
        // Resizes in quick succession, ending at each size, still leave a whole frame.
        for _ in 0..<3 {
            try session.resize(width: 200, height: 60)
            try session.resize(width: 80, height: 24)
        }
        try await session.waitUntil("a complete 80x24 frame after quick resizes") { Self.isComplete($0) && !$0.contains("-55") }
        try session.resize(width: 200, height: 60)
        try await session.waitUntil("a complete 200x60 frame after quick resizes") { Self.isComplete($0) && $0.contains("-55") }
        try session.resize(width: 80, height: 24)
        try await session.waitUntil("a complete 80x24 frame at the end") { Self.isComplete($0) && !$0.contains("-55") }

        try session.press("q")
        let status = try await session.expectTerminalRestored()
        #expect(status == 0)
    }

    @Test("sleeps between refreshes: a few seconds cost well under a tenth of a core")
    func idlesBetweenRefreshes() async throws {
        let monitor = try DemoApp.locate("monitor")
        let session = try TmuxSession(width: 80, height: 24)
        try await session.launch(monitor, waitingFor: "CPU busy per core (%)")
        let first = try await session.waitUntil("two samples") { (Self.sampleCount($0) ?? 0) >= 2 }
        let pid = try monitor.processID(in: session)
        func cpuTicks() throws -> Int {
            let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
            let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
            return Int(fields[11])! + Int(fields[12])!
        }
        let start = try cpuTicks()
        let startSample = Self.sampleCount(first) ?? 2
        let later = try await session.waitUntil("four more samples", timeout: .seconds(15)) { screen in
            (Self.sampleCount(screen) ?? 0) >= startSample + 4
        }
        let samples = (Self.sampleCount(later) ?? 0) - startSample
        let ticks = try cpuTicks() - start
        // A clock tick is 10 ms: a tenth of a core over a second is 10 ticks per sample.
        #expect(ticks <= samples * 10, "\(ticks) ticks over \(samples) samples")
        print("monitor idle: \(ticks) CPU ticks (10 ms) over \(samples) one-second samples")
        // Focus starts in the filter field, where q is typed; Tab moves to the list first.
        try session.press("Tab", "q")
        try await session.expectTerminalRestored()
    }
}
