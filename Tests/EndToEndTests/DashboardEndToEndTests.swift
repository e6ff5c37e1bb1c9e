import Foundation
import Testing

/// Drives the tutorial-style dashboard (`dashboard-probe`: LazyVGrid of cards with
/// GeometryReader bars, a ViewThatFits header, a Grid) through ncurses in tmux.
@Suite("dashboard grid in a terminal")
struct DashboardEndToEndTests {
    @Test("cards fill the grid, Refresh updates the bars, a narrow terminal gets the short header")
    func dashboard() async throws {
        let app = try DemoApp.locate("dashboard-probe")
        let session = try TmuxSession(width: 80, height: 24)
        let first = try await session.launch(app, waitingFor: "Server Dashboard", "All systems operational", "Refreshed 0 times")
        // Three cards a row (adaptive columns of at least 20 in 78 columns), in order.
        let rows = first.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let cardRow = try #require(rows.first { $0.contains("CPU") })
        #expect(cardRow.contains("Memory") && cardRow.contains("Disk"), "\(first)")
        #expect(cardRow.contains("42%") && cardRow.contains("63%") && cardRow.contains("28%"))
        try ToggleEndToEndTests.expectInOrder(["Server Dashboard", "CPU", "Network", "Service", "api", "worker", "[ Refresh ]"], in: first)

        try session.press("Enter")
        let refreshed = try await session.waitUntil("refreshed") { $0.contains("Refreshed 1 times") }
        // 42 → 7, 63 → 54, 28 → 9.
        let newRow = try #require(refreshed.split(separator: "\n").first { $0.contains("CPU") })
        #expect(newRow.contains("7%") && newRow.contains("54%") && newRow.contains("9%"), "\(refreshed)")

        try session.resize(width: 40, height: 24)
        let narrow = try await session.waitUntil("short header") { $0.contains(" Dashboard") && !$0.contains("Server Dashboard") }
        #expect(!narrow.contains("All systems operational"))

        try session.press("q")
        let status = try await session.expectTerminalRestored()
        #expect(status == 0)
    }
}
