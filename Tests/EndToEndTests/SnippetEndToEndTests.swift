import Foundation
import Testing

/// The DocC articles show code from `Snippets/`, which `swift test` builds like any target. Each
/// snippet checks, in code the articles hide, that it does what its article says; this suite runs
/// them all, and runs the overview's app in a real terminal.
@Suite struct SnippetEndToEndTests {
    /// The package's root directory.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// The snippets, by executable name: one per file of `Snippets/`.
    static let snippets: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: "\(package)/Snippets")) ?? [])
        .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()

    /// The snippets that are whole apps, run in a terminal by tests of their own.
    static let apps: Set<String> = ["GettingStartedExample", "StylingControlsExample"]

    @Test func theArticlesShowEverySnippetAndNameNoOther() throws {
        var shown: Set<String> = []
        for catalog in ["CursesUI/CursesUI.docc", "CursesUICharts/CursesUICharts.docc"] {
            let directory = "\(Self.package)/Sources/\(catalog)"
            for article in try FileManager.default.contentsOfDirectory(atPath: directory) where article.hasSuffix(".md") {
                let text = try String(contentsOfFile: "\(directory)/\(article)", encoding: .utf8)
                for match in text.matches(of: /@Snippet\(path: "CursesUI\/Snippets\/(\w+)"/) {
                    shown.insert(String(match.output.1))
                }
            }
        }
        #expect(!Self.snippets.isEmpty)
        #expect(shown == Set(Self.snippets), "snippets no article shows, or directives naming no snippet")
    }

    @Test("each snippet's hidden checks pass", arguments: snippets.filter { !apps.contains($0) })
    func snippetChecksPass(name: String) throws {
        let snippet = try DemoApp.locate(name)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let run = try ChildProcess.run(snippet.path, stdin: .null, stdout: .null, environment: environment)
        #expect(run.exitCode == 0, "\(name) stopped (signal \(run.signal.map(String.init) ?? "none")):\n\(run.errorText)")
    }

    @Test("the overview's counter app counts in a terminal")
    func gettingStartedAppCounts() async throws {
        let app = try DemoApp.locate("GettingStartedExample")
        let session = try TmuxSession()
        try await session.launch(app, waitingFor: "Count: 0", "[ Increment ]")
        try session.press("Enter")
        try await session.waitFor("Count: 1")
        try session.press("C-c")
        try await session.expectTerminalRestored()
    }
}
