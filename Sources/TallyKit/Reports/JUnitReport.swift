/// `junit.xml`: one test case per turn, grouped by the conversation's theme
/// (its first tag), for CI systems that read JUnit.
struct JUnitReport: Sendable {
    /// Per suite, each turn's test case — sorted by turn when rendered, since turns finish in any order.
    private var suites: [String: [(key: TurnKey, xml: String)]] = [:]
    private var failures: [String: Int] = [:]

    mutating func add(_ r: TurnRecord) {
        let suite = r.tags.first ?? "untagged"
        var xml = "    <testcase classname=\"\(escape(suite))\" name=\"\(escape("\(r.case)#\(r.turn)"))\""
        if r.pass {
            xml += "/>"
        } else {
            failures[suite, default: 0] += 1
            xml += ">\n      <failure message=\"\(escape("wrong: " + r.verdict.failed.joined(separator: ", ")))\">"
            xml += escape("text: \(r.text)\nexpected: \(r.expected.summary)\nread: \(r.read.summary)")
            xml += "</failure>\n    </testcase>"
        }
        suites[suite, default: []].append((r.key, xml))
    }

    func render(name: String) -> String {
        let total = suites.values.reduce(0) { $0 + $1.count }
        let failed = failures.values.reduce(0, +)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        // errors="0": a turn fails or passes, it never errors — and the common JUnit schema requires the count.
        out += "<testsuites name=\"\(escape(name))\" tests=\"\(total)\" failures=\"\(failed)\" errors=\"0\">\n"
        for suite in suites.keys.sorted() {
            let cases = suites[suite]!
            out +=
                "  <testsuite name=\"\(escape(suite))\" tests=\"\(cases.count)\" failures=\"\(failures[suite] ?? 0)\" errors=\"0\">\n"
            out += cases.sorted { $0.key < $1.key }.map(\.xml).joined(separator: "\n") + "\n  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    private func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            default:
                // XML 1.0 forbids most control characters.
                if scalar.value < 0x20 && scalar != "\t" { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
