import TallyKit

enum ValidateCommand: Command {
    static let name = "validate"
    static let usage = "usage: tally validate"
    static let options: Set<String> = []
    static let flags: Set<String> = []
    static func run(_ args: Arguments) async throws -> ExitCode { .ok }
}
