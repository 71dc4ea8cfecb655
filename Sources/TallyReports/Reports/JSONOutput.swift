import Foundation
import TallyModel

/// The one JSON style of Tally's files: sorted keys, no escaped slashes;
/// pretty for documents, compact for JSONL lines. Byte-stable.
public enum JSONOutput {
    static let pretty: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return e
    }()

    package static let line: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return e
    }()

    static func document<T: Encodable>(_ value: T) throws -> Data {
        var data = try pretty.encode(value)
        data.append(0x0A)
        return data
    }
}

extension JSONOutput {
    /// Pretty, sorted JSON of any report value (for `--json` output).
    public static func prettyData<T: Encodable>(_ value: T) throws -> Data { try pretty.encode(value) }
}
