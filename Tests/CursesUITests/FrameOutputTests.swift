import CNcurses
import CounterDemo
import Foundation
import Testing
@_spi(Benchmarks) @testable import CursesUI
@_spi(CursesUICore) @testable import CursesUICore

extension PseudoTerminalTests {
    /// What one frame costs on the wire, measured on the real ncurses terminal: the bytes read back
    /// from the master side of the pseudo-terminal and the `write()` calls counted by the kernel
    /// (`/proc/thread-self/io`). The thresholds are those of the `ncurses.bytes` benchmark.
    @MainActor
    @Suite("Performance: bytes and write() calls per frame")
    struct FrameOutputTests {
        static let beginSynchronized = Array("\u{1B}[?2026h".utf8)
        static let endSynchronized = Array("\u{1B}[?2026l".utf8)
        static let query = Array("\u{1B}[?2026$p".utf8)
        static let answer = Array("\u{1B}[?2026;2$y".utf8)
        /// Most bytes one increment may write, markers included.
        static let byteBudget = 64

        /// A frame: what reached the terminal and how it got there.
        struct Frame {
            var bytes: [UInt8]
            var writes: ThreadWrites
            var frames: Int
            var text: String { String(decoding: bytes, as: UTF8.self).debugDescription }
        }

        /// Types `keys` at the terminal, lets the session handle them as one burst, and reads back
        /// what that wrote.
        func frame(typing keys: [UInt8], fixture: PseudoTerminalFixture, session: NcursesSession) throws -> Frame {
            try #require(fixture.type(keys), "the keys never reached the terminal")
            let before = session.framesPresented
            let (writes, _) = ThreadWrites.during { session.handleInput() }
            return Frame(bytes: fixture.read(count: writes.bytes), writes: writes, frames: session.framesPresented - before)
        }

        /// The count the screen shows.
        func count(in session: NcursesSession) -> Int? {
            let text = session.application.graph.canvas.text
            guard let range = text.range(of: "Count: ") else { return nil }
            return Int(text[range.upperBound...].prefix { $0.isNumber })
        }

        @Test("an increment is one write() of at most 64 bytes; mode 2026 brackets it once the terminal answers")
        func incrementFrame() throws {
            let fixture = try #require(PseudoTerminalFixture.shared)
            try #require(ThreadWrites.current() != nil, "/proc/thread-self/io is needed to count write() calls")
            try #require(cnc_owns_output() != 0, "the shim does not own ncurses' output here")
            #expect(PseudoTerminalFixture.contains(fixture.startupBytes, Self.query), "no DECRQM query at start")
            // As a terminal that has not answered the query (tmux 3.3a never does).
            fixture.terminal.synchronizesOutput = false
            let session = try NcursesSession(CounterRoot(), terminal: fixture.terminal)
            _ = fixture.drain()
            #expect(count(in: session) == 0)

            // No answer: plain frames, exactly as without synchronized output.
            let plain = try frame(typing: [0x0D], fixture: fixture, session: session)
            #expect(plain.frames == 1)
            #expect(plain.writes.calls == 1, "\(plain.writes.calls) write() calls for one frame")
            #expect(plain.bytes.count <= Self.byteBudget, "\(plain.bytes.count) bytes: \(plain.text)")
            #expect(plain.bytes.count == plain.writes.bytes)
            #expect(!PseudoTerminalFixture.contains(plain.bytes, Array("2026".utf8)), "a 2026 sequence: \(plain.text)")
            #expect(count(in: session) == 1)

            // The terminal answers: it knows mode 2026. The answer is no key and draws nothing.
            let answered = try frame(typing: Self.answer, fixture: fixture, session: session)
            #expect(session.synchronizesOutput)
            #expect(answered.frames == 0 && answered.writes.calls == 0 && answered.bytes.isEmpty, "\(answered.text)")
            #expect(count(in: session) == 1)

            // Now every frame is bracketed, still in one write() within the budget.
            for expected in 2...3 {
                let synchronized = try frame(typing: [0x0D], fixture: fixture, session: session)
                #expect(synchronized.frames == 1)
                #expect(synchronized.writes.calls == 1, "\(synchronized.writes.calls) write() calls for one frame")
                #expect(synchronized.bytes.count <= Self.byteBudget, "\(synchronized.bytes.count) bytes: \(synchronized.text)")
                #expect(synchronized.bytes.starts(with: Self.beginSynchronized), "\(synchronized.text)")
                #expect(synchronized.bytes.reversed().starts(with: Self.endSynchronized.reversed()), "\(synchronized.text)")
                #expect(PseudoTerminalFixture.occurrences(of: Self.beginSynchronized, in: synchronized.bytes) == 1)
                #expect(PseudoTerminalFixture.contains(synchronized.bytes, Array("\(expected)".utf8)))
                #expect(count(in: session) == expected)
            }
        }

        @Test("a burst of 1,000 keys renders far fewer than 1,000 frames, one write() each, and counts every key")
        func burst() throws {
            let fixture = try #require(PseudoTerminalFixture.shared)
            try #require(ThreadWrites.current() != nil, "/proc/thread-self/io is needed to count write() calls")
            fixture.terminal.synchronizesOutput = false
            let session = try NcursesSession(CounterRoot(), terminal: fixture.terminal)
            _ = fixture.drain()
            _ = try frame(typing: Self.answer, fixture: fixture, session: session)
            #expect(session.synchronizesOutput)

            try #require(fixture.type(Array(repeating: UInt8(ascii: "+"), count: 1_000)))
            let framesBefore = session.framesPresented
            var writes = ThreadWrites(calls: 0, bytes: 0)
            var bytes: [UInt8] = []
            // Handle input as it arrives, as the run loop does, until the 1,000th key is in.
            while count(in: session) ?? 0 < 1_000 && fixture.inputIsWaiting(timeout: 5_000) {
                let (burst, _) = ThreadWrites.during { session.handleInput() }
                writes.calls += burst.calls
                writes.bytes += burst.bytes
                bytes += fixture.read(count: burst.bytes)
            }
            let frames = session.framesPresented - framesBefore
            #expect(count(in: session) == 1_000)
            #expect(!fixture.inputIsWaiting(timeout: 0), "keys left over")
            #expect(frames >= 1 && frames <= 20, "\(frames) frames for a burst of 1,000 keys")
            #expect(writes.calls == frames, "\(writes.calls) write() calls for \(frames) frames")
            #expect(PseudoTerminalFixture.occurrences(of: Self.beginSynchronized, in: bytes) == frames)
            #expect(PseudoTerminalFixture.occurrences(of: Self.endSynchronized, in: bytes) == frames)
            #expect(PseudoTerminalFixture.contains(bytes, Array("1000".utf8)), "the last frame shows 1000")
        }

        @Test("a full repaint larger than ncurses' own output buffer still leaves in one write()")
        func fullRepaint() throws {
            let fixture = try #require(PseudoTerminalFixture.shared)
            try #require(ThreadWrites.current() != nil, "/proc/thread-self/io is needed to count write() calls")
            let terminal = fixture.terminal
            let (width, height) = (terminal.size.width, terminal.size.height)
            for synchronized in [false, true] {
                terminal.synchronizesOutput = synchronized
                var frames: [Canvas] = []
                for tick in 0...1 {
                    let graph = ViewGraph(root: StyledRows(tick: tick, rows: height), size: Size(width: width, height: height))
                    graph.render()
                    frames.append(graph.canvas)
                }
                terminal.present(frames[0])
                _ = fixture.drain()
                let (writes, _) = ThreadWrites.during { terminal.present(frames[1]) }
                let bytes = fixture.read(count: writes.bytes)
                // ncurses writes its buffer whenever (2 + rows) × (6 + columns) bytes have piled up.
                #expect(bytes.count > (2 + height) * (6 + width), "only \(bytes.count) bytes")
                #expect(writes.calls == 1, "\(writes.calls) write() calls for one frame of \(bytes.count) bytes")
                #expect(bytes.starts(with: Self.beginSynchronized) == synchronized)
                #expect(PseudoTerminalFixture.occurrences(of: Self.endSynchronized, in: bytes) == (synchronized ? 1 : 0))
            }
        }
    }

    /// Rows of styled text (bold, underline, colors, a background, wide characters) that all change
    /// with `tick`.
    struct StyledRows: View {
        let tick: Int
        let rows: Int
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<rows, id: \.self) { row in
                    HStack(spacing: 0) {
                        Text("\((row + tick) % 10) row \(row) ").bold().foregroundStyle(.green)
                        Text("日本語\(tick % 7)中文 ").foregroundStyle(.yellow).background(.blue)
                        Text("tick \(tick) ").underline().foregroundStyle(.red)
                        Text(String(repeating: "x\(tick % 3)", count: 12)).foregroundColor(tick % 2 == 0 ? .cyan : .magenta)
                    }
                }
            }
        }
    }
}
