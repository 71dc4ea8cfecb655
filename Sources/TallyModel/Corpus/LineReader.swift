import Foundation

/// Reads a text file line by line in 64 KiB chunks, so a big report's
/// `cases.jsonl` never sits in memory whole — or the lines of bytes already
/// read (a set's case files, read once for their hash). Lines are numbered
/// from 1. Each byte is scanned once, so a 10 MB line costs what ten thousand
/// short ones do.
///
/// Lines must be UTF-8 without a byte-order mark; a bad line throws an
/// `InputError` naming it (never silently repaired).
package struct LineReader {
    private let handle: FileHandle?
    private let file: String
    private var buffer: [UInt8] = []
    /// The bytes already read (`init(data:)`), read where they lie: a copy doubled a big set's memory.
    private let data: Data?
    /// Where the unread part of `buffer` starts, and how far it is known to hold no newline.
    private var head = 0
    private var scanned = 0
    private var atEnd = false
    private var lineNumber = 0

    package init(url: URL) throws {
        file = DisplayPath.of(url)
        data = nil
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw InputError(file: file, "cannot read this file")
        }
    }

    /// The lines of `data`; `file` names it in messages.
    package init(data: Data, file: String) {
        self.file = file
        handle = nil
        self.data = data
        atEnd = true
    }

    /// The bytes being read: the data given, or the buffer of what was read from the file.
    private func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        guard let data else { return try buffer.withUnsafeBufferPointer(body) }
        return try data.withUnsafeBytes { try body($0.bindMemory(to: UInt8.self)) }
    }

    /// The next line (without its `\n` or `\r\n`), or nil at the end.
    package mutating func next() throws -> (number: Int, text: String)? {
        if let data {
            let (from, count) = (scanned, data.count)
            if let newline = withBytes({ $0[from..<count].firstIndex(of: 0x0A) }) {
                let line = try take(upTo: newline)
                head = newline + 1
                scanned = head
                return line
            }
            guard head < count else { return nil }
            let line = try take(upTo: count)
            head = count
            scanned = head
            return line
        }
        while true {
            if let newline = buffer[scanned...].firstIndex(of: 0x0A) {
                let line = try take(upTo: newline)
                head = newline + 1
                scanned = head
                return line
            }
            scanned = buffer.count
            if atEnd {
                guard head < buffer.count else {
                    try? handle?.close()
                    return nil
                }
                let line = try take(upTo: buffer.count)
                head = buffer.count
                scanned = head
                return line
            }
            // Drop what was read before growing, so the buffer holds one line at most plus a chunk.
            if head > 0 {
                buffer.removeFirst(head)
                scanned -= head
                head = 0
            }
            let chunk: Data
            do {
                chunk = try handle?.read(upToCount: 65_536) ?? Data()
            } catch {
                throw InputError(
                    file: file, line: lineNumber + 1, "cannot read this file (\(error.localizedDescription))")
            }
            if chunk.isEmpty { atEnd = true } else { buffer.append(contentsOf: chunk) }
        }
    }

    private mutating func take(upTo end: Int) throws -> (number: Int, text: String) {
        lineNumber += 1
        let (file, lineNumber, head) = (file, lineNumber, head)
        let text = try withBytes { all -> String in
            var stop = end
            if stop > head, all[stop - 1] == 0x0D { stop -= 1 }
            let bytes = UnsafeBufferPointer(rebasing: all[head..<stop])
            if lineNumber == 1, TextFile.hasBOM(bytes) {
                throw InputError(
                    file: file, line: 1, "the file starts with a byte-order mark (BOM); save it as UTF-8 without BOM")
            }
            if let bad = TextFile.firstInvalidUTF8(bytes) {
                let hex = String(bytes[bad], radix: 16, uppercase: true)
                throw InputError(
                    file: file, line: lineNumber,
                    "invalid UTF-8 (byte 0x\(hex) at byte \(bad + 1) of the line); save the file as UTF-8")
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return (lineNumber, text)
    }
}
