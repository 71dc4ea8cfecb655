import TallyKit

enum DiffCommand: Command {
    static let name = "diff"
    static let usage = "usage: tally diff"
    static let options: Set<String> = []
    static let flags: Set<String> = []
    static func run(_ args: Arguments) async throws -> ExitCode { .ok }
}
