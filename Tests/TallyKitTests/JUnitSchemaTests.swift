import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `junit.xml` against the JUnit schema CI systems read (the `junit-10.xsd`
/// of Jenkins' xUnit plugin, which GitLab and most readers follow): its
/// elements, their order, their required and allowed attributes — written
/// out below from the schema, and checked on a real report with the XML
/// parser.
@Suite("junit.xml against the JUnit schema")
struct JUnitSchemaTests {
    struct ElementRule {
        var required: Set<String>
        var allowed: Set<String>
        var children: Set<String>
        var text: Bool
    }

    static let schema: [String: ElementRule] = [
        "testsuites": .init(
            required: [], allowed: ["name", "time", "tests", "failures", "errors"], children: ["testsuite"],
            text: false),
        "testsuite": .init(
            required: ["name", "tests", "failures", "errors"],
            allowed: [
                "name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname", "id",
                "package", "file", "log", "url",
            ], children: ["testsuite", "properties", "testcase", "system-out", "system-err"], text: false),
        "testcase": .init(
            required: ["name"], allowed: ["name", "time", "classname", "group"],
            children: [
                "skipped", "error", "failure", "rerunFailure", "rerunError", "flakyFailure", "flakyError",
                "system-out", "system-err",
            ], text: false),
        "failure": .init(required: [], allowed: ["type", "message"], children: [], text: true),
        "error": .init(required: [], allowed: ["type", "message"], children: [], text: true),
        "skipped": .init(required: [], allowed: ["type", "message"], children: [], text: true),
        "system-out": .init(required: [], allowed: [], children: [], text: true),
        "system-err": .init(required: [], allowed: [], children: [], text: true),
    ]

    /// Every way `element` breaks the schema, as "path: problem".
    static func problems(_ element: XMLElement, path: String = "") -> [String] {
        let name = element.name ?? "?"
        let here = path + "/" + name
        guard let rule = schema[name] else { return ["\(here): element not in the schema"] }
        var out: [String] = []
        let attributes = Set((element.attributes ?? []).compactMap(\.name))
        for missing in rule.required.subtracting(attributes).sorted() {
            out.append("\(here): missing the required attribute \(missing)")
        }
        for extra in attributes.subtracting(rule.allowed).sorted() {
            out.append("\(here): attribute \(extra) is not in the schema")
        }
        for count in ["tests", "failures", "errors"] where attributes.contains(count) {
            if Int(element.attribute(forName: count)?.stringValue ?? "") == nil {
                out.append("\(here): \(count) is not a count")
            }
        }
        for child in element.children ?? [] {
            switch child.kind {
            case .element:
                let c = child as! XMLElement
                if !rule.children.contains(c.name ?? "") {
                    out.append("\(here): <\(c.name ?? "?")> may not be inside <\(name)>")
                }
                out += problems(c, path: here)
            case .text:
                if !rule.text, !(child.stringValue ?? "").allSatisfy(\.isWhitespace) {
                    out.append("\(here): text is not allowed here")
                }
            default: continue
            }
        }
        return out
    }

    @Test("a report's junit.xml is well-formed and valid against the schema, counts included")
    func valid() async throws {
        var lines = Fixture.caseLines
        lines.append(
            #"{"id": "x-en-1", "locale": "en", "tags": ["intent"], "turns": [{"text": "<b>&\"quotes\"</b> \u0007 how much is left", "expect": {"intent": "balance"}}]}"#
        )
        let (folder, _) = try await Fixture.run(set: Fixture.writeSet(cases: lines))
        let data = try Data(contentsOf: folder.appendingPathComponent(ReportFile.junit.name))
        let document = try XMLDocument(data: data)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(Self.problems(root) == [])
        let cases = try root.nodes(forXPath: "//testcase")
        let failures = try root.nodes(forXPath: "//testcase/failure")
        #expect(root.attribute(forName: "tests")?.stringValue == "\(cases.count)")
        #expect(root.attribute(forName: "failures")?.stringValue == "\(failures.count)")
        for suite in try root.nodes(forXPath: "testsuite") {
            let s = suite as! XMLElement
            #expect(s.attribute(forName: "tests")?.stringValue == "\(try s.nodes(forXPath: "testcase").count)")
            #expect(
                s.attribute(forName: "failures")?.stringValue == "\(try s.nodes(forXPath: "testcase/failure").count)")
        }
    }

    @Test(
        "a set text holding a character XML 1.0 forbids still gives a well-formed junit.xml, the character replaced",
        arguments: [#"\uFFFE"#, #"\uFFFF"#, #"\u0000"#, #"\u0001"#, #"\u001F"#, #"\u000B"#])
    func forbidden(escaped: String) async throws {
        var lines = Fixture.caseLines
        lines.append(
            #"{"id": "x-en-1", "locale": "en", "tags": ["intent"], "turns": [{"text": "how much is left\#(escaped) now,\ttab\rreturn", "expect": {"intent": "balance"}}]}"#
        )
        let (folder, _) = try await Fixture.run(set: Fixture.writeSet(cases: lines))
        let data = try Data(contentsOf: folder.appendingPathComponent(ReportFile.junit.name))
        let document = try XMLDocument(data: data)
        let root = try #require(document.rootElement())
        #expect(Self.problems(root) == [])
        let failure = try #require(try root.nodes(forXPath: "//testcase[@name='x-en-1#1']/failure").first)
        #expect(failure.stringValue?.contains("text: how much is left\u{FFFD} now,\ttab\rreturn") == true)
    }

    @Test("the committed reports' junit.xml are valid too")
    func committed() throws {
        for version in ["v1", "v2"] {
            let url = Fixture.packageRoot.appendingPathComponent("reports/finely-\(version)/rules-v1/junit.xml")
            let root = try #require(try XMLDocument(data: Data(contentsOf: url)).rootElement())
            #expect(Self.problems(root) == [], "reports/finely-\(version)/rules-v1/junit.xml")
        }
    }
}
