import Foundation
import _AutoFillSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program once: writes `input` to its standard input, reads its standard output until
/// it closes, and kills the program's whole process group when the deadline passes or the
/// output grows past the limit. Standard error goes to /dev/null: a provider's diagnostics may
/// hold anything, and nothing of it reaches our errors or logs.
///
/// The program runs in a process group of its own, so that killing it also kills what it
/// started (`pass` runs `gpg`). Its standard input is a socket, written with `MSG_NOSIGNAL`, so
/// a program that exits without reading cannot kill this process with `SIGPIPE`.
enum ChildProcess {
    enum Outcome: Sendable {
        /// The program exited with `status` after closing its output.
        case exited(status: Int32, output: [UInt8])
        /// The program was killed by a signal it did not get from us.
        case signaled(Int32, output: [UInt8])
        /// The deadline passed; the program was killed.
        case timedOut
        /// The output passed the limit; the program was killed.
        case outputTooLarge
        /// The program could not be started (`errno`).
        case launchFailed(Int32)
    }

    static func run(_ command: [String], input: [UInt8], timeout: Duration, maximumOutput: Int) async -> Outcome {
        // A thread of its own: the wait blocks, and blocking a shared pool's threads (the
        // cooperative pool, or Dispatch's few workers) would hold up every other request.
        await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(
                    returning: runBlocking(command, input: input, timeout: timeout, maximumOutput: maximumOutput))
            }
            thread.stackSize = 256 * 1024
            thread.start()
        }
    }

    private static func monotonicNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    #if os(Linux)
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let addCloseFrom: AddCloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        else { return nil }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)
    }()
    #endif

    static func runBlocking(_ command: [String], input: [UInt8], timeout: Duration, maximumOutput: Int) -> Outcome {
        guard !command.isEmpty else { return .launchFailed(ENOENT) }
        let deadline = monotonicNow() + timeout.seconds

        var inputPair: [Int32] = [-1, -1]
        #if canImport(Darwin)
        let streamType = SOCK_STREAM
        #else
        let streamType = Int32(SOCK_STREAM.rawValue)
        #endif
        guard socketpair(AF_UNIX, streamType, 0, &inputPair) == 0 else { return .launchFailed(errno) }
        var outputPipe: [Int32] = [-1, -1]
        guard pipe(&outputPipe) == 0 else {
            close(inputPair[0])
            close(inputPair[1])
            return .launchFailed(errno)
        }
        // The parent's ends must not leak into other children.
        _ = fcntl(inputPair[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(outputPipe[0], F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPair[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, inputPair[0])
        posix_spawn_file_actions_addclose(&actions, outputPipe[1])
        #if os(Linux)
        // Nothing else of this process (the vault's database, the server's sockets) reaches the
        // provider, even a descriptor someone opened without close-on-exec. (glibc 2.34 and
        // later; the Swift Glibc module does not declare it, so it is looked up.)
        if let closeFrom = Self.addCloseFrom {
            _ = closeFrom(&actions, 3)
        }
        #endif

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        #if canImport(Darwin)
        posix_spawnattr_setflags(
            &attributes,
            Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_CLOEXEC_DEFAULT))
        #else
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        #endif

        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned =
            command[0].contains("/")
            ? posix_spawn(&pid, command[0], &actions, &attributes, &argv, environ)
            : posix_spawnp(&pid, command[0], &actions, &attributes, &argv, environ)
        close(inputPair[0])
        close(outputPipe[1])
        guard spawned == 0 else {
            close(inputPair[1])
            close(outputPipe[0])
            return .launchFailed(spawned)
        }

        let writeFD = inputPair[1]
        let readFD = outputPipe[0]
        _ = fcntl(writeFD, F_SETFL, fcntl(writeFD, F_GETFL) | O_NONBLOCK)
        var written = 0
        var writeOpen = true
        if input.isEmpty {
            shutdown(writeFD, Int32(SHUT_WR))
            close(writeFD)
            writeOpen = false
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var failure: Outcome?

        func terminate() {
            _ = kill(-pid, SIGKILL)
            _ = kill(pid, SIGKILL)
        }

        loop: while true {
            let remaining = deadline - monotonicNow()
            if remaining <= 0 {
                failure = .timedOut
                break
            }
            var fds = [pollfd(fd: readFD, events: Int16(POLLIN), revents: 0)]
            if writeOpen { fds.append(pollfd(fd: writeFD, events: Int16(POLLOUT), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining * 1000, 1000).rounded(.up)))
            if ready < 0 {
                if errno == EINTR { continue }
                failure = .launchFailed(errno)
                break
            }
            if writeOpen, fds.count > 1, fds[1].revents != 0 {
                let count = input.withUnsafeBytes { bytes in
                    send(writeFD, bytes.baseAddress! + written, bytes.count - written, Int32(MSG_NOSIGNAL))
                }
                if count > 0 { written += count }
                if count < 0 && errno != EAGAIN && errno != EINTR || written == input.count {
                    // Done, or the program stopped reading: either way, it has all it will get.
                    shutdown(writeFD, Int32(SHUT_WR))
                    close(writeFD)
                    writeOpen = false
                }
            }
            if fds[0].revents != 0 {
                let count = read(readFD, &buffer, buffer.count)
                if count > 0 {
                    output.append(contentsOf: buffer[0..<count])
                    if output.count > maximumOutput {
                        failure = .outputTooLarge
                        break loop
                    }
                } else if count == 0 {
                    break loop
                } else if errno != EINTR && errno != EAGAIN {
                    break loop
                }
            }
        }
        if writeOpen { close(writeFD) }
        close(readFD)

        if let failure {
            terminate()
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
            return failure
        }
        // The output is closed; give the program until the deadline to exit.
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0 && errno != EINTR { return .exited(status: -1, output: output) }
            if monotonicNow() >= deadline {
                terminate()
                _ = waitpid(pid, &status, 0)
                return .timedOut
            }
            usleep(2000)
        }
        // Anything the program left running in its group goes with it.
        _ = kill(-pid, SIGKILL)
        if status & 0x7f == 0 {
            return .exited(status: (status >> 8) & 0xff, output: output)
        }
        return .signaled(status & 0x7f, output: output)
    }
}
