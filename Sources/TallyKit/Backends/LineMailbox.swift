import Foundation
import TallyModel
import TallyReports

/// The lines a child process writes on one pipe, handed to one waiting task at a time.
///
/// A reader thread (`PipeReader`) pushes complete lines and finally closes the
/// mailbox at end of file. The task holding the process awaits `next(deadline:)`,
/// which also returns when the deadline passes or the task is cancelled — so a
/// silent child never holds a turn past its limit. One waiter at a time: the
/// pool lends a process to one request at a time.
final class LineMailbox: Sendable {
    enum Event: Sendable, Equatable {
        case line(String)
        /// End of file: the child closed its output (it exited, or was killed).
        case closed
        case timedOut
        case cancelled
    }

    private struct Waiter: Sendable {
        var id: UInt64
        var continuation: CheckedContinuation<Event, Never>
        var deadline: DispatchTime
    }

    /// One sleeping task that times the waiter out, armed for the earliest deadline it must
    /// see. A reply does not disarm it and a new wait with a later deadline does not re-arm it:
    /// when it wakes early for the waiter of the moment, it re-arms for that one's deadline.
    /// So a turn costs no timer of its own (a task and two dispatch timer updates a turn were
    /// most of a plugin round trip's overhead), and a 30 s timeout wakes it every 30 s at most.
    private struct Watchdog: Sendable {
        var until: DispatchTime
        var generation: UInt64
        var task: Task<Void, Never>?
    }

    private struct State: Sendable {
        var lines: [String] = []
        var head = 0
        var isClosed = false
        var waiter: Waiter?
        var lastWaiterID: UInt64 = 0
        var watchdog: Watchdog?
        var lastWatchdog: UInt64 = 0
    }

    private let state = Locked(State())

    /// Lines queued with nobody waiting beyond this are dropped: a plugin that
    /// floods stdout between requests cannot grow Tally's memory (the next
    /// read then sees an unexpected line, and the process is replaced).
    static let maxQueuedLines = 1024

    /// Called by the reader thread for each complete line.
    func push(_ line: String) {
        let waiting = state.withLock { s -> Waiter? in
            if let w = s.waiter {
                s.waiter = nil
                return w
            }
            if s.lines.count - s.head < LineMailbox.maxQueuedLines { s.lines.append(line) }
            return nil
        }
        waiting?.continuation.resume(returning: .line(line))
    }

    /// Called by the reader thread at end of file; lines already pushed are still served first.
    func close() {
        let (waiting, watchdog) = state.withLock { s -> (Waiter?, Task<Void, Never>?) in
            s.isClosed = true
            defer {
                s.waiter = nil
                s.watchdog = nil
            }
            return (s.waiter, s.watchdog?.task)
        }
        watchdog?.cancel()
        waiting?.continuation.resume(returning: .closed)
    }

    /// The next line, or why there is none before `deadline`.
    func next(deadline: DispatchTime) async -> Event {
        let id = state.withLock { s -> UInt64 in
            s.lastWaiterID += 1
            return s.lastWaiterID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Event, Never>) in
                let immediate = state.withLock { s -> Event? in
                    if s.head < s.lines.count {
                        let line = s.lines[s.head]
                        s.head += 1
                        if s.head == s.lines.count {
                            s.lines.removeAll(keepingCapacity: true)
                            s.head = 0
                        }
                        return .line(line)
                    }
                    // Checked under the lock: a cancellation that ran before the
                    // waiter was stored found nothing to resume.
                    if s.isClosed { return .closed }
                    if Task.isCancelled { return .cancelled }
                    if DispatchTime.now() >= deadline { return .timedOut }
                    s.waiter = Waiter(id: id, continuation: continuation, deadline: deadline)
                    return nil
                }
                if let immediate {
                    continuation.resume(returning: immediate)
                    return
                }
                arm(for: deadline)
            }
        } onCancel: {
            finish(id, with: .cancelled)
        }
    }

    /// Makes sure the watchdog wakes by `deadline`; an armed one that wakes first is left as it is.
    private func arm(for deadline: DispatchTime) {
        let armed = state.withLock { s -> (generation: UInt64, superseded: Task<Void, Never>?)? in
            if s.isClosed { return nil }
            if let w = s.watchdog, w.until <= deadline { return nil }
            let superseded = s.watchdog?.task
            s.lastWatchdog += 1
            s.watchdog = Watchdog(until: deadline, generation: s.lastWatchdog, task: nil)
            return (s.lastWatchdog, superseded)
        }
        guard let armed else { return }
        armed.superseded?.cancel()
        let generation = armed.generation
        let task = Task { [weak self] in
            let now = DispatchTime.now().uptimeNanoseconds
            let end = deadline.uptimeNanoseconds
            if end > now { try? await Task.sleep(nanoseconds: end - now) }
            guard !Task.isCancelled else { return }
            self?.watchdogWoke(generation)
        }
        // Superseded (or closed) while the task was made: then it has nothing to do.
        let kept = state.withLock { s -> Bool in
            guard s.watchdog?.generation == generation else { return false }
            s.watchdog?.task = task
            return true
        }
        if !kept { task.cancel() }
    }

    /// The watchdog's wake-up: times the waiter out if its deadline has passed, else re-arms for it.
    private func watchdogWoke(_ generation: UInt64) {
        let (expired, later) = state.withLock { s -> (Waiter?, DispatchTime?) in
            guard s.watchdog?.generation == generation else { return (nil, nil) }
            s.watchdog = nil
            guard let w = s.waiter else { return (nil, nil) }
            guard DispatchTime.now() >= w.deadline else { return (nil, w.deadline) }
            s.waiter = nil
            return (w, nil)
        }
        expired?.continuation.resume(returning: .timedOut)
        if let later { arm(for: later) }
    }

    /// Resumes waiter `id` with `event` if it is still waiting.
    private func finish(_ id: UInt64, with event: Event) {
        let waiting = state.withLock { s -> Waiter? in
            guard let w = s.waiter, w.id == id else { return nil }
            s.waiter = nil
            return w
        }
        waiting?.continuation.resume(returning: event)
    }
}

/// Reads a pipe to end of file on its own thread and splits it into lines.
///
/// A blocking `read(2)` on a dedicated thread, never `FileHandle.read(upToCount:)`
/// (which blocks on a pipe until the count is met) and never
/// `availableData` (which traps on a read error).
enum PipeReader {
    /// A line longer than this is handed over as it is (it can only be garbage).
    static let maxLineBytes = 4 << 20

    static func start(
        _ handle: FileHandle, name: String, onLine: @escaping @Sendable (String) -> Void,
        onEnd: @escaping @Sendable () -> Void
    ) {
        let thread = Thread {
            let fd = handle.fileDescriptor
            var pending: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = chunk.withUnsafeMutableBytes { POSIX.read(fd, $0.baseAddress!, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 { break }
                pending.append(contentsOf: chunk[0..<count])
                var start = 0
                while let newline = pending[start...].firstIndex(of: 0x0A) {
                    onLine(decode(pending[start..<newline]))
                    start = newline + 1
                }
                if start > 0 { pending.removeFirst(start) }
                if pending.count > maxLineBytes {
                    onLine(decode(pending[...]))
                    pending.removeAll()
                }
            }
            // A last line without a newline still counts (a reply written just before exiting).
            if !pending.isEmpty { onLine(decode(pending[...])) }
            onEnd()
            _ = handle  // the handle (and its descriptor) lives as long as the thread reads it
        }
        thread.name = name
        thread.start()
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        var slice = bytes
        if slice.last == 0x0D { slice = slice.dropLast() }
        return String(decoding: slice, as: UTF8.self)
    }
}
