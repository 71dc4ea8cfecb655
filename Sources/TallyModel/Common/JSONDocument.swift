import FinanceAssistant
import Foundation

/// A JSON file a person writes (a manifest, a ledger, a policy): read as
/// strict UTF-8, parsed by the strict reader (no trailing commas, no
/// duplicate keys), a syntax error named by file and line.
package enum JSONDocument {
    static func read(_ url: URL, what: String) throws -> (data: Data, value: JSONValue) {
        let (data, text) = try TextFile.read(url, what: what)
        return (data, try parse(text, file: DisplayPath.of(url)))
    }

    package static func parse(_ text: String, file: String) throws -> JSONValue {
        do {
            return try JSONValue.parse(text)
        } catch let e as JSONValue.SyntaxError {
            // The reader counts bytes from the start; people count lines.
            var line = 1
            var column = 1
            for (offset, byte) in text.utf8.enumerated() {
                if offset + 1 >= e.column { break }
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            throw InputError(file: file, line: line, "malformed JSON: \(e.message) at column \(column)")
        }
    }

    /// The 1-based line where each element of the top-level array `key` begins
    /// (`"rules": [{…}, {…}]` → the line of each `{`), so a message about
    /// `rules[3]` can point at its line. Empty when there is no such array.
    package static func elementLines(ofArray key: String, in text: String) -> [Int] {
        var lines: [Int] = []
        var line = 1
        var depth = 0
        var inString = false
        var escaped = false
        var current = ""
        var lastKey: String?
        var inArray = false
        var awaitingElement = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" { line += 1 }
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                    if depth == 1 { lastKey = current }
                } else {
                    current.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"":
                if inArray && depth == 2 && awaitingElement {
                    lines.append(line)
                    awaitingElement = false
                }
                inString = true
                current = ""
            case "{", "[":
                if inArray && depth == 2 && awaitingElement {
                    lines.append(line)
                    awaitingElement = false
                }
                depth += 1
                if depth == 2, scalar == "[", lastKey == key {
                    inArray = true
                    awaitingElement = true
                }
            case "}", "]":
                depth -= 1
                if depth == 1 { inArray = false }
            case ",":
                if inArray && depth == 2 { awaitingElement = true }
            case " ", "\t", "\r", "\n", ":":
                break
            default:
                if inArray && depth == 2 && awaitingElement {
                    lines.append(line)
                    awaitingElement = false
                }
            }
        }
        return lines
    }
}
