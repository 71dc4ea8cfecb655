import Foundation
import TallyModel

/// One command-line option, as `--help`, the usage line, the parser and
/// docs/commands.md all read it: a command's table and a backend's
/// declaration (`BackendDescriptor`) are lists of these.
public struct OptionSpec: Sendable {
    /// Without the dashes: `timeout`.
    public let name: String
    /// The value's placeholder (`S`, `FILE`); nil for a flag.
    public let valueName: String?
    /// What it does, without its default or "(required)": those are added from the fields below.
    public let help: String
    /// The default as a user would type it: shown in help and parsed like a given value.
    public let defaultText: String?
    /// Said in help when the default is not one value (`--jobs`: "every core for rules and oracle, else 1").
    public let defaultNote: String?
    /// Required: nil when not; otherwise what to say when it is missing (nil message: "--NAME V is required").
    public let required: Required?
    /// May be given more than once (`--filter`).
    public let repeatable: Bool
    /// The backends it applies to (`tally run`).
    public let scope: OptionScope

    public struct Required: Sendable {
        public let message: String?
        public init(message: String?) { self.message = message }
        /// Required, with the plain message.
        public static let always = Required(message: nil)
    }

    public init(
        name: String, valueName: String?, help: String, defaultText: String? = nil, defaultNote: String? = nil,
        required: Required? = nil, repeatable: Bool = false, scope: OptionScope = .every
    ) {
        self.name = name
        self.valueName = valueName
        self.help = help
        self.defaultText = defaultText
        self.defaultNote = defaultNote
        self.required = required
        self.repeatable = repeatable
        self.scope = scope
    }

    /// `--timeout S`, `--json`.
    public var synopsis: String { valueName.map { "--\(name) \($0)" } ?? "--\(name)" }

    /// Help with the default and "(required)" added: what `--help` prints.
    public var fullHelp: String {
        var text = help
        if let shown = defaultNote ?? defaultText { text += " (default: \(shown))" }
        if required != nil { text += " (required)" }
        if repeatable { text += " (repeatable)" }
        return text
    }

    /// What a missing required option says.
    public var missingMessage: String { required?.message ?? "\(synopsis) is required" }

    /// Every command takes it.
    public static let help = OptionSpec(name: "help", valueName: nil, help: "show this help (also -h)")
}

/// Which backends an option of `tally run` applies to.
public enum OptionScope: Sendable, Equatable {
    /// Every backend (or a command without backends).
    case every
    /// The backends with this trait.
    case trait(BackendTrait)
    /// The backends that declare it (`BackendDescriptor.options`).
    case declared
}

/// An option whose value is read as `Value`: a command or a backend reads it
/// with `OptionValues.value(_:)`, never by its name.
public struct OptionKey<Value: Sendable>: Sendable {
    public let spec: OptionSpec
    let read: @Sendable (String) throws -> Value

    /// `read` turns the text given into the value, or throws an `OptionError` that names the option and the fix.
    public init(_ spec: OptionSpec, read: @escaping @Sendable (String) throws -> Value) {
        self.spec = spec
        self.read = read
    }

    public var name: String { spec.name }
}

/// An option that takes no value.
public struct FlagKey: Sendable {
    public let spec: OptionSpec

    public init(_ name: String, _ help: String, scope: OptionScope = .every) {
        spec = OptionSpec(name: name, valueName: nil, help: help, scope: scope)
    }
}

extension OptionKey {
    /// An option of any type: `valueName` is the placeholder help shows.
    public static func custom(
        _ name: String, _ valueName: String, _ help: String, default defaultText: String? = nil,
        defaultNote: String? = nil, required: OptionSpec.Required? = nil, repeatable: Bool = false,
        scope: OptionScope = .every, read: @escaping @Sendable (String) throws -> Value
    ) -> OptionKey {
        OptionKey(
            OptionSpec(
                name: name, valueName: valueName, help: help, defaultText: defaultText, defaultNote: defaultNote,
                required: required, repeatable: repeatable, scope: scope), read: read)
    }
}

extension OptionKey where Value == String {
    /// Text, taken as given.
    public static func text(
        _ name: String, _ valueName: String, _ help: String, default defaultText: String? = nil,
        defaultNote: String? = nil, required: OptionSpec.Required? = nil, repeatable: Bool = false,
        scope: OptionScope = .every
    ) -> OptionKey {
        .custom(
            name, valueName, help, default: defaultText, defaultNote: defaultNote, required: required,
            repeatable: repeatable, scope: scope
        ) { $0 }
    }
}

extension OptionKey where Value == URL {
    /// A file or folder, relative to the working directory.
    public static func path(
        _ name: String, _ valueName: String, _ help: String, default defaultText: String? = nil,
        defaultNote: String? = nil, required: OptionSpec.Required? = nil, scope: OptionScope = .every
    ) -> OptionKey {
        .custom(
            name, valueName, help, default: defaultText, defaultNote: defaultNote, required: required, scope: scope
        ) { URL(fileURLWithPath: $0) }
    }
}

extension OptionKey where Value == Int {
    /// A whole number in `range`.
    public static func int(
        _ name: String, _ valueName: String, _ help: String, range: ClosedRange<Int>,
        default defaultText: String? = nil,
        defaultNote: String? = nil, scope: OptionScope = .every
    ) -> OptionKey {
        .custom(name, valueName, help, default: defaultText, defaultNote: defaultNote, scope: scope) { text in
            guard let n = Int(text), range.contains(n) else {
                throw OptionError(
                    "--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return n
        }
    }
}

extension OptionKey where Value == Double {
    /// A number of seconds in `range`.
    public static func seconds(
        _ name: String, _ valueName: String, _ help: String, range: ClosedRange<Double>,
        default defaultText: String? = nil, scope: OptionScope = .every
    ) -> OptionKey {
        .custom(name, valueName, help, default: defaultText, scope: scope) { text in
            guard let n = Double(text), range.contains(n) else {
                throw OptionError(
                    "--\(name) must be a number of seconds from \(range.lowerBound) to \(Int(range.upperBound))")
            }
            return n
        }
    }
}

extension OptionKey where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of an enumeration's raw values.
    public static func choice(
        _ name: String, _ valueName: String, _ help: String, default defaultText: String? = nil,
        scope: OptionScope = .every
    ) -> OptionKey {
        .custom(name, valueName, help, default: defaultText, scope: scope) { text in
            guard let value = Value(rawValue: text) else {
                throw OptionError(
                    "--\(name) takes \(Value.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
            }
            return value
        }
    }
}

/// Bad usage found while reading the command line: `tally` prints it with the
/// command's usage line, exit 2.
public struct OptionError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ message: String) { description = message }
}
