// The floor under any Swift UI loop, for the per-key benchmark: the C counter's work (wait in
// poll(), read the key, count, write the changed text in one write()) in plain Swift, without a
// framework. With the argument `observation` the count lives in an `@Observable` model and the
// text is derived from it again under `withObservationTracking` after each change, as every
// Observation-driven UI must do. Shows "Count: N"; '+' adds one, 'q' quits. Build:
//   swiftc -O -static-executable -o counter-floor Benchmarks/Baselines/counter-floor.swift
import Glibc
import Observation

@Observable final class Model {
    var count = 0
}

/// Set by the observation's change handler, read by the loop (one thread).
final class Flag: @unchecked Sendable {
    var isSet = false
}

let observing = CommandLine.arguments.dropFirst().first == "observation"
let model = Model()
let changed = Flag()
var plainCount = 0

func send(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count) }
}

func countText() -> String {
    guard observing else { return "Count: \(plainCount)" }
    return withObservationTracking { "Count: \(model.count)" } onChange: { changed.isSet = true }
}

var shellModes = termios()
tcgetattr(STDIN_FILENO, &shellModes)
var rawModes = shellModes
cfmakeraw(&rawModes)
tcsetattr(STDIN_FILENO, TCSANOW, &rawModes)
send("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J\u{1B}[1mSwift floor\u{1B}[m"
    + "\u{1B}[4;1H\(countText())\u{1B}[6;1H+: increment · q: quit")

var input = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
var bytes = [UInt8](repeating: 0, count: 256)
loop: while true {
    guard poll(&input, 1, -1) > 0 else { continue }
    let count = read(STDIN_FILENO, &bytes, bytes.count)
    if count <= 0 { break }
    for byte in bytes[0..<count] {
        if byte == UInt8(ascii: "q") { break loop }
        if byte == UInt8(ascii: "+") {
            if observing { model.count += 1 } else { plainCount += 1; changed.isSet = true }
        }
    }
    if changed.isSet {
        changed.isSet = false
        send("\u{1B}[4;1H" + countText())
    }
}
send("\u{1B}[?25h\u{1B}[?1049l")
tcsetattr(STDIN_FILENO, TCSANOW, &shellModes)
