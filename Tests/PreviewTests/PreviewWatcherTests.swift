@testable import CursesUIPreviews
import Testing

/// What `--watch` shows of a failed build: the compiler's located errors, once each, uncolored.
@Suite struct PreviewWatcherTests {
    @Test func keepsLocatedErrorsOnceWithoutColor() {
        let output = """
            Building for debugging...
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            /p/Demos/CounterPreviews.swift:25:5: \u{1B}[1;31merror: \u{1B}[1;39mcannot find 'Txt' in scope\u{1B}[0;0m
               \u{1B}[0;36m|\u{1B}[0;0m     `- \u{1B}[1;31merror: \u{1B}[1;39mcannot find 'Txt' in scope\u{1B}[0;0m
            /p/Demos/CounterPreviews.swift:25:5: \u{1B}[1;31merror: \u{1B}[1;39mcannot find 'Txt' in scope\u{1B}[0;0m
            /p/Demos/Other.swift:3:1: error: expected declaration
            """
        #expect(PreviewWatcher.errors(in: output) == """
            /p/Demos/CounterPreviews.swift:25:5: error: cannot find 'Txt' in scope
            /p/Demos/Other.swift:3:1: error: expected declaration
            """)
    }

    @Test func withoutLocatedErrorsKeepsTheErrorLinesOrTheEnd() {
        #expect(PreviewWatcher.errors(in: "a\nerror: no such product 'x'\nb") == "error: no such product 'x'")
        #expect(PreviewWatcher.errors(in: "linker failed\nexit 1") == "linker failed\nexit 1")
    }
}
