import Foundation
import Testing

/// Drives the preview browser (over the test fixtures' previews) through ncurses in tmux.
@Suite("preview browser in a terminal")
struct PreviewBrowserEndToEndTests {
    static let list = """
        8 previews · ↑↓ choose · ⏎ open · ^T dark · q quit
        [ Preview  PreviewFixturesA/FixtureViews.swift:15 ]
        [ Counter  PreviewFixturesA/FixtureViews.swift:19 ]
        [ Stacked  PreviewFixturesA/FixtureViews.swift:25 ]
        [ Scheme  PreviewFixturesA/FixtureViews.swift:31 ]
        [ Injected  PreviewFixturesB/ProviderViews.swift:31 ]
        [ Switch  PreviewFixturesB/ProviderViews.swift:35 ]
        [ GreetingView_Previews  PreviewFixturesB · PreviewProvider ]
        [ In main.swift  preview_probe/main.swift:6 ]
        """

    @Test("list, open a preview, press a key in it, switch scheme and size, back, quit")
    func browse() async throws {
        let browser = try DemoApp.locate("preview-probe")
        let session = try TmuxSession(width: 80, height: 12)
        try await session.launch(browser, waitingFor: "8 previews")
        try await session.waitUntil("the list") { Self.trimmed($0) == Self.list }

        try session.press("Down", "Enter")
        try await session.waitUntil("the Counter preview open") {
            Self.trimmed($0) == "PreviewFixturesA/Counter · full · dark · esc/^X list · ^T scheme · ^R size\n[ Count: 0 ]"
        }

        // Return reaches the preview's button; its @Previewable state changes.
        try session.press("Enter")
        try await session.waitFor("[ Count: 1 ]")

        // ^T switches the scheme and ^R the size; the preview keeps its state through both.
        try session.press("C-t")
        try await session.waitUntil("the light scheme") {
            Self.trimmed($0) == "PreviewFixturesA/Counter · full · light · esc/^X list · ^T scheme · ^R size\n[ Count: 1 ]"
        }
        try session.press("C-r")
        try await session.waitUntil("the 80×24 size") {
            Self.trimmed($0) == "PreviewFixturesA/Counter · 80×24 · light · esc/^X list · ^T scheme · ^R size\n[ Count: 1 ]"
        }

        // ^X goes back to the list, with the preview's row focused, and the scheme it had.
        try session.press("C-x")
        try await session.waitUntil("the list again") {
            Self.trimmed($0) == Self.list.replacingOccurrences(of: "^T dark", with: "^T light")
        }

        // Esc goes back too; the scheme preview shows the scheme it is given.
        try session.press("Down", "Down", "Enter")
        try await session.waitUntil("the Scheme preview") {
            Self.trimmed($0) == "PreviewFixturesA/Scheme · full · light · esc/^X list · ^T scheme · ^R size\nScheme: light"
        }
        try session.press("Escape")
        try await session.waitFor("8 previews")

        try session.press("q")
        let status = try await session.expectTerminalRestored()
        #expect(status == 0)
    }

    @Test("swift run previews: the demos' previews, and the injected-key-path counter counts by 100")
    func demoPreviews() async throws {
        let previews = try DemoApp.locate("previews")
        let session = try TmuxSession(width: 80, height: 10)
        try await session.launch(previews, waitingFor: "8 previews")
        try await session.waitUntil("the demos' previews") {
            Self.trimmed($0) == """
                8 previews · ↑↓ choose · ⏎ open · ^T dark · q quit
                [ Counter app  CounterDemo/CounterPreviews.swift:5 ]
                [ Counter view  CounterDemo/CounterPreviews.swift:21 ]
                [ Environment  EnvironmentDemo/EnvironmentScreen.swift:100 ]
                [ Panels  EnvironmentDemo/EnvironmentScreen.swift:107 ]
                [ Tasks  TasksDemo/TasksPreviews.swift:6 ]
                [ No tasks yet  TasksDemo/TasksPreviews.swift:16 ]
                [ Settings  ToggleDemo/SettingsScreen.swift:57 ]
                [ Toggle  ToggleDemo/SettingsScreen.swift:61 ]
                """
        }
        try session.press("Down", "Enter")
        try await session.waitFor("[ Increment ]")
        try session.press("Enter")
        try await session.waitUntil("a hundred more") {
            Self.trimmed($0) == """
                CounterDemo/Counter view · full · dark · esc/^X list · ^T scheme · ^R size
                Count: 100
                [ Increment ]
                """
        }
        try session.press("C-x", "q")
        let status = try await session.expectTerminalRestored()
        #expect(status == 0)
    }

    /// The screen without trailing blank lines.
    static func trimmed(_ screen: String) -> String {
        var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        while let last = lines.last, last.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
