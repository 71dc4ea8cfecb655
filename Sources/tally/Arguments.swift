import TallyKit

/// A small argument parser: `--name value`, `--name=value`, `--flag`, and
/// positionals. Unknown options are usage errors (exit 2).
struct Arguments {
    var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    init(_ args: [String], options: Set<String>, flags known: Set<String>) throws {
        var i = 0
        while i < args.count {
            let arg = args[i]
            if arg == "--" {
                positional += args[(i + 1)...]
                break
            }
            if arg.hasPrefix("--") {
                var name = String(arg.dropFirst(2))
                var value: String?
                if let eq = name.firstIndex(of: "=") {
                    value = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                if known.contains(name) {
                    guard value == nil else { throw UsageError("--\(name) takes no value") }
                    flags.insert(name)
                } else if options.contains(name) {
                    if value == nil {
                        i += 1
                        guard i < args.count else { throw UsageError("--\(name) needs a value") }
                        value = args[i]
                    }
                    values[name, default: []].append(value!)
                } else {
                    throw UsageError("unknown option --\(name)")
                }
            } else if arg == "-h" {
                flags.insert("help")
            } else {
                positional.append(arg)
            }
            i += 1
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }

    func int(_ name: String, range: ClosedRange<Int>) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let n = Int(text), range.contains(n) else {
            throw UsageError("--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return n
    }

    func double(_ name: String, range: ClosedRange<Double>) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let n = Double(text), range.contains(n) else {
            throw UsageError(
                "--\(name) must be a number of seconds from \(range.lowerBound) to \(Int(range.upperBound))")
        }
        return n
    }
}

/// Bad usage: printed with the command's usage line, exit 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}
