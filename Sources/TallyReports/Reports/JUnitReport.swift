import Foundation
import TallyModel

/// `junit.xml`: one test case per turn, grouped by the conversation's theme
/// (its first tag), for CI systems that read JUnit. Written from the sorted
/// spool like report.html, not accumulated while turns finish: a passing turn
/// needs only its glance; a failing one's record is kept by its glance.
struct JUnitReport: Sendable {
    /// Per suite, each turn's test case, sorted by turn when rendered.
    private var suites: [String: Suite] = [:]

    /// A suite's test cases: their XML in one buffer, and where each lies in it. A
    /// string a turn held 100 bytes of heap beside its text, a fifth of a big run's memory.
    private struct Suite: Sendable {
        var xml: [UInt8] = []
        var cases: [(key: TurnKey, start: Int, end: Int)] = []

        mutating func append(_ key: TurnKey, _ text: String) {
            let start = xml.count
            xml.append(contentsOf: text.utf8)
            cases.append((key, start, xml.count))
        }
    }
    private var failures: [String: Int] = [:]

    static func suite(of r: TurnRecord) -> String { r.tags.first ?? "untagged" }

    /// Adds one turn; `record` is read only for a failing turn.
    mutating func add(_ g: HTMLReport.Glance, record: () throws -> TurnRecord) rethrows {
        if g.pass {
            let xml = "    <testcase classname=\"\(escape(g.suite))\" name=\"\(escape("\(g.caseID)#\(g.turn)"))\"/>"
            suites[g.suite, default: Suite()].append(TurnKey(caseID: g.caseID, turn: g.turn), xml)
        } else {
            add(try record())
        }
    }

    mutating func add(_ r: TurnRecord) {
        let suite = JUnitReport.suite(of: r)
        var xml = "    <testcase classname=\"\(escape(suite))\" name=\"\(escape("\(r.case)#\(r.turn)"))\""
        if r.pass {
            xml += "/>"
        } else {
            failures[suite, default: 0] += 1
            xml += ">\n      <failure message=\"\(escape("wrong: " + r.verdict.failed.joined(separator: ", ")))\">"
            xml += escape("text: \(r.text)\nexpected: \(r.expected.summary)\nread: \(r.read.summary)")
            xml += "</failure>\n    </testcase>"
        }
        suites[suite, default: Suite()].append(r.key, xml)
    }

    func render(name: String) -> String { String(decoding: renderData(name: name), as: UTF8.self) }

    /// The file's bytes, written straight from the suites' buffers.
    func renderData(name: String) -> Data {
        var out: [UInt8] = []
        render(name: name) { out += $0 }
        return Data(out)
    }

    /// Writes the file in pieces, straight from the suites' buffers: no copy of the whole in memory.
    func write(name: String, to file: OutputFile) throws {
        var failure: (any Error)?
        render(name: name) { piece in
            guard failure == nil else { return }
            do { try file.write(bytes: piece) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    private func render(name: String, _ emit: (ArraySlice<UInt8>) -> Void) {
        let total = suites.values.reduce(0) { $0 + $1.cases.count }
        let failed = failures.values.reduce(0, +)
        func text(_ s: String) { emit(ArraySlice(s.utf8)) }
        text("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        // errors="0": a turn fails or passes, it never errors — and the common JUnit schema requires the count.
        text("<testsuites name=\"\(escape(name))\" tests=\"\(total)\" failures=\"\(failed)\" errors=\"0\">\n")
        for (suite, cases) in suites.sorted(by: { $0.key < $1.key }) {
            text(
                "  <testsuite name=\"\(escape(suite))\" tests=\"\(cases.cases.count)\" failures=\"\(failures[suite] ?? 0)\" errors=\"0\">\n"
            )
            for (k, c) in cases.cases.sorted(by: { $0.key < $1.key }).enumerated() {
                if k > 0 { text("\n") }
                emit(cases.xml[c.start..<c.end])
            }
            text("\n  </testsuite>\n")
        }
        text("</testsuites>\n")
    }

    private func escape(_ s: String) -> String { JUnitReport.escape(s) }

    /// Text for an attribute or element: markup escaped, and every character
    /// XML 1.0 forbids (§2.2 Char: U+0000–U+001F but tab, newline and carriage
    /// return; U+FFFE and U+FFFF) replaced by U+FFFD, so one odd byte in a
    /// set's text never makes the whole file ill-formed for a CI host. Tab,
    /// newline and carriage return are written as references, which attribute
    /// normalization keeps. (Surrogates cannot occur in a Swift string.)
    static func escape(_ s: String) -> String {
        // Names and most texts need nothing escaped: returned as they are, without a scalar walk.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x80 && $0 != 0x26 && $0 != 0x3C && $0 != 0x3E && $0 != 0x22 }) {
            return s
        }
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
