import Foundation
import TallyKit
import TallyModel
import TallyReports

/// `tally open [DIR]`: a report's page in the browser.
enum OpenCommand: Command {
    static let name = "open"
    static let abstract = "open a report's report.html in the browser"
    static let positionals = "[DIR]"
    static let printPath = FlagKey("print", "print the page's path instead of opening it")
    static let options = [printPath.spec]
    static let discussion = """
        DIR is a report folder (default: the one under reports/ written last). A report without
        report.html — a committed one, or one written by an older tally — gets it first, from its
        summary.json and cases.jsonl. Opens with $BROWSER when set, else `open` (macOS) or `xdg-open`.
        """

    static func run(_ args: OptionValues) async throws -> ExitCode {
        try args.expectPositionals(0...1, "open takes at most one report folder")
        let folder = try args.positional.first.map { URL(fileURLWithPath: $0) } ?? latestReport()
        let page = try ReportPage.ensure(in: folder)
        if args.has(Self.printPath) {
            Output.out(page.path)
            return .ok
        }
        return try open(page)
    }

    /// The report folder under reports/ whose summary.json is the newest.
    static func latestReport() throws -> URL {
        let root = URL(fileURLWithPath: "reports")
        let fm = FileManager.default
        var best: (URL, Date)?
        for set in (try? fm.contentsOfDirectory(atPath: root.path)) ?? [] where !set.hasPrefix(".") {
            let setFolder = root.appendingPathComponent(set)
            for report in (try? fm.contentsOfDirectory(atPath: setFolder.path)) ?? [] where !report.hasPrefix(".") {
                let summary = setFolder.appendingPathComponent(report).appendingPathComponent("summary.json")
                guard let date = (try? fm.attributesOfItem(atPath: summary.path))?[.modificationDate] as? Date
                else { continue }
                if best == nil || date > best!.1 { best = (summary.deletingLastPathComponent(), date) }
            }
        }
        guard let folder = best?.0 else {
            throw UsageError("no report under reports/; pass a report folder: tally open DIR")
        }
        return folder
    }

    /// Opens `page` with the platform's opener; exit 2 with the path when there is none.
    static func open(_ page: URL) throws -> ExitCode {
        let process = Process()
        let environment = ProcessInfo.processInfo.environment
        if let browser = environment["BROWSER"], !browser.isEmpty {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "\(browser) \"$1\"", "sh", page.path]
        } else {
            #if os(macOS)
                process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
            #else
                let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
                    .map { URL(fileURLWithPath: String($0)).appendingPathComponent("xdg-open") }
                    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
                guard let path else {
                    Output.err(
                        "tally open: no xdg-open here to open \(page.path); open it in a browser, or set BROWSER")
                    return .badInput
                }
                process.executableURL = path
            #endif
            process.arguments = [page.path]
        }
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Output.err("tally open: the opener exited \(process.terminationStatus); the page is \(page.path)")
            return .failed
        }
        return .ok
    }
}
