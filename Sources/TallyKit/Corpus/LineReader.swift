import Foundation

/// Reads a text file line by line in 64 KiB chunks, so a 100,000-line case
/// file never sits in memory whole. Lines are numbered from 1.
struct LineReader: Sequence, IteratorProtocol {
    private let handle: FileHandle
    private var buffer = Data()
    private var atEnd = false
    private var lineNumber = 0

    init(url: URL) throws {
        handle = try FileHandle(forReadingFrom: url)
    }

    mutating func next() -> (number: Int, text: String)? {
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let lineData = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                lineNumber += 1
                return (lineNumber, LineReader.decode(lineData))
            }
            if atEnd {
                guard !buffer.isEmpty else {
                    try? handle.close()
                    return nil
                }
                let rest = buffer
                buffer = Data()
                lineNumber += 1
                return (lineNumber, LineReader.decode(rest))
            }
            let chunk = handle.readData(ofLength: 65_536)
            if chunk.isEmpty { atEnd = true } else { buffer.append(chunk) }
        }
    }

    /// Invalid UTF-8 becomes U+FFFD rather than dropping the line.
    private static func decode(_ data: Data) -> String {
        var text = String(decoding: data, as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
