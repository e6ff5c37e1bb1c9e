@testable import CursesUIPreviews
import CursesUI
import Testing

/// The browser's command line, parsed: what each combination asks for, and the mistakes.
@Suite struct PreviewCommandTests {
    private func parse(_ arguments: String...) -> Result<PreviewCommand, PreviewCommand.Error> {
        Result { () throws(PreviewCommand.Error) in try PreviewCommand(arguments: arguments) }
    }

    @Test func eachFormAsksForItsCommand() {
        #expect(parse() == .success(.browse(open: nil)))
        #expect(parse("--open", "M/A") == .success(.browse(open: "M/A")))
        #expect(parse("--list") == .success(.list))
        #expect(parse("--render", "M/A") == .success(.render(name: "M/A", width: nil, height: nil, colorScheme: .dark)))
        #expect(parse("--render", "M/A", "--width", "30", "--height", "5", "--color-scheme", "light")
            == .success(.render(name: "M/A", width: 30, height: 5, colorScheme: .light)))
        #expect(parse("--watch") == .success(.watch(open: nil, buildCommand: nil)))
        #expect(parse("--watch", "--open", "M/A", "--build-command", "make")
            == .success(.watch(open: "M/A", buildCommand: "make")))
        #expect(parse("--help") == .success(.help))
    }

    @Test func mistakesSayWhatIsWrong() {
        #expect(parse("--list", "--render", "M/A") == .failure(.init(description: "--list and --render cannot be used together")))
        #expect(parse("--width", "10") == .failure(.init(description: "--width and --height go with --render")))
        #expect(parse("--render") == .failure(.init(description: "--render needs a value")))
        #expect(parse("--render", "M/A", "--height", "0")
            == .failure(.init(description: "--height needs a number of cells from 1 to 10000, not '0'")))
        #expect(parse("--color-scheme", "blue") == .failure(.init(description: "--color-scheme is light or dark, not 'blue'")))
        #expect(parse("--build-command", "make") == .failure(.init(description: "--build-command goes with --watch")))
        #expect(parse("--watch", "--list") == .failure(.init(description: "--watch goes only with --open and --build-command")))
    }
}
