import FinanceAssistant
import Foundation
import TallyModel
import TallyReports

/// A predictions file read back: its header and its lines by turn.
///
/// Strict: a line with an unknown key, or two different lines for one turn
/// (beyond the recorded repeats), is an error naming the line — replaying the
/// wrong one would be a silent lie about the model.
public struct PredictionFile: Sendable {
    public var header: PredictionHeader
    /// Lines by turn; with `--repeat`, several per turn in order.
    public var lines: [TurnKey: [Prediction]]

    private struct Envelope: Decodable { var header: PredictionHeader }

    /// Parses a whole file; `file` names it in messages.
    public static func parse(_ data: Data, file shown: String) throws -> PredictionFile {
        let text = try TextFile.decode(data, file: shown)
        var numbered = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            (
                number: $0.offset + 1,
                text: $0.element.hasSuffix("\r") ? String($0.element.dropLast()) : String($0.element)
            )
        }
        if numbered.last?.text.isEmpty == true { numbered.removeLast() }
        guard let first = numbered.first, !first.text.allSatisfy(\.isWhitespace) else {
            throw InputError(file: shown, line: 1, "empty predictions file; record one with `tally run --record FILE`")
        }
        let header = try parseHeader(first.text, file: shown)
        var lines: [TurnKey: [Prediction]] = [:]
        var firstLine: [TurnKey: Int] = [:]
        let decoder = JSONDecoder()
        for (number, text) in numbered.dropFirst() where !text.allSatisfy(\.isWhitespace) {
            let p: Prediction
            do {
                try KnownKeys.check(
                    try JSONValue.parse(text), Prediction.jsonKeys, at: "the prediction", file: shown, line: number)
                p = try decoder.decode(Prediction.self, from: Data(text.utf8))
            } catch let e as InputError {
                throw e
            } catch let e as JSONValue.SyntaxError {
                throw InputError(file: shown, line: number, "malformed JSON: \(e); one prediction per line")
            } catch {
                throw InputError(file: shown, line: number, "bad prediction: \(EvalSet.describe(error))")
            }
            let key = TurnKey(caseID: p.case, turn: p.turn)
            let recorded = lines[key, default: []]
            if recorded.count >= max(1, header.repeats ?? 1), let previous = recorded.first {
                guard previous != p || header.repeats != nil else { continue }  // an identical copy says nothing new
                let allowed = header.repeats.map { "\($0) lines (--repeat \($0))" } ?? "one line"
                throw InputError(
                    file: shown, line: number,
                    "\(p.case) turn \(p.turn) is recorded again (first at line \(firstLine[key] ?? 0)), past the \(allowed) a turn may have; keep one recording per turn"
                )
            }
            if recorded.isEmpty { firstLine[key] = number }
            lines[key, default: []].append(p)
        }
        return PredictionFile(header: header, lines: lines)
    }

    /// The file's bytes: the header line, then one line per prediction, in the
    /// encoding `tally run --record` writes.
    public static func render(header: PredictionHeader, lines: [Prediction]) throws -> Data {
        struct Envelope: Encodable { var header: PredictionHeader }
        var data = try JSONOutput.line.encode(Envelope(header: header))
        data.append(0x0A)
        for line in lines {
            data.append(try JSONOutput.line.encode(line))
            data.append(0x0A)
        }
        return data
    }

    /// Writes a predictions file whole (a temporary file, then a rename); like
    /// `--record`, it replaces only an earlier predictions file.
    public static func write(header: PredictionHeader, lines: [Prediction], to url: URL) throws {
        try OutputGuard.checkPredictionsFile(url)
        try AtomicFile.write(try render(header: header, lines: lines), to: url)
    }

    private static func parseHeader(_ text: String, file shown: String) throws -> PredictionHeader {
        let shape = "the first line must be {\"header\": {\"backend\", \"modelVersion\", \"promptVersion\", ...}}"
        do {
            let value = try JSONValue.parse(text)
            try KnownKeys.check(value, ["header"], at: "line 1", file: shown, line: 1)
            if let h = value["header"] {
                try KnownKeys.check(h, PredictionHeader.jsonKeys, at: "header", file: shown, line: 1)
            }
            return try JSONDecoder().decode(Envelope.self, from: Data(text.utf8)).header
        } catch let e as InputError {
            throw e
        } catch {
            throw InputError(file: shown, line: 1, "\(shape): \(EvalSet.describe(error))")
        }
    }
}
