import Foundation
import Testing

/// The preview browser's command line, for scripts and CI: `--list` and `--render` print text
/// and need no terminal; mistakes get a clear error and status 2.
@Suite("preview browser command line")
struct PreviewCommandLineTests {
    private func run(_ arguments: String...) throws -> ChildProcess.Result {
        let probe = try DemoApp.locate("preview-probe")
        return try ChildProcess.run(probe.path, arguments: arguments, stdin: .null, stdout: .capture, environment: [:])
    }

    private func output(_ result: ChildProcess.Result) -> String {
        String(decoding: result.standardOutput, as: UTF8.self)
    }

    @Test func listPrintsOneNamePerLine() throws {
        let result = try run("--list")
        #expect(result.exitCode == 0)
        #expect(output(result) == """
            PreviewFixturesA/FixtureViews.swift:15
            PreviewFixturesA/Counter
            PreviewFixturesA/Stacked
            PreviewFixturesA/Scheme
            PreviewFixturesB/Injected
            PreviewFixturesB/Switch
            PreviewFixturesB/GreetingView_Previews
            preview_probe/In main.swift

            """)
    }

    @Test func renderPrintsTheFrameAtTheGivenSize() throws {
        let result = try run("--render", "PreviewFixturesB/GreetingView_Previews", "--width", "30", "--height", "2")
        #expect(result.exitCode == 0)
        #expect(output(result) == "      Hello\nHi from a preview\n")

        // Too narrow: the text wraps, as it would on such a terminal.
        let narrow = try run("--render", "PreviewFixturesB/GreetingView_Previews", "--width", "8", "--height", "4")
        #expect(output(narrow) == " Hello\nHi from\na\npreview\n")
    }

    @Test func renderUsesThePreviewsOwnSizeAndTheColorSchemeAsked() throws {
        // "Stacked" asks for 20×4 with its traits.
        #expect(output(try run("--render", "PreviewFixturesA/Stacked")) == "First\nSecond\n")
        #expect(output(try run("--render", "PreviewFixturesA/Scheme", "--color-scheme", "light")) == "Scheme: light\n")
        #expect(output(try run("--render", "PreviewFixturesA/FixtureViews.swift:15")) == "Unnamed preview\n")
        // The probe's own preview, declared in its main.swift.
        #expect(output(try run("--render", "preview_probe/In main.swift")) == "From an executable\n")
    }

    @Test func mistakesAreReportedWithStatusTwo() throws {
        let unknown = try run("--render", "PreviewFixturesA/Nope")
        #expect(unknown.exitCode == 2)
        #expect(unknown.errorText == "error: no preview named 'PreviewFixturesA/Nope'; --list prints the names\n")
        let badWidth = try run("--render", "PreviewFixturesA/Stacked", "--width", "wide")
        #expect(badWidth.exitCode == 2)
        #expect(badWidth.errorText == "error: --width needs a number of cells from 1 to 10000, not 'wide'\n")
        let unknownOption = try run("--frobnicate")
        #expect(unknownOption.errorText == "error: unknown argument '--frobnicate'; --help shows the usage\n")
    }
}
