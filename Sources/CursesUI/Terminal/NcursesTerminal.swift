@_spi(CursesUICore) import CursesUICore
import CNcurses
import Dispatch
import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal: ncurses on the process's tty.
///
/// Input and signals arrive through the run loop (`MainRunLoop`), which watches the tty and the
/// signal pipe on the main thread. Input is read here, one non-blocking `read()` per wake-up, and
/// decoded by `KeyDecoder`, never through curses' own reader, which blocks inside a cut-off escape
/// sequence. Output is CursesUI's own too: each frame's changed cells are written by `FrameWriter`
/// from terminfo and leave in one `write()`; where the terminal supports synchronized output
/// (mode 2026), they are bracketed by its markers (see `SynchronizedOutputSetting`). ncurses sets
/// the terminal's modes up and restores them.
@MainActor final class NcursesTerminal: Terminal {
    /// The last frame shown, kept to redraw after a suspension.
    private var lastFrame: Canvas?
    /// Whether the screen's contents are unknown (a new start, a resize, lost output), so the
    /// next frame repaints everything rather than what changed since `lastFrame`.
    private var repaintsAll = true
    /// The descriptors the run loop watches for this terminal, while it does.
    private var watchedInput: Int32?
    private var watchedSignals: Int32?
    private var handler: (@MainActor ([TerminalEvent]) -> Void)?
    /// Where input arrives: stdin, or the descriptor given to `init(type:input:output:)`.
    private let inputDescriptor: Int32
    /// A non-blocking opening of the same tty to read from (`cnc_open_private_input`), or -1 when
    /// the input is no tty: a read on it never blocks, so one `read()` per wake-up suffices.
    private let readDescriptor: Int32
    /// How synchronized output is decided, read once at start.
    private let synchronizedOutputSetting = SynchronizedOutputSetting.current
    /// Whether `start` watches the input and the signals in the run loop, as an app does, or
    /// leaves reading to `handleAvailableInput()`, for a caller that wants one frame at a time.
    var watchesInput = true
    /// How many frames `present` has shown.
    private(set) var framesPresented = 0
    // The decoder and the input buffer change on every key. Each access to them is
    // instantaneous: a mutating call is made on a copy taken out (the property left empty, so the
    // copy stays unique) and the result is put back, never in place, which would span the call.
    // The optimizer then drops the runtime's exclusivity checks on them (about 90 instructions
    // each, three per key), which one access across a call would keep on every access.
    /// Decodes the input; keeps a sequence cut off by the end of a read until the rest comes.
    private var decoder = KeyDecoder()
    /// Where one read's bytes land; reused.
    private var inputBuffer = [UInt8](repeating: 0, count: 64 * 1024)
    /// Counts reads, so that a pending flush knows whether input came since it was scheduled.
    private var readCount = 0
    /// How long a cut-off escape sequence waits for its rest: ncurses' `ESCDELAY`.
    static let escapeDelay = DispatchTimeInterval.milliseconds(25)
    /// How long a bracketed paste waits for more before it is delivered and ended, so that a
    /// paste whose end marker never comes cannot turn every later key into text.
    static let pasteIdleTimeout = DispatchTimeInterval.milliseconds(500)

    /// How the closures handed to the run loop and the main queue, which may outlive the
    /// terminal, reach it (see `OwnerReference`). Set once `self` exists.
    private var reference: OwnerReference<NcursesTerminal>?

    isolated deinit {
        reference?.clear()
    }

    /// Whether the process-wide `atexit` hook is in place, so `exit()` anywhere restores the terminal.
    private static var exitHookRegistered = false

    /// Takes over the terminal. Throws, leaving the terminal untouched, when stdin or stdout is not a
    /// tty or the terminal type is unset or unknown.
    init() throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
        guard let type = getenv("TERM").map({ String(cString: $0) }), !type.isEmpty else {
            throw TerminalError.terminalTypeUnset
        }
        // While the UI runs, stdout and stderr go to the log file (or /dev/null), never the screen.
        if let path = CursesUILog.outputPath {
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            if descriptor >= 0 { cnc_set_output_target(descriptor) }
        }
        switch cnc_start() {
        case 0: break
        case -2: throw TerminalError.cannotAddressCursor(type)
        default: throw TerminalError.unknownTerminalType(type)
        }
        guard let capabilities = TerminalCapabilities(type: type) else {
            cnc_stop()
            throw TerminalError.unknownTerminalType(type)
        }
        writer = FrameWriter(capabilities: capabilities)
        writer.sendsHyperlinks = HyperlinkSetting.current
        writer.sendsTrueColor = capabilities.colors > 0 && TrueColorSetting.current
        CursesUILog.logger.debug("terminal started", metadata: ["TERM": "\(type)"])
        if !Self.exitHookRegistered {
            Self.exitHookRegistered = true
            atexit { cnc_stop() }
        }
        inputDescriptor = STDIN_FILENO
        readDescriptor = cnc_open_private_input(STDIN_FILENO)
        reference = OwnerReference(self)
        setUpSynchronizedOutput()
    }

    /// Takes over a terminal of type `type` on `input` and `output` instead of stdin and stdout;
    /// for tests that read what CursesUI writes from the master side of a pseudo-terminal.
    /// Once per process.
    init(type: String, input: Int32, output: Int32) throws {
        switch cnc_start_on(type, input, output) {
        case 0: break
        case -2: throw TerminalError.cannotAddressCursor(type)
        default: throw TerminalError.unknownTerminalType(type)
        }
        guard let capabilities = TerminalCapabilities(type: type) else {
            cnc_stop()
            throw TerminalError.unknownTerminalType(type)
        }
        writer = FrameWriter(capabilities: capabilities)
        inputDescriptor = input
        readDescriptor = cnc_open_private_input(input)
        reference = OwnerReference(self)
        setUpSynchronizedOutput()
    }

    /// Whether frames are bracketed by the synchronized-output markers. Set by the terminal's
    /// answer to the query sent at start, or by `CURSESUI_SYNCHRONIZED_OUTPUT`; tests set it too.
    var synchronizesOutput: Bool {
        get { cnc_synchronized_output() != 0 }
        set { cnc_set_synchronized_output(newValue ? 1 : 0) }
    }

    /// Asks the terminal whether it knows synchronized output, unless the environment decided;
    /// the answer arrives with the input (`apply(_:)`). Frames go out plain until then.
    private func setUpSynchronizedOutput() {
        switch synchronizedOutputSetting {
        case .detect: cnc_query_synchronized_output()
        case .on: synchronizesOutput = true
        case .off: break
        }
    }

    /// Columns and rows, as curses last learned them from the tty.
    var size: (width: Int, height: Int) {
        var columns: Int32 = 0
        var rows: Int32 = 0
        cnc_size(&columns, &rows)
        return (Int(columns), Int(rows))
    }

    /// Watches the tty and the signal pipe in the run loop and sends each burst to `handler`.
    func start(_ handler: @escaping @MainActor ([TerminalEvent]) -> Void) throws {
        self.handler = handler
        guard watchedInput == nil else { return }
        if cnc_is_active() == 0 {
            // Starting again after `stop` (say, after running an editor): take the terminal back.
            guard cnc_start() == 0 else { throw TerminalError.eventSourceUnavailable }
            repaintsAll = true
        }
        guard watchesInput else { return }
        let signalFD = cnc_signal_pipe()
        guard signalFD >= 0 else { throw TerminalError.eventSourceUnavailable }

        let reference = reference!
        MainRunLoop.shared.watch(inputDescriptor) { reference.owner?.inputBecameReadable() }
        MainRunLoop.shared.watch(signalFD) { reference.owner?.signalsArrived(on: signalFD) }
        watchedInput = inputDescriptor
        watchedSignals = signalFD
    }

    /// Writes what changed since the last frame (every cell after a resize, a suspension or lost
    /// output) in one `write()`. Rows outside `changedRows` equal the last frame's: the graph drew
    /// only those. `FrameWriter` composes the bytes from terminfo; ncurses draws nothing.
    func present(_ canvas: Canvas, changedRows: Range<Int>) {
        var columns: Int32 = 0
        var rows: Int32 = 0
        let state = cnc_frame_state(&columns, &rows)
        if state & CNC_FRAME_OUTPUT_LOST != 0 { repaintsAll = true }
        if repaintsAll { writer.invalidate() }
        if state & CNC_FRAME_ACTIVE != 0 {
            // One access to the writer per frame: it empties its output as it starts.
            writer.writeFrame(from: repaintsAll ? nil : lastFrame, to: canvas, rows: changedRows,
                              width: Int(columns), height: Int(rows))
            Self.writeFrame(writer.output)
        }
        lastFrame = canvas
        repaintsAll = false
        framesPresented += 1
    }

    /// Composes the frames' bytes.
    private var writer: FrameWriter

    // The two system calls of a key, outside the main actor: a main-actor closure handed to the
    // standard library's `withUnsafe…` functions checks its executor each time it runs (Swift 6's
    // dynamic isolation checks, about 200 instructions each); these closures have no isolation.

    /// Writes a frame's bytes to the terminal.
    private nonisolated static func writeFrame(_ output: [UInt8]) {
        output.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { _ = cnc_write_frame($0.baseAddress, $0.count) }
        }
    }

    /// `read(2)` of up to `buffer.count` bytes into `buffer`.
    private nonisolated static func readBytes(_ descriptor: Int32, into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    }

    /// Reads the input waiting now and hands it to the handler as one burst, as the run loop does
    /// when the input becomes readable; for callers that set `watchesInput` to `false`.
    func handleAvailableInput() {
        inputBecameReadable()
    }

    /// Stops watching input and signals, puts the previous signal handlers back, and leaves curses
    /// mode. Safe to call more than once; `start` takes the terminal back.
    func stop() {
        stopWatchingInput()
        if let watchedSignals { MainRunLoop.shared.unwatch(watchedSignals) }
        watchedSignals = nil
        handler = nil
        cnc_signal_restore()
        if cnc_is_active() != 0 { CursesUILog.logger.debug("terminal stopped") }
        cnc_stop()
    }

    // MARK: Events

    /// Reads what the tty holds now, once, without waiting, and hands it to the handler as one
    /// burst. One read per wake-up, so that signals are handled between the reads of a long paste.
    private func inputBecameReadable() {
        let count = readInput()
        guard count >= 0 else {
            // A closed tty stays readable forever; stop watching it and end the app.
            stopWatchingInput()
            deliver([.terminate(signal: SIGHUP)])
            return
        }
        guard count > 0 else { return }
        readCount &+= 1
        var reports: [TerminalReport] = []
        var decoder = self.decoder
        self.decoder = KeyDecoder()
        let events = decoder.decode(inputBuffer[0..<count], size: size, reports: &reports)
        self.decoder = decoder
        act(on: events, reports: reports)
        scheduleFlush()
    }

    /// Reads into `inputBuffer`: the number of bytes, 0 when there is nothing (a spurious
    /// wake-up), -1 when the tty has gone away.
    private func readInput() -> Int {
        if readDescriptor < 0 {
            // A blocking descriptor: make sure the read cannot wait.
            var descriptor = pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else { return 0 }
        }
        var buffer = inputBuffer
        inputBuffer = []
        let count = Self.readBytes(readDescriptor >= 0 ? readDescriptor : inputDescriptor, into: &buffer)
        inputBuffer = buffer
        if count > 0 { return count }
        if count < 0 && (errno == EAGAIN || errno == EINTR || errno == EWOULDBLOCK) { return 0 }
        return -1
    }

    /// When the decoder holds a cut-off sequence or a paste, decodes it as it is once no input has
    /// come for a while: a lone Escape becomes the Escape key, a cut-off sequence is dropped.
    private func scheduleFlush() {
        guard decoder.isWaiting || decoder.isPasting else { return }
        let reads = readCount
        let delay = decoder.isPasting ? Self.pasteIdleTimeout : Self.escapeDelay
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [reference] in
            MainActor.assumeIsolated {
                guard let self = reference?.owner, self.readCount == reads, self.handler != nil else { return }
                var reports: [TerminalReport] = []
                var decoder = self.decoder
                self.decoder = KeyDecoder()
                let events = decoder.flush(size: self.size, reports: &reports)
                self.decoder = decoder
                self.act(on: events, reports: reports)
            }
        }
    }

    /// Delivers decoded events; the terminal's own keys are acted on here: Ctrl-Z suspends (raw
    /// mode turns it into a byte instead of SIGTSTP) and Ctrl-L redraws the whole screen.
    private func act(on events: [TerminalEvent], reports: [TerminalReport]) {
        for report in reports { apply(report) }
        // Most bursts hold neither key: they go on as they are, without a copy.
        var terminalKeys = false
        for event in events where Self.isTerminalKey(event) {
            terminalKeys = true
            break
        }
        // Decoded input holds no resize (only signals make those), so `deliver`'s look for one is
        // skipped too.
        guard terminalKeys else {
            if !events.isEmpty { handler?(events) }
            return
        }
        var burst: [TerminalEvent] = []
        var redraw = false
        for event in events {
            if case .key(let press) = event, press.modifiers == .control, press.key == "z" {
                deliver(burst)
                burst = []
                suspend()
            } else if case .key(let press) = event, press.modifiers == .control, press.key == "l" {
                redraw = true
            } else {
                burst.append(event)
            }
        }
        deliver(burst)
        if redraw { repaint() }
    }

    /// Whether `event` is Ctrl-Z or Ctrl-L, which the terminal acts on itself.
    private nonisolated static func isTerminalKey(_ event: TerminalEvent) -> Bool {
        guard case .key(let press) = event, press.modifiers == .control else { return false }
        return press.key == "z" || press.key == "l"
    }

    /// Acts on what the terminal said about itself.
    private func apply(_ report: TerminalReport) {
        switch report {
        case .synchronizedOutput(let supported):
            CursesUILog.logger.debug("synchronized output \(supported ? "supported" : "not supported") by the terminal")
            if supported && synchronizedOutputSetting == .detect { synchronizesOutput = true }
        }
    }

    /// Gives the terminal back to the shell and stops, as Ctrl-Z does in a cooked tty. When the
    /// shell continues the process, takes the terminal back and redraws every cell, at the size
    /// the terminal has now.
    private func suspend() {
        CursesUILog.logger.debug("suspending")
        guard cnc_suspend() == 0 else { return }
        CursesUILog.logger.debug("continued")
        cnc_resize_from_tty()
        repaint()
        deliver([.resize(width: size.width, height: size.height)])
    }

    /// Rewrites every cell of the last frame, for a screen whose contents are unknown.
    private func repaint() {
        guard let last = lastFrame else { return }
        repaintsAll = true
        present(last)
    }

    private func stopWatchingInput() {
        if let watchedInput { MainRunLoop.shared.unwatch(watchedInput) }
        watchedInput = nil
    }

    /// Handles the signals the C handlers wrote to the self-pipe, outside signal context:
    /// SIGWINCH resizes curses to the tty, the others ask the app to end.
    private func signalsArrived(on fd: Int32) {
        var events: [TerminalEvent] = []
        var resized = false
        var suspendRequested = false
        var continued = false
        var buffer = [UInt8](repeating: 0, count: 32)
        while true {
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { break }
            for byte in buffer[0..<count] {
                let signal = Int32(byte)
                CursesUILog.logger.debug("signal \(signal)")
                if signal == SIGWINCH {
                    resized = true
                } else if signal == SIGTSTP {
                    suspendRequested = true
                } else if signal == SIGCONT {
                    // Continued after a stop that was not ours (SIGSTOP): the screen may be anything.
                    continued = true
                } else {
                    events.append(.terminate(signal: signal))
                }
            }
        }
        if suspendRequested {
            suspend()
        } else if continued {
            resized = true
        }
        if resized {
            cnc_resize_from_tty()
            CursesUILog.logger.debug("resized to \(size.width)x\(size.height)")
            if let lastFrame, lastFrame.width == size.width, lastFrame.height == size.height {
                // The same size (a SIGWINCH sent to ask for a redraw, or a continue): the screen
                // may hold anything, so every cell is written again.
                repaint()
            } else {
                repaintsAll = true
                events.append(.resize(width: size.width, height: size.height))
            }
        }
        deliver(events)
    }

    /// Hands one burst to the handler; several resizes in it become one, placed first.
    private func deliver(_ burst: [TerminalEvent]) {
        guard !burst.isEmpty else { return }
        // Most bursts hold no resize: they go on as they are, without a copy.
        var resizes = false
        for event in burst where Self.isResize(event) {
            resizes = true
            break
        }
        guard resizes else {
            handler?(burst)
            return
        }
        var events: [TerminalEvent] = []
        var resize: TerminalEvent?
        for event in burst {
            if case .resize = event { resize = event } else { events.append(event) }
        }
        if let resize {
            repaintsAll = true
            events.insert(resize, at: 0)
        }
        handler?(events)
    }

    private nonisolated static func isResize(_ event: TerminalEvent) -> Bool {
        if case .resize = event { return true }
        return false
    }
}
