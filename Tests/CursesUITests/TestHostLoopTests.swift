import CursesUISnapshotTesting
import Dispatch
import InlineSnapshotTesting
import Observation
import Testing
@testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `TestHost` runs the real application loop on the headless terminal: events in bursts, one
/// frame per burst, state changes rendered at the end of the run loop's turn, and a screen made
/// of the frames presented to the terminal (issue 14, point 2).
@MainActor
struct TestHostLoopTests {
    @Observable final class Model {
        var value = 0
    }

    struct Shows: View {
        let model: Model
        var body: some View {
            Text("value: \(model.value)")
        }
    }

    struct Field: View {
        @State private var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $text)
                Text("typed: \(text)")
            }
        }
    }

    @Test func aBurstOfKeysMakesOneFrame() {
        let host = TestHost(Field(), width: 20, height: 2)
        let frames = host.terminal.framesPresented
        host.send([.key(KeyPress(key: "a")), .key(KeyPress(key: "b")), .key(KeyPress(key: "c"))])
        #expect(host.terminal.framesPresented == frames + 1, "three keys of one burst, one frame")
        host.type("de")
        #expect(host.terminal.framesPresented == frames + 3, "one burst per typed key")
        assertInlineSnapshot(of: host, as: .frame()) {
            """
            abcde
            typed: abcde
            """
        }
    }

    @Test func stateChangesWaitForTheEndOfTheTurnAndMakeOneFrame() {
        let model = Model()
        let host = TestHost(Shows(model: model), width: 12, height: 1)
        let frames = host.terminal.framesPresented
        model.value = 1
        model.value = 2
        #expect(host.runLoop.needsFrame)
        #expect(host.terminal.framesPresented == frames, "nothing renders before the turn ends")
        #expect(host.terminal.screen.text == "value: 0")
        #expect(host.text == "value: 2")
        #expect(host.terminal.framesPresented == frames + 1, "two writes in one turn, one frame")
        #expect(!host.runLoop.needsFrame)
        _ = host.text
        #expect(host.terminal.framesPresented == frames + 1, "a turn with nothing asked renders nothing")
    }

    @Test func aWriteFromAnotherThreadAsksTheLoopForAFrame() async {
        let model = Model()
        let host = TestHost(Shows(model: model), width: 12, height: 1)
        nonisolated(unsafe) let unsafeModel = model
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                unsafeModel.value = 7
                continuation.resume()
            }
        }
        await host.settle()
        #expect(host.terminal.screen.text == "value: 7")
    }

    @Test func theScreenIsWhatWasPresented() {
        let model = Model()
        let host = TestHost(Shows(model: model), width: 12, height: 3)
        model.value = 5
        // Rendering the graph itself presents nothing: the terminal's screen is unchanged until
        // the loop presents the frame.
        host.graph.render()
        #expect(host.terminal.screen.text == "value: 0")
        #expect(host.text == "value: 5")
        #expect(host.terminal.screen == host.graph.canvas)
    }

    @Test func resizeArrivesAsATerminalEvent() {
        let host = TestHost(Shows(model: Model()), width: 12, height: 1)
        host.resize(width: 9, height: 2)
        #expect(host.terminal.size.width == 9 && host.terminal.size.height == 2)
        #expect(host.terminal.screen.width == 9 && host.terminal.screen.height == 2)
        #expect(host.text == "value: 0")
    }

    @Test func aSignalEndsTheAppAndStopsTheTerminal() {
        let host = TestHost(Field(), width: 20, height: 2)
        host.send([.terminate(signal: SIGINT)])
        #expect(host.exitStatus == 130)
        #expect(host.terminal.isStopped)
        let frames = host.terminal.framesPresented
        host.press("x")
        #expect(host.terminal.framesPresented == frames, "a stopped terminal delivers nothing")
        #expect(!host.text.contains("x"))
    }

    @Test func dismissAtTheRootEndsTheAppWithStatusZero() {
        struct Quits: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View {
                Button("Quit") { dismiss() }
            }
        }
        let host = TestHost(Quits(), width: 10, height: 1)
        host.press(.return)
        #expect(host.isDismissed)
        #expect(host.exitStatus == 0)
    }

    @Test func theHeadlessScreenChangesByTheFrameDiffInTheRowsItIsTold() {
        let terminal = HeadlessTerminal(width: 4, height: 2)
        var frame = Canvas(width: 4, height: 2)
        frame.draw("ab", x: 0, y: 0, style: CellStyle(), clip: frame.bounds)
        frame.draw("cd", x: 0, y: 1, style: CellStyle(), clip: frame.bounds)
        terminal.present(frame, changedRows: 1..<2)
        #expect(terminal.screen.text == "\ncd", "rows outside the changed ones are not compared")
        #expect(terminal.lastFrameChangedCells == 2)
        terminal.present(frame)
        #expect(terminal.screen == frame)
        #expect(terminal.lastFrameChangedCells == 2, "only row 0's two cells differed")
        frame.draw("x", x: 3, y: 1, style: CellStyle(), clip: frame.bounds)
        terminal.present(frame)
        #expect(terminal.lastFrameChangedCells == 1)
        #expect(terminal.screen == frame)
    }

    @Test func aKeyChangesOnTheScreenOnlyTheCellsItsFrameChanged() {
        let host = TestHost(Field(), width: 20, height: 2)
        host.press("a")
        // The field's text and cursor, and the echo below it.
        #expect(host.terminal.lastFrameChangedCells == host.lastFrameChangedCells)
        #expect(host.terminal.screen == host.graph.canvas)
    }
}
