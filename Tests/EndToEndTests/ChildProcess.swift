import Foundation

/// A pseudo-terminal pair opened with `openpty`: the test holds the master, a child gets the
/// slave as a real tty, and everything the child writes to it can be read back from the master.
final class PseudoTerminal {
    /// The master side, kept by the test.
    let master: Int32
    /// The slave device's path, opened by whoever should see a tty.
    let slavePath: String

    init(width: Int = 80, height: Int = 24) throws {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        var name = [CChar](repeating: 0, count: 128)
        // Under the spawn lock until the master is close-on-exec, so no child inherits it.
        ChildProcess.spawnLock.lock()
        defer { ChildProcess.spawnLock.unlock() }
        guard openpty(&master, &slave, &name, nil, &size) == 0 else {
            throw EndToEndError(description: "could not open a pseudo-terminal: errno \(errno)")
        }
        // Only the child holds the slave, opened by name, so the master sees it hang up.
        close(slave)
        self.master = master
        slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    }

    deinit { close(master) }

    /// Everything written to the slave so far, without waiting for more.
    func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0, descriptor.revents & Int16(POLLIN) != 0 else { break }
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
}

/// Runs an executable to completion with chosen standard streams and environment, and reports its
/// exit status and what it wrote. Built on `posix_spawn` and `waitpid`, as `TmuxSession` is.
enum ChildProcess {
    /// Where one of the child's standard streams goes.
    enum Stream {
        /// `/dev/null`.
        case null
        /// A path opened for reading and writing (a pty slave).
        case path(String)
        /// A fresh pipe whose contents the result reports.
        case capture
    }

    /// How a child ended and what it wrote to captured streams.
    struct Result {
        /// The exit code, or `nil` when a signal ended the child.
        var exitCode: Int32?
        /// The signal that ended the child, if one did.
        var signal: Int32?
        var standardOutput: [UInt8]
        var standardError: [UInt8]
        var errorText: String { String(decoding: standardError, as: UTF8.self) }
    }

    /// Serializes spawning with making descriptors that are not close-on-exec from the start
    /// (pipes, a pseudo-terminal's master), so no child inherits another test's descriptor.
    /// Every spawner of the end-to-end tests takes it.
    static let spawnLock = NSLock()

    static func run(_ path: String, arguments: [String] = [], stdin: Stream, stdout: Stream, stderr: Stream = .capture,
                    environment: [String: String]) throws -> Result {
        spawnLock.lock()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var readEnds: [Int32: Int32] = [:]
        var writeEnds: [Int32] = []
        for (target, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
            switch stream {
            case .null:
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_RDWR, 0)
            case .path(let path):
                posix_spawn_file_actions_addopen(&actions, target, path, O_RDWR | O_NOCTTY, 0)
            case .capture:
                var fds: [Int32] = [-1, -1]
                guard pipe(&fds) == 0 else { spawnLock.unlock(); throw EndToEndError(description: "pipe failed") }
                _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
                _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
                posix_spawn_file_actions_adddup2(&actions, fds[1], target)
                readEnds[target] = fds[0]
                writeEnds.append(fds[1])
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        writeEnds.forEach { close($0) }
        spawnLock.unlock()
        guard result == 0 else {
            readEnds.values.forEach { close($0) }
            throw EndToEndError(description: "could not start \(path): error \(result)")
        }
        // The streams are small (one line), so reading them one after the other cannot deadlock.
        let output = readEnds[1].map(readAll) ?? []
        let error = readEnds[2].map(readAll) ?? []
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return Result(exitCode: signal == 0 ? (status >> 8) & 0xFF : nil, signal: signal == 0 ? nil : signal,
                      standardOutput: output, standardError: error)
    }

    private static func readAll(_ fd: Int32) -> [UInt8] {
        defer { close(fd) }
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count > 0 { data += buffer[0..<count]; continue }
            if count < 0 && errno == EINTR { continue }
            return data
        }
    }
}
