/// A problem with something a user gave Tally — a set's files, a report, a
/// policy, a predictions file, a folder to write to: where it is (file, line),
/// what is wrong, and what to do about it.
///
/// Printed as `file:line: error: message` (the swift-format convention), so
/// editors and CI annotate the right line. The command line exits 2 on it.
public struct InputError: Error, CustomStringConvertible, Hashable, Sendable {
    public enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    public var file: String
    public var line: Int?
    public var message: String
    public var severity: Severity

    public init(file: String, line: Int? = nil, _ message: String, severity: Severity = .error) {
        self.file = file
        self.line = line
        self.message = message
        self.severity = severity
    }

    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return "\(location): \(severity.rawValue): \(message)"
    }
}

/// Several problems found at once (the validator reports them all).
public struct InputErrors: Error, CustomStringConvertible, Sendable {
    public var errors: [InputError]
    public init(errors: [InputError]) { self.errors = errors }
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
