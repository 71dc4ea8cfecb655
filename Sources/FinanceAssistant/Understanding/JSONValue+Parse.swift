/// A strict JSON reader for one document (a JSONL line, a request body).
///
/// Foundation's `JSONDecoder` is slow on Linux, says nothing about where a
/// syntax error is, accepts trailing commas and keeps the first of duplicate
/// keys. This reader is fast, rejects all three, and reports the column.
extension JSONValue {
    /// A syntax error and the 1-based column (in bytes) where it was found.
    public struct SyntaxError: Error, CustomStringConvertible, Sendable {
        public var column: Int
        public var message: String
        public var description: String { "\(message) at column \(column)" }
    }

    /// Parses UTF-8 text holding exactly one JSON value.
    public static func parse(_ text: String) throws -> JSONValue {
        var text = text
        return try text.withUTF8 { buffer in
            var reader = Reader(bytes: buffer)
            reader.skipSpace()
            let value = try reader.value(depth: 0)
            reader.skipSpace()
            guard reader.i == buffer.count else { throw reader.error("unexpected text after the value") }
            return value
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var i = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        func error(_ message: String) -> SyntaxError { SyntaxError(column: i + 1, message: message) }

        mutating func skipSpace() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 {
                i += 1
            }
        }

        mutating func value(depth: Int) throws -> JSONValue {
            guard depth < 200 else { throw error("nested too deeply") }
            guard i < bytes.count else { throw error("unexpected end of text") }
            switch bytes[i] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[i])))'")
            }
        }

        mutating func literal(_ word: StaticString) throws {
            let n = word.utf8CodeUnitCount
            guard i + n <= bytes.count else { throw error("unexpected end of text") }
            for k in 0..<n where bytes[i + k] != word.utf8Start[k] { throw error("unknown word") }
            i += n
        }

        mutating func object(depth: Int) throws -> JSONValue {
            i += 1
            var fields: [String: JSONValue] = [:]
            // Sized once for the few keys most objects hold, not grown (and rehashed) key by key.
            fields.reserveCapacity(8)
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
                i += 1
                return .object(fields)
            }
            while true {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a \"key\"") }
                let keyColumn = i + 1
                let key = try string()
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                    throw error("expected ':' after \"\(key)\"")
                }
                i += 1
                skipSpace()
                let v = try value(depth: depth + 1)
                guard fields.updateValue(v, forKey: key) == nil else {
                    throw SyntaxError(column: keyColumn, message: "duplicate key \"\(key)\"")
                }
                skipSpace()
                guard i < bytes.count else { throw error("unexpected end of text in an object") }
                if bytes[i] == UInt8(ascii: ",") {
                    i += 1
                    skipSpace()
                    if i < bytes.count, bytes[i] == UInt8(ascii: "}") { throw error("trailing comma") }
                    continue
                }
                guard bytes[i] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
                i += 1
                return .object(fields)
            }
        }

        mutating func array(depth: Int) throws -> JSONValue {
            i += 1
            var items: [JSONValue] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
                i += 1
                return .array(items)
            }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw error("unexpected end of text in an array") }
                if bytes[i] == UInt8(ascii: ",") {
                    i += 1
                    skipSpace()
                    if i < bytes.count, bytes[i] == UInt8(ascii: "]") { throw error("trailing comma") }
                    continue
                }
                guard bytes[i] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
                i += 1
                return .array(items)
            }
        }

        mutating func string() throws -> String {
            i += 1
            let start = i
            // Fast path: no escapes.
            while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\") {
                guard bytes[i] >= 0x20 else { throw error("control character in a string") }
                i += 1
            }
            guard i < bytes.count else { throw error("unterminated string") }
            if bytes[i] == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                i += 1
                return s
            }
            var out = Array(bytes[start..<i])
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    i += 1
                    return String(decoding: out, as: UTF8.self)
                }
                guard b >= 0x20 else { throw error("control character in a string") }
                if b != UInt8(ascii: "\\") {
                    out.append(b)
                    i += 1
                    continue
                }
                i += 1
                guard i < bytes.count else { throw error("unterminated escape") }
                switch bytes[i] {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "\\"), bytes[i + 2] == UInt8(ascii: "u")
                        else {
                            throw error("unpaired surrogate")
                        }
                        i += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default: throw error("invalid escape")
                }
                i += 1
            }
            throw error("unterminated string")
        }

        /// Reads the 4 hex digits after `\u`; leaves `i` on the last one.
        mutating func hex4() throws -> UInt32 {
            guard i + 4 < bytes.count else { throw error("short \\u escape") }
            var v: UInt32 = 0
            for k in 1...4 {
                let c = bytes[i + k]
                let d: UInt8
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - 48
                case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - 87
                case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - 55
                default: throw error("invalid \\u escape")
                }
                v = v * 16 + UInt32(d)
            }
            i += 4
            return v
        }

        mutating func number() throws -> Double {
            let start = i
            if bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard i < bytes.count, (48...57).contains(bytes[i]) else { throw error("invalid number") }
            if bytes[i] == 48, i + 1 < bytes.count, (48...57).contains(bytes[i + 1]) { throw error("leading zero") }
            while i < bytes.count, (48...57).contains(bytes[i]) { i += 1 }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                guard i < bytes.count, (48...57).contains(bytes[i]) else { throw error("invalid number") }
                while i < bytes.count, (48...57).contains(bytes[i]) { i += 1 }
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                i += 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
                guard i < bytes.count, (48...57).contains(bytes[i]) else { throw error("invalid number") }
                while i < bytes.count, (48...57).contains(bytes[i]) { i += 1 }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            // "1e400" parses as infinity, which no JSON document can hold.
            guard let d = Double(text), d.isFinite else { throw error("number out of range") }
            return d
        }
    }
}
