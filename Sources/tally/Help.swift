import TallyKit
import TallyModel
import TallyReports

/// `--help` and usage lines, rendered from the commands' option tables.
enum Help {
    /// `usage: tally gate --candidate DIR [--baseline DIR] …`, wrapped at 100 columns: a required
    /// option has no brackets.
    static func usage(_ command: any Command.Type) -> String {
        let head = "usage: tally \(command.name)"
        var words = command.positionals.isEmpty ? [] : [command.positionals]
        words += command.options.map { o in
            let word = o.required != nil && o.scope == .every ? o.synopsis : "[\(o.synopsis)]"
            return o.repeatable ? word + "..." : word
        }
        return wrap(words, first: head, indent: String(repeating: " ", count: head.count + 1))
    }

    /// The whole help of a command: usage, options (grouped by backend where
    /// they apply to some only), then the discussion.
    static func full(_ command: any Command.Type) -> String {
        var out = "\(command.abstract)\n\n\(usage(command))\n"
        let all = command.options + [.help]
        let column = min(26, (all.map { $0.synopsis.count }.max() ?? 0) + 4)
        out += "\noptions:\n" + table(all.filter { BackendFactory.backends(for: $0) == nil }, column: column)
        var groups: [String: [OptionSpec]] = [:]
        var order: [String] = []
        for o in all {
            guard let backends = BackendFactory.backends(for: o) else { continue }
            let key = backends.joined(separator: ", ")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(o)
        }
        for key in order { out += "\nwith --backend \(key):\n" + table(groups[key] ?? [], column: column) }
        if !command.discussion.isEmpty { out += "\n" + command.discussion + "\n" }
        return out
    }

    /// Options and their help in two columns; a long synopsis puts its help on the next line.
    static func table(_ options: [OptionSpec], column: Int) -> String {
        let indent = String(repeating: " ", count: column)
        return options.map { o in
            let left = "  " + o.synopsis
            let help = wrapped(o.fullHelp, width: 100 - column)
            var lines = help.map { indent + $0 }
            if left.count + 2 <= column, let first = help.first {
                lines[0] = left + String(repeating: " ", count: column - left.count) + first
            } else {
                lines.insert(left, at: 0)
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n") + "\n"
    }
    /// Words in lines of at most `width` characters.
    static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    static func wrap(_ words: [String], first: String, indent: String, width: Int = 100) -> String {
        var lines: [String] = []
        var line = first
        for w in words {
            if line.count + 1 + w.count > width, line != first {
                lines.append(line)
                line = indent + w
            } else {
                line += " " + w
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// `tally --help`: the commands, then the exit codes.
    static func tool(_ commands: [any Command.Type]) -> String {
        let width = (commands.map { $0.name.count }.max() ?? 0) + 2
        var out =
            "tally \(Tally.version) — decides whether a finance assistant's question reader is good enough to ship\n\n"
        out += "usage: tally <command> [options]\n       tally help <command>    tally --version\n\ncommands:\n"
        for c in commands {
            out += "  " + c.name + String(repeating: " ", count: width - c.name.count) + c.abstract + "\n"
        }
        out += "\nexit codes:\n"
        for code in ExitCode.allCases {
            out += "  " + String(code.rawValue).padding(toLength: 5, withPad: " ", startingAt: 0) + code.meaning + "\n"
        }
        out += "\n`tally <command> --help` for its options; docs/commands.md for all of them.\n"
        return out
    }
}
