import FinanceAssistant
import Foundation

/// A JSON file a person writes (a manifest, a ledger, a policy): read as
/// strict UTF-8, parsed by the strict reader (no trailing commas, no
/// duplicate keys), a syntax error named by file and line.
enum JSONDocument {
    static func read(_ url: URL, what: String) throws -> (data: Data, value: JSONValue) {
        let (data, text) = try TextFile.read(url, what: what)
        return (data, try parse(text, file: DisplayPath.of(url)))
    }

    static func parse(_ text: String, file: String) throws -> JSONValue {
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
}
