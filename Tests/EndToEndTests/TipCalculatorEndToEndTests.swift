import Foundation
import Testing

/// Issue 16, point 8: a SwiftUI tutorial program (fonts, Markdown, formats, SF Symbols,
/// @AppStorage), compiled with only the import changed, run in a real terminal and restarted.
@Suite("tip calculator tutorial in a terminal")
struct TipCalculatorEndToEndTests {
    @Test("shows the tutorial's screen and keeps @AppStorage values across a restart")
    func persistsAcrossARestart() async throws {
        let app = try DemoApp.locate("tipcalculator")
        let config = NSTemporaryDirectory() + "tipcalculator-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: config) }
        let session = try TmuxSession()
        let command = "XDG_CONFIG_HOME='\(config)' '\(app.path)'"

        try await session.waitForPrompt()
        try session.runCommand(command)
        let first = try await session.waitUntil("the calculator with its defaults") { screen in
            screen.contains("Tip: 15%") && screen.contains("2 people") && screen.contains("$46.00")
        }
        #expect(first.contains("WeSplit"), "\(first)")
        #expect(first.contains("Check: ") && first.contains("$80.00"), "\(first)")
        #expect(first.contains("Total: 92.00"), "Markdown markers are drawn as bold, not shown:\n\(first)")
        #expect(first.contains("✔ ") && first.contains("$46.00"), "\(first)")
        #expect(first.contains("👥 2 people"), "\(first)")
        // The Markdown bold reaches the terminal: the SGR sequence just before the amount sets bold.
        let styled = try session.styledScreen()
        let amount = try #require(styled.range(of: "92.00"))
        let sgr = styled[..<amount.lowerBound].components(separatedBy: "\u{1B}[").last ?? ""
        #expect(sgr.hasSuffix("m") && sgr.dropLast().split(separator: ";").contains("1"), "\(sgr.debugDescription)")

        // Focus moves check → people → tip; `+` adds one person, then 5 % of tip.
        try session.press("Tab")
        try session.type("+")
        try await session.waitFor("3 people")
        try session.press("Tab")
        try session.type("+")
        try await session.waitFor("Tip: 20%")
        try session.press("C-c")
        try await session.expectTerminalRestored()

        let saved = try String(contentsOfFile: config + "/tipcalculator/AppStorage.json", encoding: .utf8)
        #expect(saved.contains("\"numberOfPeople\" : 3") && saved.contains("\"tipPercentage\" : 20"), "\(saved)")

        try session.runCommand("clear; " + command)
        let second = try await session.waitUntil("the restarted calculator") { screen in
            screen.contains("Tip: 20%") && screen.contains("3 people")
        }
        #expect(second.contains("$32.00"), "80 + 20 % for 3 people:\n\(second)")
        try session.press("C-c")
        try await session.expectTerminalRestored()
    }
}
