import TallyKit

enum AskCommand: Command {
    static let name = "ask"
    static let usage = "usage: tally ask"
    static let options: Set<String> = []
    static let flags: Set<String> = []
    static func run(_ args: Arguments) async throws -> ExitCode { .ok }
}
