import TallyModel

/// The arguments of one command, parsed against its option table, read back
/// through the table's keys (`value(_:)`, `has(_:)`), never by name.
public struct OptionValues: Sendable {
    public private(set) var positional: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Nothing given (a backend built in code reads only defaults).
    public init() {}

    /// Parses `--name value`, `--name=value`, `--flag`, `-h` and positionals
    /// (`--` ends the options). Unknown options, a missing value, a value on a
    /// flag and a repeated single option are `OptionError`s, with "did you mean".
    public init(parsing args: [String], options: [OptionSpec]) throws {
        var table: [String: OptionSpec] = [:]
        for o in options + [.help] where table[o.name] == nil { table[o.name] = o }
        var i = 0
        while i < args.count {
            let arg = args[i]
            i += 1
            if arg == "--" {
                positional += args[i...]
                break
            }
            if arg == "-h" {
                flags.insert(OptionSpec.help.name)
                continue
            }
            guard arg.hasPrefix("--") else {
                if arg.hasPrefix("-"), arg.count > 1, Double(arg) == nil {
                    throw OptionError("unknown option \(arg); options start with two dashes (--help lists them)")
                }
                positional.append(arg)
                continue
            }
            var name = String(arg.dropFirst(2))
            var value: String?
            if let eq = name.firstIndex(of: "=") {
                value = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let option = table[name] else {
                let hint = Suggest.closest(to: name, in: table.keys).map { "; did you mean --\($0)?" } ?? ""
                throw OptionError("unknown option --\(name)\(hint)")
            }
            if option.valueName == nil {
                guard value == nil else { throw OptionError("--\(name) takes no value") }
                flags.insert(name)
                continue
            }
            if value == nil {
                guard i < args.count else { throw OptionError("--\(name) needs a value (\(option.synopsis))") }
                value = args[i]
                i += 1
            }
            if !option.repeatable, values[name] != nil {
                throw OptionError("--\(name) is given twice; give it once")
            }
            values[name, default: []].append(value ?? "")
        }
    }

    /// The value given, else the key's default; nil when neither.
    public func value<V>(_ key: OptionKey<V>) throws -> V? {
        guard let text = values[key.name]?.last ?? key.spec.defaultText else { return nil }
        return try key.read(text)
    }

    /// The value given, else the default; a required key that is missing (or blank) throws
    /// its message: an `OptionError` for a command's own option, a `UsageProblem` for a
    /// backend's (which says what that backend needs).
    public func required<V>(_ key: OptionKey<V>) throws -> V {
        var given = values[key.name]?.last
        if key.spec.required != nil, given?.allSatisfy(\.isWhitespace) == true { given = nil }
        guard let text = given ?? key.spec.defaultText else {
            if key.spec.scope == .every { throw OptionError(key.spec.missingMessage) }
            throw UsageProblem(key.spec.missingMessage)
        }
        return try key.read(text)
    }

    /// The value given, else the key's default (a key with a default: `--timeout`, `--set`).
    public func defaulted<V>(_ key: OptionKey<V>) throws -> V { try required(key) }

    /// Every value given, in order (a repeatable option).
    public func all<V>(_ key: OptionKey<V>) throws -> [V] {
        try (values[key.name] ?? []).map(key.read)
    }

    public func has(_ flag: FlagKey) -> Bool { flags.contains(flag.name) }

    /// Whether `--help` or `-h` was given.
    public var wantsHelp: Bool { flags.contains(OptionSpec.help.name) }

    /// Whether the option was given (not defaulted).
    public func isGiven(_ spec: OptionSpec) -> Bool { flags.contains(spec.name) || values[spec.name] != nil }

    /// The options given, by name (for checks such as "applies only to …").
    public var given: Set<String> { flags.union(values.keys) }

    /// Refuses positionals a command does not take.
    public func expectPositionals(_ count: ClosedRange<Int>, _ what: String) throws {
        guard count.contains(positional.count) else {
            if positional.count > count.upperBound, count.upperBound == 0 {
                throw OptionError("unexpected argument '\(positional[0])'")
            }
            throw OptionError(what)
        }
    }
}

extension FlagKey {
    public var name: String { spec.name }
}
