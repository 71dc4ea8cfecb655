import Foundation

/// Text files as Tally reads them: UTF-8, no byte-order mark. Invalid bytes
/// are an error naming the line, never silently replaced (a replaced byte
/// would change a question, and the set's hash would no longer say so).
package enum TextFile {
    /// The whole file, checked.
    package static func read(_ url: URL, what: String) throws -> (data: Data, text: String) {
        let shown = DisplayPath.of(url)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw InputError(file: shown, "cannot read \(what)")
        }
        return (data, try decode(data, file: shown))
    }

    /// `data` as a string, or the error of its first bad byte.
    package static func decode(_ data: Data, file: String, firstLine: Int = 1) throws -> String {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            if firstLine == 1, hasBOM(bytes) {
                throw InputError(
                    file: file, line: 1, "the file starts with a byte-order mark (BOM); save it as UTF-8 without BOM")
            }
            if let bad = firstInvalidUTF8(bytes) {
                var line = firstLine
                var column = 1
                for b in bytes[..<bad] {
                    if b == 0x0A {
                        line += 1
                        column = 1
                    } else {
                        column += 1
                    }
                }
                let hex = String(bytes[bad], radix: 16, uppercase: true)
                throw InputError(
                    file: file, line: line,
                    "invalid UTF-8 (byte 0x\(hex) at byte \(column) of the line); save the file as UTF-8")
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    static func hasBOM(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The offset of the first byte that does not start or continue a valid
    /// UTF-8 sequence (overlongs, surrogates and code points past U+10FFFF are
    /// invalid, as in RFC 3629); nil when all of it is valid.
    static func firstInvalidUTF8(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        let n = b.count
        while i < n {
            let c = b[i]
            if c < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch c {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upper = 0x9F
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upper = 0x8F
            default: return i
            }
            guard i + length <= n else { return i }
            guard (lower...upper).contains(b[i + 1]) else { return i }
            for k in 2..<max(2, length) where !(0x80...0xBF).contains(b[i + k]) { return i }
            i += length
        }
        return nil
    }
}
