/// A command-line mistake (exit 2): a backend's options, `--perturb`.
public struct UsageProblem: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
