import Foundation

/// The lines a child process writes on one pipe, handed to one waiting task at a time.
///
/// A reader thread (`PipeReader`) pushes complete lines and finally closes the
/// mailbox at end of file. The task holding the process awaits `next(deadline:)`,
/// which also returns when the deadline passes or the task is cancelled — so a
/// silent child never holds a turn past its limit. One waiter at a time: the
/// pool lends a process to one request at a time.
final class LineMailbox: @unchecked Sendable {
    enum Event: Sendable, Equatable {
        case line(String)
        /// End of file: the child closed its output (it exited, or was killed).
        case closed
        case timedOut
        case cancelled
    }

    private let lock = NSLock()
    private var lines: [String] = []
    private var head = 0
    private var isClosed = false
    private var waiter: (id: UInt64, continuation: CheckedContinuation<Event, Never>)?
    private var lastWaiterID: UInt64 = 0
    /// One re-armed timer for the waiter's deadline (a timer per wait would
    /// linger for the whole timeout after every fast reply).
    private var timer: DispatchSourceTimer?
    private var timerDeadline = DispatchTime.distantFuture

    /// Lines queued with nobody waiting beyond this are dropped: a plugin that
    /// floods stdout between requests cannot grow Tally's memory (the next
    /// read then sees an unexpected line, and the process is replaced).
    static let maxQueuedLines = 1024

    deinit {
        timer?.cancel()
    }

    /// Called by the reader thread for each complete line.
    func push(_ line: String) {
        lock.lock()
        if let waiting = waiter {
            waiter = nil
            lock.unlock()
            waiting.continuation.resume(returning: .line(line))
            return
        }
        if lines.count - head < LineMailbox.maxQueuedLines { lines.append(line) }
        lock.unlock()
    }

    /// Called by the reader thread at end of file; lines already pushed are still served first.
    func close() {
        lock.lock()
        isClosed = true
        let waiting = waiter
        waiter = nil
        lock.unlock()
        waiting?.continuation.resume(returning: .closed)
    }

    /// The next line, or why there is none before `deadline`.
    func next(deadline: DispatchTime) async -> Event {
        let id = newWaiterID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Event, Never>) in
                lock.lock()
                if head < lines.count {
                    let line = lines[head]
                    head += 1
                    if head == lines.count {
                        lines.removeAll(keepingCapacity: true)
                        head = 0
                    }
                    lock.unlock()
                    continuation.resume(returning: .line(line))
                    return
                }
                // Checked under the lock: a cancellation that ran before the
                // waiter was stored found nothing to resume.
                let immediate: Event? =
                    isClosed
                    ? .closed : Task.isCancelled ? .cancelled : DispatchTime.now() >= deadline ? .timedOut : nil
                if let immediate {
                    lock.unlock()
                    continuation.resume(returning: immediate)
                    return
                }
                waiter = (id, continuation)
                arm(deadline)
                lock.unlock()
            }
        } onCancel: {
            finish(id, with: .cancelled)
        }
    }

    /// Points the timer at `deadline` (called with the lock held).
    private func arm(_ deadline: DispatchTime) {
        timerDeadline = deadline
        if let timer {
            timer.schedule(deadline: deadline)
            return
        }
        let source = DispatchSource.makeTimerSource(queue: .global())
        source.setEventHandler { [weak self] in self?.expire() }
        source.schedule(deadline: deadline)
        source.activate()
        timer = source
    }

    /// The timer fired: time out the waiter whose deadline has passed.
    private func expire() {
        lock.lock()
        guard let waiting = waiter, DispatchTime.now() >= timerDeadline else {
            lock.unlock()
            return
        }
        waiter = nil
        lock.unlock()
        waiting.continuation.resume(returning: .timedOut)
    }

    private func newWaiterID() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        lastWaiterID += 1
        return lastWaiterID
    }

    /// Resumes waiter `id` with `event` if it is still waiting.
    private func finish(_ id: UInt64, with event: Event) {
        lock.lock()
        guard let waiting = waiter, waiting.id == id else {
            lock.unlock()
            return
        }
        waiter = nil
        lock.unlock()
        waiting.continuation.resume(returning: event)
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
                let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
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
